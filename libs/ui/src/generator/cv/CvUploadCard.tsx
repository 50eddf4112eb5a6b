import { FileTextIcon } from '@radix-ui/react-icons';
import { Flex, Skeleton, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '../../toast/toast-store';
import { readApiError } from '../api/api-error';
import { useDeleteCv } from '../api/use-delete-cv';
import { useSessionStatus } from '../api/use-session-status';
import { useUploadCv } from '../api/use-upload-cv';
import { cvRefusalText } from '../failure-text';
import { StepCard } from '../StepCard';
import { CvDropzone, type CvProblem } from './CvDropzone';
import { findCvFileProblem, MAX_CV_MB } from './cv-file';
import { UploadedCv } from './UploadedCv';

function UploadingSkeleton() {
  return (
    <Flex direction="column" gap="2" p="3" className="cl-uploaded-cv" role="status">
      <Text size="2" color="gray">
        <FormattedMessage id="generator.cv.uploading" />
      </Text>
      <Skeleton height="16px" width="70%" />
      <Skeleton height="12px" width="45%" />
    </Flex>
  );
}

/** SPEC.md section 4, CV upload (guest): idle, uploading, uploaded or removed. */
export function CvUploadCard() {
  const intl = useIntl();
  const { data: status } = useSessionStatus();
  const upload = useUploadCv();
  const remove = useDeleteCv();

  /** Why the last file was refused: stays in the drop zone (the toast goes after 5 s) until another file is picked. */
  const [problem, setProblem] = useState<CvProblem | null>(null);
  const refuse = (refused: CvProblem) => {
    setProblem(refused);
    toast({ variant: 'destructive', ...refused });
  };

  const uploadFile = (file: File) => {
    setProblem(null);
    const fileProblem = findCvFileProblem(file);
    if (fileProblem) {
      return refuse({
        title: intl.formatMessage({ id: `generator.cv.${fileProblem}.title` }),
        description: intl.formatMessage({ id: `generator.cv.${fileProblem}.description` }),
      });
    }
    upload.mutate(file, {
      onError: (error) => {
        // The server names its own problems (scanned or encrypted PDF, wrong content); without an explanation the text is generic.
        const refusal = cvRefusalText(intl, readApiError(error));
        refuse({
          title: refusal?.title ?? intl.formatMessage({ id: 'generator.cv.uploadFailed.title' }),
          description: refusal?.description ?? intl.formatMessage({ id: 'generator.cv.uploadFailed.description' }),
        });
      },
    });
  };

  const removeCv = () =>
    remove.mutate(undefined, {
      onSuccess: () => upload.reset(),
      onError: (error) =>
        toast({ variant: 'destructive', title: intl.formatMessage({ id: 'generator.cv.removeFailed' }), description: readApiError(error).message }),
    });

  const hasCv = Boolean(upload.data) || Boolean(status?.hasCV);
  return (
    <StepCard
      icon={<FileTextIcon width="20" height="20" />}
      title={<FormattedMessage id="generator.cv.title" />}
      description={<FormattedMessage id="generator.cv.description" values={{ maxMb: MAX_CV_MB }} />}
    >
      {upload.isPending ? (
        <UploadingSkeleton />
      ) : hasCv ? (
        <UploadedCv cv={upload.data ?? status?.cv ?? null} isRemoving={remove.isPending} onRemove={removeCv} />
      ) : (
        <CvDropzone onFile={uploadFile} problem={problem} />
      )}
    </StepCard>
  );
}
