import type { CoverLetterResponse, LetterVersion } from '@coverletter/contracts';
import { LetterEditor, LetterVersionsBar, useLetterVersions, useSaveLetter } from '@coverletter/ui';
import { Box, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNotify } from '../shared/use-notify';
import { cleanLetterText } from './clean-letter-text';

interface EditableLetterProps {
  letter: CoverLetterResponse;
  /** Every change of the current text (typed or restored), for Copy. */
  onTextChange: (text: string) => void;
}

/**
 * The viewer's letter: the current text in the editor (autosaved), and its versions to step
 * through; restoring an earlier one saves it as the newest.
 */
export function EditableLetter({ letter, onTextChange }: EditableLetterProps) {
  const intl = useIntl();
  const notify = useNotify();
  const versions = useLetterVersions(letter.id);
  const saveLetter = useSaveLetter();
  const [browsing, setBrowsing] = useState<LetterVersion | null>(null);
  /** The editor starts again from a restored text (a new key), whatever it sent before. */
  const [base, setBase] = useState({ text: cleanLetterText(letter.coverLetterText), restores: 0 });
  const save = (text: string) => saveLetter.mutateAsync({ id: letter.id, text });

  const list = versions.data ?? [];
  const newest = list.at(-1);
  const shown = browsing ?? newest;

  const restore = async (version: LetterVersion) => {
    try {
      await save(version.text);
      setBase((previous) => ({ text: version.text, restores: previous.restores + 1 }));
      onTextChange(version.text);
      setBrowsing(null);
      notify.success('letterEditor.restored');
    } catch (error) {
      notify.failure('letterEditor.restoreFailed', error);
    }
  };

  return (
    <>
      {shown && list.length > 0 && (
        <LetterVersionsBar
          versions={list}
          shown={shown}
          onShow={(version) => setBrowsing(version.number === newest?.number ? null : version)}
          onRestore={restore}
          isRestoring={saveLetter.isPending}
        />
      )}
      {browsing && (
        <Box className="letter-viewer__text" tabIndex={0} role="document" aria-label={intl.formatMessage({ id: 'letters.viewer.letter' })}>
          <Text as="div" size="2">
            {cleanLetterText(browsing.text)}
          </Text>
        </Box>
      )}
      <LetterEditor
        key={base.restores}
        text={base.text}
        save={save}
        onTextChange={onTextChange}
        label={intl.formatMessage({ id: 'letters.viewer.letter' })}
        className="letter-viewer__text"
        hidden={browsing !== null}
      />
    </>
  );
}
