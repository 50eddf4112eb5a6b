import { Logger } from '@nestjs/common';
import { createVerify } from 'node:crypto';
import { parseMonobankInvoice } from './monobank-invoice';
import { GatewayUnavailableError, type CreateInvoiceRequest, type InvoiceState, type PaymentGateway } from './payment-gateway';

const TIMEOUT_MS = 10_000;

/**
 * monobank acquiring: `X-Token` authenticated JSON API; webhooks signed with ECDSA (SHA-256) over
 * the raw body, checked with the merchant public key from /api/merchant/pubkey (cached; fetched
 * again once when a signature does not verify, in case the bank rotated it).
 */
export class MonobankGateway implements PaymentGateway {
  readonly name = 'monobank' as const;
  readonly developmentMode = false;
  private readonly logger = new Logger('MonobankGateway');
  private publicKey?: Promise<string>;

  constructor(
    private readonly apiUrl: string,
    private readonly token: string,
  ) {}

  async createInvoice(request: CreateInvoiceRequest): Promise<{ invoiceId: string; pageUrl: string }> {
    const body = await this.call('POST', '/api/merchant/invoice/create', {
      amount: request.amount,
      ccy: request.ccy,
      merchantPaymInfo: { reference: request.reference, destination: request.destination },
      redirectUrl: request.redirectUrl,
      webHookUrl: request.webHookUrl,
      validity: request.validity,
    });
    const { invoiceId, pageUrl } = body as { invoiceId?: unknown; pageUrl?: unknown };
    if (typeof invoiceId !== 'string' || typeof pageUrl !== 'string') throw new GatewayUnavailableError('The bank answered without an invoice');
    return { invoiceId, pageUrl };
  }

  async invoiceStatus(invoiceId: string): Promise<InvoiceState> {
    const body = await this.call('GET', `/api/merchant/invoice/status?invoiceId=${encodeURIComponent(invoiceId)}`);
    const state = parseMonobankInvoice(body);
    if (!state) throw new GatewayUnavailableError('The bank answered with an unreadable invoice status');
    return state;
  }

  async verifyWebhook(rawBody: Buffer, signature: string | undefined): Promise<InvoiceState | null> {
    if (!signature) return null;
    const genuine = (await this.verifies(rawBody, signature, false)) || (await this.verifies(rawBody, signature, true));
    if (!genuine) return null;
    try {
      return parseMonobankInvoice(JSON.parse(rawBody.toString('utf8')));
    } catch {
      return null;
    }
  }

  private async verifies(rawBody: Buffer, signature: string, refetchKey: boolean): Promise<boolean> {
    if (refetchKey) this.publicKey = undefined;
    const pem = await (this.publicKey ??= this.fetchPublicKey().catch((error: unknown) => {
      this.publicKey = undefined;
      throw error;
    }));
    try {
      return createVerify('SHA256').update(rawBody).verify(pem, Buffer.from(signature, 'base64'));
    } catch {
      return false;
    }
  }

  private async fetchPublicKey(): Promise<string> {
    const { key } = (await this.call('GET', '/api/merchant/pubkey')) as { key?: unknown };
    if (typeof key !== 'string') throw new GatewayUnavailableError('The bank answered without a public key');
    return Buffer.from(key, 'base64').toString('utf8');
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${this.apiUrl}${path}`, {
        method,
        headers: { 'X-Token': this.token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayUnavailableError(`The bank did not answer: ${(error as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) {
      this.logger.warn({ status: res.status, path }, 'monobank refused a request');
      throw new GatewayUnavailableError(`The bank answered ${res.status}`);
    }
    try {
      return JSON.parse(text);
    } catch {
      throw new GatewayUnavailableError('The bank answered with something that is not JSON');
    }
  }
}
