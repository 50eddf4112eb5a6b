import { formatFileSize, type CvSummary } from '@coverletter/contracts';
import { CheckCircledIcon, FileTextIcon, TrashIcon } from '@radix-ui/react-icons';
import { Badge, Button, Flex, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';

interface UploadedCvProps {
  /** The upload's answer, or the session status's summary after a reload; null when neither names the file. */
  cv: CvSummary | null;
  isRemoving: boolean;
  onRemove: () => void;
}

export function UploadedCv({ cv, isRemoving, onRemove }: UploadedCvProps) {
  const intl = useIntl();
  const size = cv ? formatFileSize(cv.size, intl.locale === 'sv' ? 'sv' : 'en') : '';
  return (
    <Flex className="cl-uploaded-cv" align="center" gap="3" p="3">
      <FileTextIcon width="22" height="22" aria-hidden className="cl-uploaded-cv__icon" />
      <Flex direction="column" gap="1" flexGrow="1" minWidth="0" align="start">
        <Badge color="green" variant="soft">
          <CheckCircledIcon aria-hidden />
          <FormattedMessage id="generator.cv.ready" />
        </Badge>
        {cv ? (
          <>
            <Text size="2" weight="medium" truncate title={cv.filename} className="cl-full-width">
              {cv.filename}
            </Text>
            <Text size="1" color="gray">
              <span>{size}</span>
              {' · '}
              <span>
                <FormattedMessage id="generator.cv.characters" values={{ count: cv.textLength }} />
              </span>
            </Text>
          </>
        ) : (
          <Text size="2">
            <FormattedMessage id="generator.cv.uploadedEarlier" />
          </Text>
        )}
      </Flex>
      <Button type="button" variant="ghost" color="red" loading={isRemoving} onClick={onRemove} className="cl-no-shrink">
        <TrashIcon aria-hidden />
        <FormattedMessage id="generator.cv.remove" />
      </Button>
    </Flex>
  );
}
