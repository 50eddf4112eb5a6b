import { CV_ACCEPT } from '@coverletter/contracts';
import { UploadIcon } from '@radix-ui/react-icons';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** The file picker, which also takes a file dropped onto it. */
export function CvDropzone({ onFile }: { onFile: (file: File) => void }) {
  const intl = useIntl();
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
      <Text size="2" color="gray" align="center">
        <FormattedMessage id="generator.cv.dropHint" />
      </Text>
      <Button type="button" variant="soft" onClick={() => inputRef.current?.click()}>
        <FormattedMessage id="generator.cv.choose" />
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={CV_ACCEPT}
        className="cl-visually-hidden"
        tabIndex={-1}
        aria-label={intl.formatMessage({ id: 'generator.cv.choose' })}
        onChange={onChange}
      />
    </Flex>
  );
}
