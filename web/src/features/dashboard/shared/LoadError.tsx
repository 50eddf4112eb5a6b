import { readApiError } from '@coverletter/ui';
import { ExclamationTriangleIcon, ReloadIcon } from '@radix-ui/react-icons';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';

/** A section whose data could not be loaded says so, with the server's sentence and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        <Callout.Text>
          <Text weight="bold">
            <FormattedMessage id="dashboard.loadFailed" />
          </Text>{' '}
          {readApiError(error).message}
        </Callout.Text>
        <Button size="1" variant="soft" color="red" onClick={onRetry}>
          <ReloadIcon aria-hidden />
          <FormattedMessage id="dashboard.retry" />
        </Button>
      </Flex>
    </Callout.Root>
  );
}
