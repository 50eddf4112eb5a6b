import { CV_NAME_MAX, truncate, type SavedCvResponse } from '@coverletter/contracts';
import { CheckCircledIcon, FileTextIcon, StarIcon, TrashIcon } from '@radix-ui/react-icons';
import { Badge, Box, Button, Card, Flex, Text } from '@radix-ui/themes';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useDeleteSavedCv } from '../api/use-delete-saved-cv';
import { useSetDefaultCv } from '../api/use-set-default-cv';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useNotify } from '../shared/use-notify';

export function SavedCvCard({ cv }: { cv: SavedCvResponse }) {
  const notify = useNotify();
  const setDefault = useSetDefaultCv();
  const deleteCv = useDeleteSavedCv();

  return (
    <Card size="2" className="cv-card">
      <Flex direction="column" gap="3" height="100%">
        <Flex gap="3" align="start">
          <Box className="cv-card__icon">
            <FileTextIcon width="20" height="20" aria-hidden />
          </Box>
          <Box minWidth="0" flexGrow="1">
            <Flex align="center" gap="2" wrap="wrap">
              <Text as="p" weight="bold" size="2" className="cv-card__name" title={cv.filename}>
                {truncate(cv.filename, CV_NAME_MAX)}
              </Text>
              {cv.isDefault && (
                <Badge color="indigo" variant="soft" radius="full">
                  <CheckCircledIcon aria-hidden />
                  <FormattedMessage id="cvs.default" />
                </Badge>
              )}
            </Flex>
            <Text as="p" size="1" color="gray" mt="1">
              <FormattedMessage id="cvs.characters" values={{ count: cv.textLength }} />
            </Text>
            <Text as="p" size="1" color="gray">
              <FormattedMessage id="cvs.added" values={{ date: <FormattedDate key="date" value={cv.createdAt} dateStyle="medium" /> }} />
            </Text>
          </Box>
        </Flex>
        <Flex gap="2" wrap="wrap" mt="auto">
          {!cv.isDefault && (
            <Button
              variant="soft"
              size="2"
              loading={setDefault.isPending}
              onClick={() =>
                setDefault.mutate(cv.id, {
                  onSuccess: () => notify.success('cvs.defaultSet'),
                  onError: (error) => notify.failure('cvs.defaultFailed', error),
                })
              }
            >
              <StarIcon aria-hidden />
              <FormattedMessage id="cvs.setDefault" />
            </Button>
          )}
          <ConfirmDialog
            trigger={
              <Button variant="soft" color="red" size="2" loading={deleteCv.isPending}>
                <TrashIcon aria-hidden />
                <FormattedMessage id="cvs.delete" />
              </Button>
            }
            title={<FormattedMessage id="cvs.delete.title" />}
            question={<FormattedMessage id="cvs.delete.confirm" />}
            confirmLabel={<FormattedMessage id="cvs.delete" />}
            onConfirm={() =>
              deleteCv.mutate(cv.id, {
                onSuccess: () => notify.success('cvs.deleted'),
                onError: (error) => notify.failure('cvs.deleteFailed', error),
              })
            }
          />
        </Flex>
      </Flex>
    </Card>
  );
}
