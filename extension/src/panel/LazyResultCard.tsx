import { ResultSkeleton, type ResultCardProps } from '@coverletter/ui';
import { lazy, Suspense } from 'react';

/** Not on the side panel's first screen (issue 15): a letter's editor, downloads and match score. */
const ResultCard = lazy(() => import('./result-card').then((module) => ({ default: module.ResultCard })));

/** libs/ui's ResultCard once its chunk is here, the skeleton of a loading result until then. */
export function LazyResultCard(props: ResultCardProps) {
  return (
    <Suspense fallback={<ResultSkeleton />}>
      <ResultCard {...props} />
    </Suspense>
  );
}
