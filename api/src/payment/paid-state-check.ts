import type { InvoiceState } from './gateway/payment-gateway';
import type { Payment } from './payment.entity';

export interface Refusal {
  reason: string;
  details: Record<string, unknown>;
}

/**
 * Why a bank's 'success' must not mark this payment paid: the bank reports another amount or
 * another currency than the invoice we opened. The dev gateway reports neither (NaN).
 */
export function refusalToMarkPaid(payment: Pick<Payment, 'amountMinor' | 'currencyCode'>, state: InvoiceState): Refusal | null {
  if (state.status !== 'success') return null;
  if (Number.isFinite(state.amount) && state.amount !== payment.amountMinor) {
    return { reason: 'Paid amount differs from the invoice; not marking paid', details: { expected: payment.amountMinor, got: state.amount } };
  }
  if (Number.isFinite(state.ccy) && state.ccy !== payment.currencyCode) {
    return { reason: 'Paid currency differs from the invoice; not marking paid', details: { expected: payment.currencyCode, got: state.ccy } };
  }
  return null;
}
