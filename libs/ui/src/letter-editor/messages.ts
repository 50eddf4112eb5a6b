import { defineMessages } from '../i18n/define-messages';

/** The letter editor (issue 13): the result card and the dashboard's letter viewer. */
export const letterEditorMessages = defineMessages(
  {
    'letterEditor.edit': 'Edit letter',
    'letterEditor.done': 'Done editing',
    'letterEditor.textarea': 'Edit your cover letter',
    'letterEditor.empty': 'The letter cannot be empty. Your last text is kept.',
    'letterEditor.tooLong': 'The letter can be at most {max} characters. Shorten it to save.',
    'letterEditor.failed': 'Your edit could not be saved. Keep typing to try again.',
    'letterEditor.version': 'Version {number} of {total} · {source, select, edited {edited} other {generated}}',
    'letterEditor.older': 'Older version',
    'letterEditor.newer': 'Newer version',
    'letterEditor.restore': 'Restore this version',
    'letterEditor.restored': 'Version restored',
    'letterEditor.restoreFailed': 'The version could not be restored. Please try again.',
  },
  {
    'letterEditor.edit': 'Redigera brevet',
    'letterEditor.done': 'Klar',
    'letterEditor.textarea': 'Redigera ditt personliga brev',
    'letterEditor.empty': 'Brevet kan inte vara tomt. Din senaste text är sparad.',
    'letterEditor.tooLong': 'Brevet får vara högst {max} tecken. Korta det för att spara.',
    'letterEditor.failed': 'Ändringen kunde inte sparas. Skriv vidare för att försöka igen.',
    'letterEditor.version': 'Version {number} av {total} · {source, select, edited {redigerad} other {genererad}}',
    'letterEditor.older': 'Äldre version',
    'letterEditor.newer': 'Nyare version',
    'letterEditor.restore': 'Återställ den här versionen',
    'letterEditor.restored': 'Versionen är återställd',
    'letterEditor.restoreFailed': 'Versionen kunde inte återställas. Försök igen.',
  },
);
