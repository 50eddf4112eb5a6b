import { Card, Flex, Skeleton } from '@radix-ui/themes';
import { useIntl } from 'react-intl';

/** A list of the admin pages while its first page loads. */
export function ListLoading() {
  const intl = useIntl();
  return (
    <Card size="2" role="status" aria-label={intl.formatMessage({ id: 'admin.loadingList' })}>
      <Flex direction="column" gap="3">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} width="100%" height="20px" />
        ))}
      </Flex>
    </Card>
  );
}
