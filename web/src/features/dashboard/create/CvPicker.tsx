import { CV_NAME_MAX, truncate, type SavedCvResponse } from '@coverletter/contracts';
import { FileTextIcon, UploadIcon } from '@radix-ui/react-icons';
import { Badge, Button, Callout, Flex, RadioCards, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';

interface CvPickerProps {
  cvs: readonly SavedCvResponse[];
  value: string | null;
  onChange: (cvId: string) => void;
  onUpload: () => void;
}

export function CvPicker({ cvs, value, onChange, onUpload }: CvPickerProps) {
  const labelId = useId();
  return (
    <Flex direction="column" gap="2">
      <Text as="div" size="2" weight="bold" id={labelId}>
        <FormattedMessage id="create.cv.label" />
      </Text>
      {cvs.length === 0 ? (
        <Callout.Root color="gray" variant="surface">
          <Callout.Icon>
            <FileTextIcon />
          </Callout.Icon>
          <Flex align="center" justify="between" gap="3" wrap="wrap" width="100%">
            <Callout.Text>
              <FormattedMessage id="create.cv.none" />
            </Callout.Text>
            <Button size="1" variant="soft" onClick={onUpload}>
              <UploadIcon aria-hidden />
              <FormattedMessage id="create.cv.upload" />
            </Button>
          </Flex>
        </Callout.Root>
      ) : (
        <RadioCards.Root value={value ?? undefined} onValueChange={onChange} columns={{ initial: '1', sm: '2' }} gap="2" aria-labelledby={labelId}>
          {cvs.map((cv) => (
            <RadioCards.Item key={cv.id} value={cv.id} className="cv-choice">
              <Flex direction="column" gap="1" width="100%" minWidth="0">
                <Flex align="center" gap="2" minWidth="0">
                  <FileTextIcon className="cv-choice__icon" aria-hidden />
                  <Text weight="medium" className="cv-choice__name" title={cv.filename}>
                    {truncate(cv.filename, CV_NAME_MAX)}
                  </Text>
                  {cv.isDefault && (
                    <Badge size="1" color="indigo" variant="soft" radius="full">
                      <FormattedMessage id="create.cv.default" />
                    </Badge>
                  )}
                </Flex>
                <Text size="1" color="gray">
                  <FormattedMessage
                    id="create.cv.details"
                    values={{ count: cv.textLength, date: <FormattedDate key="date" value={cv.createdAt} dateStyle="medium" /> }}
                  />
                </Text>
              </Flex>
            </RadioCards.Item>
          ))}
        </RadioCards.Root>
      )}
    </Flex>
  );
}
