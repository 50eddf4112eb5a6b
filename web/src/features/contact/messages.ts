import { defineMessages } from '@coverletter/ui';

export const contactMessages = defineMessages(
  {
    'contact.title': 'Get in Touch',
    'contact.subtitle': 'Questions about your cover letters, a payment or your account? Send us an e-mail and we will get back to you as soon as we can.',
    'contact.emailLabel': 'Support e-mail',
    'contact.emailButton': 'Email us',
    'contact.helpTitle': 'We can help with',
    'contact.help1': 'Questions about your cover letters',
    'contact.help2': 'Payments and receipts',
    'contact.help3': 'Your account and your data',
    'contact.privacyNote': 'Want a copy of your data or have it deleted? Say so in your e-mail. Read more in our <link>Privacy Policy</link>.',
  },
  {
    'contact.title': 'Kontakta oss',
    'contact.subtitle': 'Har du frågor om dina brev, en betalning eller ditt konto? Skicka ett mejl så återkommer vi så snart vi kan.',
    'contact.emailLabel': 'E-post till supporten',
    'contact.emailButton': 'Mejla oss',
    'contact.helpTitle': 'Vi hjälper dig gärna med',
    'contact.help1': 'Frågor om dina personliga brev',
    'contact.help2': 'Betalningar och kvitton',
    'contact.help3': 'Ditt konto och dina uppgifter',
    'contact.privacyNote': 'Vill du få ut eller radera dina uppgifter? Skriv det i mejlet. Läs mer i vår <link>integritetspolicy</link>.',
  },
);
