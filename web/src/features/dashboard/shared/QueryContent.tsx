import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TabSkeleton } from '../TabSkeleton';
import { LoadError } from './LoadError';

interface QueryContentProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'error' | 'refetch'>;
  children: (data: T) => ReactNode;
}

/** A list's content once loaded, a skeleton before, the failure when it could not be loaded. */
export function QueryContent<T>({ query, children }: QueryContentProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <TabSkeleton />;
}
