import { costInDollars, isCurrency } from '@coverletter/contracts';
import type { Payment } from './payment.entity';

/** What a paid letter cost, in US cents (the spec's costIncurred is decimal dollars). */
export function costInCents(payment: Pick<Payment, 'amountMinor' | 'currency'>): number {
  const currency = isCurrency(payment.currency) ? payment.currency : 'USD';
  return Math.round(Number(costInDollars(payment.amountMinor, currency)) * 100);
}
