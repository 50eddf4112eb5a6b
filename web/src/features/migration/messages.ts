import { defineMessages } from '@coverletter/ui';

export const migrationMessages = defineMessages(
  {
    'migration.saved.title': 'Cover Letter saved!',
    'migration.saved.description': 'Your cover letter has been saved to your account',
    'migration.failed.title': 'Migration failed',
    'migration.failed.description': 'Unable to save your data to your account',
    'migration.sessionCleared.title': 'Session cleared',
    'migration.sessionCleared.description': 'You can now work as a guest user',
    'migration.clearFailed': "Couldn't clear the guest session",
  },
  {
    'migration.saved.title': 'Ditt personliga brev är sparat!',
    'migration.saved.description': 'Ditt personliga brev har sparats på ditt konto',
    'migration.failed.title': 'Flytten misslyckades',
    'migration.failed.description': 'Det gick inte att spara dina uppgifter på ditt konto',
    'migration.sessionCleared.title': 'Sessionen är rensad',
    'migration.sessionCleared.description': 'Nu kan du fortsätta som gäst',
    'migration.clearFailed': 'Det gick inte att rensa gästsessionen',
  },
);
