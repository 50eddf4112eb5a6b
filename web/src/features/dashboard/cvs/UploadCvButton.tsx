import { CV_ACCEPT } from '@coverletter/contracts';
import { knownCvRefusalText, readApiError, useUploadSavedCv } from '@coverletter/ui';
import { UploadIcon } from '@radix-ui/react-icons';
import { Button } from '@radix-ui/themes';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNotify } from '../shared/use-notify';

/**
 * Picks a file and uploads it as is (the dashboard upload has no client checks, SPEC.md section 5).
 * A refusal with a CV reason code says what is wrong with the file, as /app does; any other
 * failure is the spec's 'Upload failed' / 'Failed to upload CV. Please try again.'
 */
export function UploadCvButton({ variant = 'solid' }: { variant?: 'solid' | 'soft' }) {
  const intl = useIntl();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadSavedCv();

  const send = (file: File) =>
    upload.mutate(file, {
      onSuccess: (cv) => notify.success('cvs.uploaded.title', 'cvs.uploaded.description', { filename: cv.filename }),
      onError: (error) => {
        const refusal = knownCvRefusalText(intl, readApiError(error).reason);
        if (refusal) return notify.failureSaying(refusal.title, refusal.description);
        notify.failureWith('cvs.uploadFailed.title', 'cvs.uploadFailed.description');
      },
    });

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={CV_ACCEPT}
        hidden
        aria-label={intl.formatMessage({ id: 'cvs.upload' })}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) send(file);
        }}
      />
      <Button variant={variant} loading={upload.isPending} onClick={() => input.current?.click()}>
        <UploadIcon aria-hidden />
        <FormattedMessage id={upload.isPending ? 'cvs.uploading' : 'cvs.upload'} />
      </Button>
    </>
  );
}
