import type { AdminAnalytics } from '@coverletter/contracts';

/** Average amount per transaction, or null with no transactions. */
export function averageAmount(amount: number, transactions: number): number | null {
  return transactions > 0 ? amount / transactions : null;
}

/** Share of all letters that were paid for, 0 to 1; zero when there are no letters. */
export function conversionRate({ paidLetters, freeLetters }: Pick<AdminAnalytics, 'paidLetters' | 'freeLetters'>): number {
  const total = paidLetters + freeLetters;
  return total > 0 ? paidLetters / total : 0;
}
