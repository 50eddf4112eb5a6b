import { randomUUID } from 'node:crypto';
import type { CreateInvoiceRequest, InvoiceState, PaymentGateway } from './payment-gateway';

/**
 * The built-in gateway used without MONOBANK_TOKEN: no card, no bank. Its payment page is the
 * app's own /payment/mock, which continues to /payment/success; every invoice is paid.
 */
export class DevGateway implements PaymentGateway {
  readonly name = 'dev' as const;
  readonly developmentMode = true;
  readonly reportsAmounts = false;

  constructor(private readonly publicUrl: string) {}

  async createInvoice(request: CreateInvoiceRequest): Promise<{ invoiceId: string; pageUrl: string }> {
    const pageUrl = new URL('/payment/mock', this.publicUrl);
    pageUrl.searchParams.set('ref', request.reference);
    return { invoiceId: `dev_${randomUUID()}`, pageUrl: pageUrl.toString() };
  }

  async invoiceStatus(invoiceId: string): Promise<InvoiceState> {
    return { invoiceId, status: 'success', amount: NaN, finalAmount: NaN, ccy: NaN, reference: null, modifiedDate: new Date() };
  }

  /** Nobody signs webhooks for the dev gateway: none is ever genuine. */
  async verifyWebhook(): Promise<InvoiceState | null> {
    return null;
  }
}
