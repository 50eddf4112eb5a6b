import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeInvoice {
  invoiceId: string;
  status: string;
  amount: number;
  ccy: number;
  reference: string;
  redirectUrl: string;
  webHookUrl: string;
  modifiedDate: string;
  /** What the bank says was paid; the invoice's amount unless a test sets it (undefined: left out). */
  finalAmount?: number;
  /** Fields a test wants left out of status answers and webhooks. */
  omit?: string[];
}

/** The invoice as the bank reports it in status answers and webhooks. */
function invoiceReport(invoice: FakeInvoice): Record<string, unknown> {
  const { invoiceId, status, amount, ccy, reference, modifiedDate } = invoice;
  const finalAmount = 'finalAmount' in invoice ? invoice.finalAmount : amount;
  const report: Record<string, unknown> = { invoiceId, status, amount, ccy, finalAmount, reference, createdDate: modifiedDate, modifiedDate };
  for (const field of invoice.omit ?? []) delete report[field];
  return report;
}

function newKeyPair() {
  return generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
}

/**
 * A local stand-in for monobank acquiring that speaks its wire contract: X-Token auth,
 * invoice/create, invoice/status, merchant/pubkey (base64 of a PEM) and ECDSA-signed webhooks
 * (X-Sign: base64 DER signature of the raw body).
 */
export class FakeMonobank {
  readonly token = 'test-merchant-token';
  readonly invoices = new Map<string, FakeInvoice>();
  readonly requests: Array<{ method: string; path: string; token?: string; body?: unknown }> = [];
  private keys = newKeyPair();
  private server?: Server;
  private counter = 0;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** The bank rotates its key: webhooks are signed with a new one. */
  rotateKey(): void {
    this.keys = newKeyPair();
  }

  sign(body: string, key: KeyObject = this.keys.privateKey): string {
    return createSign('SHA256').update(body).sign(key).toString('base64');
  }

  otherPrivateKey(): KeyObject {
    return newKeyPair().privateKey;
  }

  setStatus(invoiceId: string, status: string, modifiedDate = new Date()): FakeInvoice {
    const invoice = this.invoices.get(invoiceId)!;
    invoice.status = status;
    invoice.modifiedDate = modifiedDate.toISOString();
    return invoice;
  }

  webhookBody(invoice: FakeInvoice): string {
    return JSON.stringify(invoiceReport(invoice));
  }

  private async handle(req: IncomingMessage, res: import('node:http').ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.url);
    const token = req.headers['x-token'] as string | undefined;
    this.requests.push({ method: req.method ?? '', path: url.pathname, token, body: raw ? JSON.parse(raw) : undefined });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    if (token !== this.token) return send(403, { errCode: 'forbidden', errText: 'forbidden' });
    if (req.method === 'GET' && url.pathname === '/api/merchant/pubkey') {
      const pem = this.keys.publicKey.export({ type: 'spki', format: 'pem' }) as string;
      return send(200, { key: Buffer.from(pem).toString('base64') });
    }
    if (req.method === 'POST' && url.pathname === '/api/merchant/invoice/create') {
      const body = JSON.parse(raw);
      const invoiceId = `inv${++this.counter}`;
      this.invoices.set(invoiceId, {
        invoiceId,
        status: 'created',
        amount: body.amount,
        ccy: body.ccy,
        reference: body.merchantPaymInfo?.reference,
        redirectUrl: body.redirectUrl,
        webHookUrl: body.webHookUrl,
        modifiedDate: new Date().toISOString(),
      });
      return send(200, { invoiceId, pageUrl: `https://pay.example/${invoiceId}` });
    }
    if (req.method === 'GET' && url.pathname === '/api/merchant/invoice/status') {
      const invoice = this.invoices.get(url.searchParams.get('invoiceId') ?? '');
      if (!invoice) return send(404, { errCode: 'not_found' });
      return send(200, invoiceReport(invoice));
    }
    send(404, { errCode: 'unknown' });
  }
}
