import type { InvoiceState } from './gateway/payment-gateway';
import type { Payment } from './payment.entity';

export interface Refusal {
  reason: string;
  details: Record<string, unknown>;
}

/**
 * Why a bank's 'success' must not mark this payment paid: the bank reports no paid amount
 * (`finalAmount`) or no currency, or another amount or currency than the invoice we opened. The
 * dev gateway reports no amounts at all (`amountsReported` false): its invoices are paid in full.
 */
export function refusalToMarkPaid(payment: Pick<Payment, 'amountMinor' | 'currencyCode'>, state: InvoiceState, amountsReported = true): Refusal | null {
  if (state.status !== 'success' || !amountsReported) return null;
  if (!Number.isFinite(state.finalAmount) || !Number.isFinite(state.ccy)) {
    return { reason: 'Paid status without the paid amount or currency; ignored', details: { finalAmount: state.finalAmount, ccy: state.ccy } };
  }
  for (const [field, got] of [
    ['finalAmount', state.finalAmount],
    ['amount', state.amount],
  ] as const) {
    if (Number.isFinite(got) && got !== payment.amountMinor) {
      return { reason: 'Paid amount differs from the invoice; not marking paid', details: { field, expected: payment.amountMinor, got } };
    }
  }
  if (state.ccy !== payment.currencyCode) {
    return { reason: 'Paid currency differs from the invoice; not marking paid', details: { expected: payment.currencyCode, got: state.ccy } };
  }
  return null;
}
