import { MAX_LETTER_TEXT_CHARS } from '@coverletter/contracts';
import { CheckIcon, Pencil1Icon } from '@radix-ui/react-icons';
import { Box, Button, Flex, Text, TextArea } from '@radix-ui/themes';
import { useEffect, useEffectEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SaveState } from '../generator/SaveState';
import { useLetterAutosave } from './use-letter-autosave';

interface LetterEditorProps {
  /** The letter's saved text. A different text from outside (a rewrite, a restored version) replaces the draft. */
  text: string;
  /** Saves an edit (trimmed, non-empty, at most MAX_LETTER_TEXT_CHARS). Without it the letter is read-only. */
  save?: (text: string) => Promise<unknown>;
  /** Every change of the text on screen, so Copy and Download use it. */
  onTextChange?: (text: string) => void;
  /** The user typed in the letter (not a new text from outside): the text they typed. */
  onEdit?: (text: string) => void;
  /** The accessible name of the letter. */
  label: string;
  /** The class of the read-only letter box (the result card's or the viewer's). */
  className: string;
  /** Hidden while the viewer shows an earlier version; it stays mounted so a pending save is not lost. */
  hidden?: boolean;
}

/** The letter, and (when it can be saved) an edit mode: a plain textarea that saves itself 1 s after typing stops. */
export function LetterEditor({ text, save, onTextChange, onEdit, label, className, hidden = false }: LetterEditorProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState(text);
  const [editing, setEditing] = useState(false);
  const autosave = useLetterAutosave(draft, text, save);

  // Only a new text from outside matters here; the draft's own saves come back equal.
  const adoptOutside = useEffectEvent((outside: string) => {
    if (!autosave.isNews(outside)) return;
    autosave.adopt(outside);
    setDraft(outside);
    onTextChange?.(outside);
  });
  useEffect(() => adoptOutside(text), [text]);

  const change = (value: string) => {
    setDraft(value);
    onTextChange?.(value);
    onEdit?.(value);
  };

  const finish = () => {
    autosave.flush();
    setEditing(false);
  };

  return (
    <Flex direction="column" gap="2" style={hidden ? { display: 'none' } : undefined}>
      {editing ? (
        <TextArea
          className="cl-letter-editor"
          value={draft}
          onChange={(event) => change(event.target.value)}
          aria-label={intl.formatMessage({ id: 'letterEditor.textarea' })}
          rows={16}
          resize="vertical"
          autoFocus
        />
      ) : (
        <Box className={className} tabIndex={0} role="document" aria-label={label}>
          {draft}
        </Box>
      )}
      {save && (
        <Flex align="center" justify="between" gap="3" wrap="wrap">
          <AutosaveNotice status={autosave.status} />
          {editing ? (
            <Button size="1" variant="soft" onClick={finish}>
              <CheckIcon aria-hidden />
              <FormattedMessage id="letterEditor.done" />
            </Button>
          ) : (
            <Button size="1" variant="soft" onClick={() => setEditing(true)}>
              <Pencil1Icon aria-hidden />
              <FormattedMessage id="letterEditor.edit" />
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}

function AutosaveNotice({ status }: { status: ReturnType<typeof useLetterAutosave>['status'] }) {
  if (status === 'saving' || status === 'saved') return <SaveState isSaving={status === 'saving'} isSaved={status === 'saved'} />;
  if (status === 'idle') return <span />;
  const id = { failed: 'letterEditor.failed', empty: 'letterEditor.empty', tooLong: 'letterEditor.tooLong' }[status];
  return (
    <Text size="1" color="red" role="alert">
      <FormattedMessage id={id} values={{ max: MAX_LETTER_TEXT_CHARS }} />
    </Text>
  );
}
