import { Logger } from '@nestjs/common';
import { createVerify } from 'node:crypto';
import { parseMonobankInvoice } from './monobank-invoice';
import { GatewayUnavailableError, type CreateInvoiceRequest, type InvoiceState, type PaymentGateway } from './payment-gateway';

const TIMEOUT_MS = 10_000;

function verifies(rawBody: Buffer, signature: string, pem: string): boolean {
  try {
    return createVerify('SHA256').update(rawBody).verify(pem, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** A bad signature may mean the bank rotated its key, or only a forged webhook: refetch at most this often. */
export const KEY_REFETCH_INTERVAL_MS = 60_000;

/**
 * monobank acquiring: `X-Token` authenticated JSON API; webhooks signed with ECDSA (SHA-256) over
 * the raw body, checked with the merchant public key from /api/merchant/pubkey (cached; fetched
 * again when a signature does not verify, in case the bank rotated it, but at most once a minute,
 * so forged webhooks cannot make us call the bank; the cached key stays in use meanwhile).
 */
export class MonobankGateway implements PaymentGateway {
  readonly name = 'monobank' as const;
  readonly reportsAmounts = true;
  readonly developmentMode = false;
  private readonly logger = new Logger('MonobankGateway');
  private cachedKey?: string;
  private fetchingKey?: Promise<string>;
  private lastKeyFetchAt = -Infinity;

  constructor(
    private readonly apiUrl: string,
    private readonly token: string,
    private readonly now: () => number = Date.now,
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
    let genuine = verifies(rawBody, signature, this.cachedKey ?? (await this.freshKey()));
    if (!genuine && this.mayRefetchKey()) genuine = verifies(rawBody, signature, await this.freshKey());
    if (!genuine) return null;
    try {
      return parseMonobankInvoice(JSON.parse(rawBody.toString('utf8')));
    } catch {
      return null;
    }
  }

  private mayRefetchKey(): boolean {
    return this.now() - this.lastKeyFetchAt >= KEY_REFETCH_INTERVAL_MS;
  }

  /** The bank's current key; concurrent callers share one request. Without a cached key, a failed fetch is not repeated within the interval either. */
  private freshKey(): Promise<string> {
    if (!this.cachedKey && !this.fetchingKey && !this.mayRefetchKey()) {
      return Promise.reject(new GatewayUnavailableError("The bank's public key could not be fetched a moment ago"));
    }
    this.fetchingKey ??= (async () => {
      this.lastKeyFetchAt = this.now();
      try {
        this.cachedKey = await this.fetchPublicKey();
        return this.cachedKey;
      } finally {
        this.fetchingKey = undefined;
      }
    })();
    return this.fetchingKey;
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
