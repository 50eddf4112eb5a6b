import { type CoverLetterResponse } from '@coverletter/contracts';
import { DownloadMenu, LetterOptionsSummary, recordLetterUse } from '@coverletter/ui';
import { CopyIcon } from '@radix-ui/react-icons';
import { Box, Button, Dialog, Flex } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useDialogKeyboard } from '../../../components/use-dialog-keyboard';
import { useRecordLetterView } from '../api/use-record-letter-view';
import { useNotify } from '../shared/use-notify';
import { cleanLetterText } from './clean-letter-text';
import { EditableLetter } from './EditableLetter';
import { LetterMeta } from './LetterMeta';
import { LetterTitle } from './LetterTitle';

interface LetterViewerDialogProps {
  letter: CoverLetterResponse | null;
  onClose: () => void;
}

export function LetterViewerDialog({ letter, onClose }: LetterViewerDialogProps) {
  useViewRecordedOnOpen(letter?.id ?? null);
  const content = useRef<HTMLDivElement>(null);
  const returnFocus = useDialogKeyboard(letter !== null, content, onClose);
  return (
    <Dialog.Root open={letter !== null} onOpenChange={(open) => !open && onClose()}>
      {/* Without a job title there is no description; saying so keeps Radix from warning. */}
      <Dialog.Content
        ref={content}
        maxWidth="760px"
        className="letter-viewer"
        onCloseAutoFocus={returnFocus}
        {...(letter?.jobTitle ? {} : { 'aria-describedby': undefined })}
      >
        {letter && <LetterViewer key={letter.id} letter={letter} />}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Each opening of the viewer on a letter records one view (once, even when StrictMode runs effects twice). */
function useViewRecordedOnOpen(openLetterId: string | null) {
  const recordView = useRecordLetterView();
  const recordedFor = useRef<string | null>(null);
  useEffect(() => {
    if (openLetterId !== null && recordedFor.current !== openLetterId) recordView(openLetterId);
    recordedFor.current = openLetterId;
  }, [openLetterId, recordView]);
}

function LetterViewer({ letter }: { letter: CoverLetterResponse }) {
  const notify = useNotify();
  /** The text on screen, as edited: what Copy takes. */
  const [text, setText] = useState(() => cleanLetterText(letter.coverLetterText));

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      recordLetterUse(letter.id);
      notify.success('letters.viewer.copied.title', 'letters.viewer.copied.description');
    } catch {
      notify.failureWith('letters.viewer.copyFailed.title', 'letters.viewer.copyFailed.description');
    }
  };

  return (
    <Flex direction="column" gap="4">
      <Box>
        <Dialog.Title mb="1">
          <LetterTitle letter={letter} />
        </Dialog.Title>
        {letter.jobTitle && (
          <Dialog.Description size="2" color="gray">
            {letter.jobTitle}
          </Dialog.Description>
        )}
      </Box>
      <Flex direction="column" gap="1">
        <LetterMeta letter={letter} />
        <LetterOptionsSummary options={letter} />
      </Flex>
      <EditableLetter letter={letter} onTextChange={setText} />
      <Flex gap="3" justify="end" wrap="wrap" className="letter-viewer__actions">
        <Dialog.Close>
          <Button variant="soft" color="gray">
            <FormattedMessage id="letters.viewer.close" />
          </Button>
        </Dialog.Close>
        <Button onClick={copy}>
          <CopyIcon aria-hidden />
          <FormattedMessage id="letters.viewer.copy" />
        </Button>
        <DownloadMenu onDownloaded={() => recordLetterUse(letter.id)} text={text} companyName={letter.companyName} letterhead={letter.letterhead} />
      </Flex>
    </Flex>
  );
}
