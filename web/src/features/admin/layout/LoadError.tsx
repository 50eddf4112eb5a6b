import { readApiError } from '@coverletter/ui';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';

/** Data that could not be loaded: the server's sentence, and a way to ask again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex direction={{ initial: 'column', sm: 'row' }} gap="3" align={{ initial: 'start', sm: 'center' }} justify="between">
        <Callout.Text>
          <Text weight="bold">
            <FormattedMessage id="admin.loadFailed" />
          </Text>{' '}
          {readApiError(error).message}
        </Callout.Text>
        {onRetry && (
          <Button size="1" variant="soft" color="red" onClick={onRetry}>
            <FormattedMessage id="admin.retry" />
          </Button>
        )}
      </Flex>
    </Callout.Root>
  );
}
