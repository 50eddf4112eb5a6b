import { Button, Flex } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { LoadError } from './LoadError';

/** The paging controls of an infinite query. */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => unknown;
}

/** 'Load more' under a paginated admin list while the server has more; a failed page says why. */
export function LoadMoreButton({ list }: { list: PagedList }) {
  if (list.isFetchNextPageError) return <LoadError error={list.error} onRetry={() => list.fetchNextPage()} />;
  if (!list.hasNextPage) return null;
  return (
    <Flex justify="center" pt="2">
      <Button variant="soft" size="3" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
        <FormattedMessage id="admin.loadMore" />
      </Button>
    </Flex>
  );
}
