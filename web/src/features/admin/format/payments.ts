import type { AdminAnalytics, AdminCoverLetter, DayPayments } from '@coverletter/contracts';

/** SPEC.md section 9: the payments tab lists the top 5 revenue days. */
export const TOP_REVENUE_DAYS = 5;

/** The days with the most revenue, highest first (the later day first on a tie). */
export function topRevenueDays(paymentsByDay: readonly DayPayments[], limit = TOP_REVENUE_DAYS): DayPayments[] {
  return paymentsByDay
    .filter((day) => day.amount > 0)
    .sort((a, b) => b.amount - a.amount || b.date.localeCompare(a.date))
    .slice(0, limit);
}

/** Average amount per transaction, or null with no transactions. */
export function averageAmount(amount: number, transactions: number): number | null {
  return transactions > 0 ? amount / transactions : null;
}

/** The paid letters among those given, newest first. */
export function paidLettersNewestFirst(letters: readonly AdminCoverLetter[]): AdminCoverLetter[] {
  return letters.filter((letter) => letter.wasPaid).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** Share of all letters that were paid for, 0 to 1; zero when there are no letters. */
export function conversionRate({ paidLetters, freeLetters }: Pick<AdminAnalytics, 'paidLetters' | 'freeLetters'>): number {
  const total = paidLetters + freeLetters;
  return total > 0 ? paidLetters / total : 0;
}
