import { defineMessages } from '@coverletter/ui';

/** The admin pages' frame: access states, header, loading and shared words. */
export const shellMessages = defineMessages(
  {
    'admin.access.checking': 'Checking authentication...',
    'admin.access.required': 'Admin Access Required',
    'admin.access.requiredBody': 'Sign in with an administrator account to see users, cover letters, payments and analytics.',
    'admin.access.signIn': 'Sign In as Admin',
    'admin.access.checkFailed': "We couldn't check your access",
    'admin.denied.title': 'Access Denied',
    'admin.denied.body': "You don't have permission to access this page.",

    'admin.header.nav': 'Admin navigation',
    'admin.header.settings': 'Settings',
    'admin.header.dashboard': 'Admin Dashboard',
    'admin.header.badge': 'Admin Access',

    'admin.loading': 'Loading admin data...',
    'admin.loadingList': 'Loading...',
    'admin.loadFailed': "We couldn't load this data",
    'admin.retry': 'Try again',
    'admin.loadMore': 'Load more',
    'admin.list.shown': 'Showing {shown}',
    'admin.list.shownOf': 'Showing {shown} of {total}',
    'admin.format.score': '{score}/{max}',
    'admin.copy.done': 'Copied to clipboard',
    'admin.copy.failed': 'Copy failed',
  },
  {
    'admin.access.checking': 'Kontrollerar inloggningen...',
    'admin.access.required': 'Administratörsbehörighet krävs',
    'admin.access.requiredBody': 'Logga in med ett administratörskonto för att se användare, personliga brev, betalningar och statistik.',
    'admin.access.signIn': 'Logga in som administratör',
    'admin.access.checkFailed': 'Vi kunde inte kontrollera din behörighet',
    'admin.denied.title': 'Åtkomst nekad',
    'admin.denied.body': 'Du har inte behörighet att se den här sidan.',

    'admin.header.nav': 'Administration',
    'admin.header.settings': 'Inställningar',
    'admin.header.dashboard': 'Adminöversikt',
    'admin.header.badge': 'Administratör',

    'admin.loading': 'Laddar administrationsdata...',
    'admin.loadingList': 'Laddar...',
    'admin.loadFailed': 'Vi kunde inte ladda de här uppgifterna',
    'admin.retry': 'Försök igen',
    'admin.loadMore': 'Visa fler',
    'admin.list.shown': 'Visar {shown}',
    'admin.list.shownOf': 'Visar {shown} av {total}',
    'admin.format.score': '{score}/{max}',
    'admin.copy.done': 'Kopierat till urklipp',
    'admin.copy.failed': 'Kopieringen misslyckades',
  },
);
