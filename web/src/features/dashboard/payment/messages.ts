import { defineMessages } from '@coverletter/ui';

/** The payment modal and the payment return parameters of /dashboard (SPEC.md section 4). */
export const paymentMessages = defineMessages(
  {
    'payment.title': 'Unlock your next cover letter',
    'payment.ordinal':
      'This will be your {n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} cover letter. Your free letter is used, so each additional letter is paid for on its own.',
    'payment.priceLabel': 'Price per letter',
    'payment.loading': 'Loading...',
    'payment.noSubscription': 'One-time payment, no subscription.',
    'payment.howItWorks': "You'll pay by card on our payment provider's secure page. Your letter is written as soon as the payment is confirmed.",
    'payment.payNow': 'Pay now',
    'payment.redirecting': 'Redirecting...',
    'payment.cancel': 'Cancel',
    'payment.failed': 'Payment creation failed: {message}',
    'payment.noRequest': 'Fill in the create form first: the payment is for the letter it describes.',
    'payment.goToCreate': 'Go to the create form',

    'payment.ready.title': 'Cover Letter ready!',
    'payment.ready.description': 'Your new cover letter is waiting in your letters.',
    'payment.timeout.title': 'Generation timeout',
    'payment.timeout.description': 'Your cover letter is taking longer than usual. Refresh the page in a minute to see it.',
    'payment.newLetter.title': 'Payment Successful!',
    'payment.newLetter.description': 'Your new cover letter is ready.',
  },
  {
    'payment.title': 'Lås upp ditt nästa personliga brev',
    'payment.ordinal':
      'Det här blir ditt {n, selectordinal, one {#:a} other {#:e}} personliga brev. Ditt gratisbrev är använt, så varje ytterligare brev betalas för sig.',
    'payment.priceLabel': 'Pris per brev',
    'payment.loading': 'Laddar...',
    'payment.noSubscription': 'Engångsbetalning, ingen prenumeration.',
    'payment.howItWorks': 'Du betalar med kort på vår betalleverantörs säkra sida. Brevet skrivs så snart betalningen är bekräftad.',
    'payment.payNow': 'Betala nu',
    'payment.redirecting': 'Skickar dig vidare...',
    'payment.cancel': 'Avbryt',
    'payment.failed': 'Det gick inte att skapa betalningen: {message}',
    'payment.noRequest': 'Fyll i formuläret under Skapa först: betalningen gäller brevet som beskrivs där.',
    'payment.goToCreate': 'Till formuläret',

    'payment.ready.title': 'Ditt personliga brev är klart!',
    'payment.ready.description': 'Det nya brevet väntar bland dina brev.',
    'payment.timeout.title': 'Det tar längre tid än väntat',
    'payment.timeout.description': 'Ditt personliga brev dröjer. Ladda om sidan om en minut för att se det.',
    'payment.newLetter.title': 'Betalningen är klar!',
    'payment.newLetter.description': 'Ditt nya personliga brev är klart.',
  },
);
