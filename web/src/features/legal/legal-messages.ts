import { defineMessages } from '@coverletter/ui';

export const legalMessages = defineMessages(
  {
    'legal.lastUpdated': 'Last updated: January 2025',
    'legal.onThisPage': 'On this page',
  },
  {
    'legal.lastUpdated': 'Senast uppdaterad: januari 2025',
    'legal.onThisPage': 'På den här sidan',
  },
);
