import { CV_ACCEPT } from '@coverletter/contracts';
import { ExclamationTriangleIcon, UploadIcon } from '@radix-ui/react-icons';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** Why a file was refused, in the UI's language. */
export interface CvProblem {
  title: string;
  description: string;
}

/** The file picker, which also takes a file dropped onto it; a refused file's problem shows inside it. */
export function CvDropzone({ onFile, problem = null }: { onFile: (file: File) => void; problem?: CvProblem | null }) {
  const intl = useIntl();
  const problemId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // lets the same file be picked again after a failure
    if (file) onFile(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <Flex
      className="cl-dropzone"
      data-dragging={dragging || undefined}
      direction="column"
      align="center"
      gap="3"
      p="5"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <UploadIcon width="24" height="24" aria-hidden className="cl-dropzone__icon" />
      {problem && (
        <Callout.Root color="red" size="1" role="alert" id={problemId} className="cl-full-width">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Flex direction="column" gap="1">
            <Callout.Text weight="bold">{problem.title}</Callout.Text>
            <Callout.Text size="1">{problem.description}</Callout.Text>
          </Flex>
        </Callout.Root>
      )}
      <Text size="2" color="gray" align="center">
        <FormattedMessage id="generator.cv.dropHint" />
      </Text>
      <Button type="button" variant="soft" onClick={() => inputRef.current?.click()} aria-describedby={problem ? problemId : undefined}>
        <FormattedMessage id="generator.cv.choose" />
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={CV_ACCEPT}
        className="cl-visually-hidden"
        tabIndex={-1}
        aria-label={intl.formatMessage({ id: 'generator.cv.choose' })}
        aria-describedby={problem ? problemId : undefined}
        onChange={onChange}
      />
    </Flex>
  );
}
