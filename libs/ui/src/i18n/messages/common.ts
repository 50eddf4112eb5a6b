import { defineMessages } from '../define-messages';

export const commonMessages = defineMessages(
  {
    'common.productName': 'Cover Letter Generator',
    'common.close': 'Close',
    'common.signIn': 'Sign In',
    'common.signOut': 'Sign Out',
    'common.dashboard': 'Dashboard',
    'common.loading': 'Loading...',
    'common.language': 'Language',
    'common.language.en': 'English',
    'common.language.sv': 'Svenska',
    'common.backHome': 'Back to home',
  },
  {
    'common.productName': 'Personligt brev-generator',
    'common.close': 'Stäng',
    'common.signIn': 'Logga in',
    'common.signOut': 'Logga ut',
    'common.dashboard': 'Översikt',
    'common.loading': 'Laddar...',
    'common.language': 'Språk',
    'common.language.en': 'English',
    'common.language.sv': 'Svenska',
    'common.backHome': 'Till startsidan',
  },
);
