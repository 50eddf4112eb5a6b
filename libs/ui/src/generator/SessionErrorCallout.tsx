import { Button, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { ErrorCallout } from '../feedback/ErrorCallout';
import { readApiError } from './api/api-error';

/** The guest session could not be started or read: what the server said, and a retry. */
export function SessionErrorCallout({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <ErrorCallout
      title={<FormattedMessage id="generator.session.failed" />}
      actions={
        <Button size="1" variant="soft" color="red" onClick={onRetry}>
          <FormattedMessage id="generator.session.retry" />
        </Button>
      }
    >
      <Text size="2">{readApiError(error).message}</Text>
    </ErrorCallout>
  );
}
