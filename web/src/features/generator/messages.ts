import { defineMessages } from '@coverletter/ui';

/** /app's own texts around the shared generator (those live in libs/ui). */
export const appPageMessages = defineMessages(
  {
    'appPage.account.lettersKept': 'Every letter you create is kept in your account: <link>see your letters in the dashboard</link>.',
  },
  {
    'appPage.account.lettersKept': 'Alla brev du skapar sparas på ditt konto: <link>se dina brev i översikten</link>.',
  },
);
