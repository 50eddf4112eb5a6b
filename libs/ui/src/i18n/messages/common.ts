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
    'common.comingSoon': 'This page is on its way.',
    'common.comingSoonBody': 'We are building this part of the product right now. Please check back soon.',
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
    'common.comingSoon': 'Den här sidan är på väg.',
    'common.comingSoonBody': 'Vi bygger den här delen av tjänsten just nu. Titta gärna in igen snart.',
  },
);
