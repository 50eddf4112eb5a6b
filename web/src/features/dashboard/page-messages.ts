import { defineMessages } from '@coverletter/ui';

/** The dashboard's frame: sign-in gate, header, greeting, stat tiles, tabs and overview. */
export const pageMessages = defineMessages(
  {
    'dashboard.pageTitle': 'Dashboard',
    'dashboard.signInRequired.title': 'Sign In Required',
    'dashboard.signInRequired.body': 'Sign in to see your saved CVs, your LinkedIn profile and every cover letter you have created.',
    'dashboard.loading': 'Loading your dashboard...',

    'dashboard.header.nav': 'Dashboard actions',
    'dashboard.header.admin': 'Admin',
    'dashboard.header.newLetter': '+ New Cover Letter',
    'dashboard.header.account': 'Account',
    'dashboard.header.clearSession': 'Clear guest session',

    'dashboard.greeting': 'Welcome, {name}',
    'dashboard.greetingNoName': 'Welcome',
    'dashboard.lead': 'Your CVs, LinkedIn profile and cover letters, all in one place.',

    'dashboard.stats.label': 'Summary',
    'dashboard.stats.letters': 'Cover Letters',
    'dashboard.stats.cvs': 'Saved CVs',
    'dashboard.stats.linkedin': 'LinkedIn',
    'dashboard.stats.linkedinConnected': 'Connected',
    'dashboard.stats.linkedinNotConnected': 'Not connected',
    'dashboard.stats.averageScore': 'Average Score',
    'dashboard.stats.score': '{score}/{max}',
    'dashboard.stats.none': 'None yet',

    'dashboard.tabs.label': 'Dashboard sections',
    'dashboard.tabs.overview': 'Overview',
    'dashboard.tabs.create': 'Create',
    'dashboard.tabs.cvs': 'CVs',
    'dashboard.tabs.linkedin': 'LinkedIn',
    'dashboard.tabs.letters': 'Letters',

    'dashboard.overview.latest': 'Latest Cover Letter',
    'dashboard.overview.previous': 'Previous Letters',
    'dashboard.overview.viewAll': 'View all letters',
    'dashboard.overview.empty.title': 'No cover letters yet',
    'dashboard.overview.empty.body': 'Pick a saved CV, add a job posting and get a tailored cover letter in minutes.',
    'dashboard.overview.empty.action': 'Create Cover Letter',
    'dashboard.overview.generating.title': 'Payment Successful!',
    'dashboard.overview.generating.body': 'Your cover letter is being written. It will appear here in a moment.',

    'dashboard.confirm.cancel': 'Cancel',
    'dashboard.loadFailed': "We couldn't load this section",
    'dashboard.retry': 'Try again',
  },
  {
    'dashboard.pageTitle': 'Översikt',
    'dashboard.signInRequired.title': 'Inloggning krävs',
    'dashboard.signInRequired.body': 'Logga in för att se dina sparade CV:n, din LinkedIn-profil och alla personliga brev du har skapat.',
    'dashboard.loading': 'Laddar din översikt...',

    'dashboard.header.nav': 'Åtgärder',
    'dashboard.header.admin': 'Admin',
    'dashboard.header.newLetter': '+ Nytt personligt brev',
    'dashboard.header.account': 'Konto',
    'dashboard.header.clearSession': 'Rensa gästsessionen',

    'dashboard.greeting': 'Välkommen, {name}',
    'dashboard.greetingNoName': 'Välkommen',
    'dashboard.lead': 'Dina CV:n, din LinkedIn-profil och dina personliga brev, samlade på ett ställe.',

    'dashboard.stats.label': 'Sammanfattning',
    'dashboard.stats.letters': 'Personliga brev',
    'dashboard.stats.cvs': 'Sparade CV:n',
    'dashboard.stats.linkedin': 'LinkedIn',
    'dashboard.stats.linkedinConnected': 'Ansluten',
    'dashboard.stats.linkedinNotConnected': 'Inte ansluten',
    'dashboard.stats.averageScore': 'Snittpoäng',
    'dashboard.stats.score': '{score}/{max}',
    'dashboard.stats.none': 'Inga än',

    'dashboard.tabs.label': 'Delar av översikten',
    'dashboard.tabs.overview': 'Översikt',
    'dashboard.tabs.create': 'Skapa',
    'dashboard.tabs.cvs': 'CV:n',
    'dashboard.tabs.linkedin': 'LinkedIn',
    'dashboard.tabs.letters': 'Brev',

    'dashboard.overview.latest': 'Senaste personliga brevet',
    'dashboard.overview.previous': 'Tidigare brev',
    'dashboard.overview.viewAll': 'Visa alla brev',
    'dashboard.overview.empty.title': 'Inga personliga brev än',
    'dashboard.overview.empty.body': 'Välj ett sparat CV, lägg till en jobbannons och få ett skräddarsytt personligt brev på några minuter.',
    'dashboard.overview.empty.action': 'Skapa personligt brev',
    'dashboard.overview.generating.title': 'Betalningen är klar!',
    'dashboard.overview.generating.body': 'Ditt personliga brev skrivs just nu. Det dyker upp här om en liten stund.',

    'dashboard.confirm.cancel': 'Avbryt',
    'dashboard.loadFailed': 'Vi kunde inte ladda den här delen',
    'dashboard.retry': 'Försök igen',
  },
);
