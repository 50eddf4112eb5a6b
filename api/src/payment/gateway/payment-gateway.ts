/** Invoice states of the bank's acquiring API; `success` is the only paid one. */
export const INVOICE_STATUSES = ['created', 'processing', 'hold', 'success', 'failure', 'reversed', 'expired'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** States after which an invoice never changes again except success → reversed. */
export const FINAL_STATUSES: ReadonlySet<InvoiceStatus> = new Set(['success', 'failure', 'reversed', 'expired']);

export interface CreateInvoiceRequest {
  /** Minor units (kopiyky, cents). */
  amount: number;
  /** ISO 4217 numeric currency code. */
  ccy: number;
  reference: string;
  destination: string;
  redirectUrl: string;
  webHookUrl: string;
  /** Seconds the invoice stays payable. */
  validity: number;
}

export interface InvoiceState {
  invoiceId: string;
  status: InvoiceStatus;
  /** The invoice's amount in minor units; NaN when the bank left it out. */
  amount: number;
  /** What was actually paid (monobank `finalAmount`), minor units; NaN when left out. */
  finalAmount: number;
  ccy: number;
  reference: string | null;
  /** When the bank last changed the invoice; updates older than what we have are ignored. */
  modifiedDate: Date;
}

/** A card payment provider. Monobank acquiring in production, a built-in dev gateway otherwise. */
export interface PaymentGateway {
  readonly name: 'monobank' | 'dev';
  /** True for the dev gateway: the UI says so. */
  readonly developmentMode: boolean;
  /** False for the dev gateway, which reports no amounts: every invoice it opened is paid in full. */
  readonly reportsAmounts: boolean;
  createInvoice(request: CreateInvoiceRequest): Promise<{ invoiceId: string; pageUrl: string }>;
  invoiceStatus(invoiceId: string): Promise<InvoiceState>;
  /** Checks a webhook's signature over the raw body and returns its parsed state, or null when it is not genuine. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Promise<InvoiceState | null>;
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

export class GatewayUnavailableError extends Error {}
