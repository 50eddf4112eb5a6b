// The result card, in a chunk of its own: LazyResultCard.tsx loads it.
export { ResultCard } from '@coverletter/ui';
