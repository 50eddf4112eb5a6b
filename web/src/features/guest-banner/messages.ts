import { defineMessages } from '@coverletter/ui';

export const guestBannerMessages = defineMessages(
  {
    'guestBanner.label': 'Save your cover letters',
    'guestBanner.text': '<strong>Save your cover letters</strong> - Sign in to save and access your cover letters anytime',
    'guestBanner.dismiss': 'Dismiss',
  },
  {
    'guestBanner.label': 'Spara dina personliga brev',
    'guestBanner.text': '<strong>Spara dina personliga brev</strong> – Logga in för att spara dina personliga brev och nå dem när du vill',
    'guestBanner.dismiss': 'Stäng',
  },
);
