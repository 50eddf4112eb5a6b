import { INVOICE_STATUSES, type InvoiceState, type InvoiceStatus } from './payment-gateway';

/** The invoice fields monobank sends in status answers and webhooks. */
interface MonobankInvoiceBody {
  invoiceId?: unknown;
  status?: unknown;
  amount?: unknown;
  finalAmount?: unknown;
  ccy?: unknown;
  reference?: unknown;
  modifiedDate?: unknown;
}

/** Parses and checks a monobank invoice body; null when it is not one. */
export function parseMonobankInvoice(body: unknown): InvoiceState | null {
  const b = body as MonobankInvoiceBody | null;
  if (!b || typeof b.invoiceId !== 'string' || typeof b.status !== 'string') return null;
  if (!(INVOICE_STATUSES as readonly string[]).includes(b.status)) return null;
  const modified = typeof b.modifiedDate === 'string' ? new Date(b.modifiedDate) : new Date(NaN);
  if (Number.isNaN(modified.getTime())) return null;
  return {
    invoiceId: b.invoiceId,
    status: b.status as InvoiceStatus,
    amount: typeof b.amount === 'number' ? b.amount : NaN,
    finalAmount: typeof b.finalAmount === 'number' ? b.finalAmount : NaN,
    ccy: typeof b.ccy === 'number' ? b.ccy : NaN,
    reference: typeof b.reference === 'string' ? b.reference : null,
    modifiedDate: modified,
  };
}
