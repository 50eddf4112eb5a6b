import { MonobankGateway } from '../../src/payment/gateway/monobank.gateway';
import { GatewayUnavailableError } from '../../src/payment/gateway/payment-gateway';
import { FakeMonobank } from '../support/fake-monobank';

describe('monobank gateway against a local bank speaking its contract', () => {
  let bank: FakeMonobank;
  let gateway: MonobankGateway;
  beforeAll(async () => {
    bank = await new FakeMonobank().start();
  });
  beforeEach(() => {
    gateway = new MonobankGateway(bank.url, bank.token);
  });
  afterAll(() => bank.stop());

  const invoiceRequest = {
    amount: 6000,
    ccy: 980,
    reference: 'clp_ref1',
    destination: 'Cover letter',
    redirectUrl: 'http://127.0.0.1/payment/success?ref=clp_ref1',
    webHookUrl: 'http://127.0.0.1/api/payment/webhook',
    validity: 3600,
  };

  it('creates an invoice in minor units with the token, reference and URLs', async () => {
    const { invoiceId, pageUrl } = await gateway.createInvoice(invoiceRequest);
    expect(pageUrl).toBe(`https://pay.example/${invoiceId}`);
    const sent = bank.requests.find((r) => r.path === '/api/merchant/invoice/create')!;
    expect(sent.token).toBe(bank.token);
    expect(sent.body).toEqual({
      amount: 6000,
      ccy: 980,
      merchantPaymInfo: { reference: 'clp_ref1', destination: 'Cover letter' },
      redirectUrl: invoiceRequest.redirectUrl,
      webHookUrl: invoiceRequest.webHookUrl,
      validity: 3600,
    });
  });

  it('reads the invoice status', async () => {
    const { invoiceId } = await gateway.createInvoice(invoiceRequest);
    bank.setStatus(invoiceId, 'success', new Date('2026-11-22T10:00:00Z'));
    await expect(gateway.invoiceStatus(invoiceId)).resolves.toMatchObject({
      invoiceId,
      status: 'success',
      amount: 6000,
      ccy: 980,
      reference: 'clp_ref1',
      modifiedDate: new Date('2026-11-22T10:00:00Z'),
    });
  });

  it('accepts a webhook signed with the bank key', async () => {
    const { invoiceId } = await gateway.createInvoice(invoiceRequest);
    const body = bank.webhookBody(bank.setStatus(invoiceId, 'success'));
    await expect(gateway.verifyWebhook(Buffer.from(body), bank.sign(body))).resolves.toMatchObject({ invoiceId, status: 'success' });
  });

  it('refuses a changed body, a wrong key and a missing signature', async () => {
    const { invoiceId } = await gateway.createInvoice(invoiceRequest);
    const body = bank.webhookBody(bank.setStatus(invoiceId, 'success'));
    const tampered = body.replace('"amount":6000', '"amount":1');
    await expect(gateway.verifyWebhook(Buffer.from(tampered), bank.sign(body))).resolves.toBeNull();
    await expect(gateway.verifyWebhook(Buffer.from(body), bank.sign(body, bank.otherPrivateKey()))).resolves.toBeNull();
    await expect(gateway.verifyWebhook(Buffer.from(body), undefined)).resolves.toBeNull();
    await expect(gateway.verifyWebhook(Buffer.from(body), 'not-base64-signature')).resolves.toBeNull();
  });

  it('caches the public key and fetches it again once when the bank rotated it', async () => {
    const { invoiceId } = await gateway.createInvoice(invoiceRequest);
    const body = bank.webhookBody(bank.setStatus(invoiceId, 'processing'));
    await gateway.verifyWebhook(Buffer.from(body), bank.sign(body));
    await gateway.verifyWebhook(Buffer.from(body), bank.sign(body));
    const fetchesBefore = bank.requests.filter((r) => r.path === '/api/merchant/pubkey').length;
    bank.rotateKey();
    await expect(gateway.verifyWebhook(Buffer.from(body), bank.sign(body))).resolves.toMatchObject({ status: 'processing' });
    expect(bank.requests.filter((r) => r.path === '/api/merchant/pubkey').length).toBe(fetchesBefore + 1);
  });

  it('reports an unreachable bank or a refused token as unavailable', async () => {
    await expect(new MonobankGateway('http://127.0.0.1:1', 'x').createInvoice(invoiceRequest)).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(new MonobankGateway(bank.url, 'wrong-token').createInvoice(invoiceRequest)).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});
