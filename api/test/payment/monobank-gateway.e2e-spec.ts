import { KEY_REFETCH_INTERVAL_MS, MonobankGateway } from '../../src/payment/gateway/monobank.gateway';
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

  function keyFetches(): number {
    return bank.requests.filter((r) => r.path === '/api/merchant/pubkey').length;
  }

  it('caches the public key and fetches it again once when the bank rotated it', async () => {
    let now = 1_000_000;
    gateway = new MonobankGateway(bank.url, bank.token, () => now);
    const { invoiceId } = await gateway.createInvoice(invoiceRequest);
    const body = bank.webhookBody(bank.setStatus(invoiceId, 'processing'));
    await gateway.verifyWebhook(Buffer.from(body), bank.sign(body));
    await gateway.verifyWebhook(Buffer.from(body), bank.sign(body));
    const fetchesBefore = keyFetches();
    bank.rotateKey();
    now += KEY_REFETCH_INTERVAL_MS;
    await expect(gateway.verifyWebhook(Buffer.from(body), bank.sign(body))).resolves.toMatchObject({ status: 'processing' });
    expect(keyFetches()).toBe(fetchesBefore + 1);
  });

  it('fetches the key again at most once a minute however many webhooks fail, and keeps using the cached key', async () => {
    let now = 5_000_000;
    gateway = new MonobankGateway(bank.url, bank.token, () => now);
    const { invoiceId } = await gateway.createInvoice(invoiceRequest);
    const body = bank.webhookBody(bank.setStatus(invoiceId, 'success'));
    await expect(gateway.verifyWebhook(Buffer.from(body), bank.sign(body))).resolves.toMatchObject({ status: 'success' });
    const afterFirst = keyFetches();

    const forged = () => gateway.verifyWebhook(Buffer.from(body), bank.sign(body, bank.otherPrivateKey()));
    now += 1000;
    await expect(Promise.all(Array.from({ length: 20 }, forged))).resolves.toEqual(Array(20).fill(null));
    expect(keyFetches()).toBe(afterFirst);
    await expect(gateway.verifyWebhook(Buffer.from(body), bank.sign(body))).resolves.toMatchObject({ status: 'success' });

    now += KEY_REFETCH_INTERVAL_MS;
    await expect(Promise.all(Array.from({ length: 20 }, forged))).resolves.toEqual(Array(20).fill(null));
    expect(keyFetches()).toBe(afterFirst + 1);

    // The bank rotates its key within the minute: its webhooks fail until the next refetch is allowed.
    bank.rotateKey();
    now += 1000;
    await expect(gateway.verifyWebhook(Buffer.from(body), bank.sign(body))).resolves.toBeNull();
    expect(keyFetches()).toBe(afterFirst + 1);
    now += KEY_REFETCH_INTERVAL_MS;
    await expect(gateway.verifyWebhook(Buffer.from(body), bank.sign(body))).resolves.toMatchObject({ status: 'success' });
    expect(keyFetches()).toBe(afterFirst + 2);
  });

  it('answers unavailable when the key cannot be fetched, and does not ask again within the minute', async () => {
    let now = 9_000_000;
    const unreachable = new MonobankGateway('http://127.0.0.1:1', bank.token, () => now);
    const { invoiceId } = await gateway.createInvoice(invoiceRequest);
    const body = bank.webhookBody(bank.setStatus(invoiceId, 'success'));
    await expect(unreachable.verifyWebhook(Buffer.from(body), bank.sign(body))).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(unreachable.verifyWebhook(Buffer.from(body), bank.sign(body))).rejects.toThrow('could not be fetched a moment ago');
    now += KEY_REFETCH_INTERVAL_MS;
    await expect(unreachable.verifyWebhook(Buffer.from(body), bank.sign(body))).rejects.toThrow('The bank did not answer');
  });

  it('reports an unreachable bank or a refused token as unavailable', async () => {
    await expect(new MonobankGateway('http://127.0.0.1:1', 'x').createInvoice(invoiceRequest)).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(new MonobankGateway(bank.url, 'wrong-token').createInvoice(invoiceRequest)).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});
