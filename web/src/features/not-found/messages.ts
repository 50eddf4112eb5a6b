import { defineMessages } from '@coverletter/ui';

export const notFoundMessages = defineMessages(
  {
    'notFound.title': 'Page Not Found',
    'notFound.body': "The page you are looking for doesn't exist or has been moved.",
    'notFound.contact': 'Contact support',
  },
  {
    'notFound.title': 'Sidan hittades inte',
    'notFound.body': 'Sidan du letar efter finns inte eller har flyttats.',
    'notFound.contact': 'Kontakta supporten',
  },
);
