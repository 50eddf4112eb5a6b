import { CV_NAME_MAX, truncate } from '@coverletter/contracts';
import { cvRefusalText, CvDropzone, findCvFileProblem, readApiError, toast, useSavedCvs, useUploadSavedCv } from '@coverletter/ui';
import { FileTextIcon } from '@radix-ui/react-icons';
import { Card, Flex, Heading, Select, Skeleton, Text } from '@radix-ui/themes';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** A saved CV of the account (the default one first chosen), or a new one uploaded to the account. */
export function SavedCvCard({ selectedId, onSelect }: { selectedId: string | null; onSelect: (id: string) => void }) {
  const intl = useIntl();
  const labelId = useId();
  const cvs = useSavedCvs();
  const upload = useUploadSavedCv();
  const [showUpload, setShowUpload] = useState(false);

  useEffect(() => {
    const list = cvs.data;
    if (!list?.length || (selectedId && list.some((cv) => cv.id === selectedId))) return;
    onSelect((list.find((cv) => cv.isDefault) ?? list[0]).id);
  }, [cvs.data, selectedId, onSelect]);

  const uploadFile = (file: File) => {
    const problem = findCvFileProblem(file);
    if (problem) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: `generator.cv.${problem}.title` }),
        description: intl.formatMessage({ id: `generator.cv.${problem}.description` }),
      });
      return;
    }
    upload.mutate(file, {
      onSuccess: (saved) => {
        onSelect(saved.id);
        setShowUpload(false);
        toast({ variant: 'success', title: intl.formatMessage({ id: 'ext.account.cv.uploaded' }), description: saved.filename });
      },
      onError: (error) => {
        // The server names what is wrong with the file (scanned, encrypted, too long …); anything else gets the generic text.
        const refusal = cvRefusalText(intl, readApiError(error));
        toast({
          variant: 'destructive',
          title: refusal?.title ?? intl.formatMessage({ id: 'ext.account.cv.uploadFailed.title' }),
          description: refusal?.description ?? intl.formatMessage({ id: 'ext.account.cv.uploadFailed.description' }),
        });
      },
    });
  };

  const list = cvs.data ?? [];
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Flex gap="3" align="center">
          <FileTextIcon width="20" height="20" aria-hidden />
          <div>
            <Heading as="h2" size="4">
              <FormattedMessage id="ext.account.cv.title" />
            </Heading>
            <Text as="p" size="2" color="gray">
              <FormattedMessage id="ext.account.cv.description" />
            </Text>
          </div>
        </Flex>
        {cvs.isPending ? (
          <Skeleton height="32px" />
        ) : list.length ? (
          <Flex direction="column" gap="2">
            <Text size="2" weight="medium" id={labelId}>
              <FormattedMessage id="ext.account.cv.select" />
            </Text>
            <Select.Root value={selectedId ?? undefined} onValueChange={onSelect}>
              <Select.Trigger aria-labelledby={labelId} />
              <Select.Content position="popper">
                {list.map((cv) => (
                  <Select.Item key={cv.id} value={cv.id}>
                    {truncate(cv.filename, CV_NAME_MAX)}
                    {cv.isDefault ? ` (${intl.formatMessage({ id: 'ext.account.cv.default' })})` : ''}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
        ) : (
          <Text size="2" color="gray">
            <FormattedMessage id="ext.account.cv.none" />
          </Text>
        )}
        {upload.isPending ? (
          <Flex direction="column" gap="2" role="status">
            <Text size="2" color="gray">
              <FormattedMessage id="generator.cv.uploading" />
            </Text>
            <Skeleton height="16px" width="70%" />
          </Flex>
        ) : !list.length || showUpload ? (
          <CvDropzone onFile={uploadFile} />
        ) : (
          <Text size="2">
            <a
              href="#upload"
              onClick={(event) => {
                event.preventDefault();
                setShowUpload(true);
              }}
            >
              <FormattedMessage id="ext.account.cv.upload" />
            </a>
          </Text>
        )}
      </Flex>
    </Card>
  );
}
