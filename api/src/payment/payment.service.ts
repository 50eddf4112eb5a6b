import { type PaymentCreateResponse, type PaymentVerifyResponse } from '@coverletter/contracts';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { QueueService } from '../queue/queue.service';
import { SavedCv } from '../saved-cvs/saved-cv.entity';
import { SettingsService } from '../settings/settings.service';
import { User } from '../users/user.entity';
import { LetterRequestDto } from './dto/create-payment.dto';
import { FINAL_STATUSES, GatewayUnavailableError, PAYMENT_GATEWAY, type InvoiceState, type PaymentGateway } from './gateway/payment-gateway';
import { PAID_LETTER_QUEUE, PAID_LETTER_WRITER, type PaidLetterWriter } from './paid-letter-writer';
import { Payment } from './payment.entity';
import { PAYMENT_TEXT } from './payment-texts';

const INVOICE_VALIDITY_S = 60 * 60;

@Injectable()
export class PaymentService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsService,
    private readonly queue: QueueService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(PAID_LETTER_WRITER) private readonly letters: PaidLetterWriter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async publicConfig(): Promise<{ displayText: string }> {
    const { displayText } = await this.settings.getPaymentConfig();
    return { displayText };
  }

  /** Records a pending payment at the current price (never a client's amount) and opens an invoice. */
  async create(user: User, request: LetterRequestDto): Promise<PaymentCreateResponse> {
    if (!request.jobDescription && !request.jobUrl) throw new AppError(HttpStatus.BAD_REQUEST, PAYMENT_TEXT.jobMissing);
    const cv = await this.em.findOne(SavedCv, { id: request.cvId, user });
    if (!cv) throw new AppError(HttpStatus.NOT_FOUND, PAYMENT_TEXT.cvNotFound);
    const price = await this.settings.getPaymentConfig();
    const payment = new Payment();
    payment.user = user;
    payment.gateway = this.gateway.name;
    payment.amountMinor = Math.round(price.price * 100);
    payment.currency = price.currency;
    payment.currencyCode = price.currencyCode;
    payment.request = { cvId: cv.id, jobDescription: request.jobDescription, jobUrl: request.jobUrl, useLinkedIn: request.useLinkedIn ?? false };
    const base = this.config.http.publicUrl;
    let invoice: { invoiceId: string; pageUrl: string };
    try {
      invoice = await this.gateway.createInvoice({
        amount: payment.amountMinor,
        ccy: payment.currencyCode,
        reference: payment.reference,
        destination: 'Cover letter',
        redirectUrl: `${base}/payment/success?ref=${encodeURIComponent(payment.reference)}`,
        webHookUrl: `${base}/api/payment/webhook`,
        validity: INVOICE_VALIDITY_S,
      });
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.logger.warn({ err: error }, 'Could not open an invoice');
      throw new AppError(HttpStatus.SERVICE_UNAVAILABLE, PAYMENT_TEXT.unavailable);
    }
    payment.invoiceId = invoice.invoiceId;
    await this.em.persistAndFlush(payment);
    return { paymentUrl: invoice.pageUrl, invoiceId: invoice.invoiceId };
  }

  /** A bank webhook: genuine only with a valid signature over the raw body. */
  async webhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<{ ok: true }> {
    const state = rawBody ? await this.gateway.verifyWebhook(rawBody, signature) : null;
    if (!state) throw new AppError(HttpStatus.BAD_REQUEST, PAYMENT_TEXT.badSignature);
    const payment = await this.em.findOne(Payment, { invoiceId: state.invoiceId });
    if (!payment) {
      this.logger.warn({ invoiceId: state.invoiceId }, 'Webhook for an unknown invoice ignored');
      return { ok: true };
    }
    await this.apply(payment.id, state);
    return { ok: true };
  }

  /** The payment success page's check; asks the bank when the state is not final yet. */
  async verify(reference: string, caller: User | undefined): Promise<PaymentVerifyResponse> {
    let payment = await this.em.findOne(Payment, { reference });
    if (!payment || (caller && payment.user.id !== caller.id)) throw new AppError(HttpStatus.NOT_FOUND, PAYMENT_TEXT.notFound);
    if (!FINAL_STATUSES.has(payment.status) && payment.invoiceId) {
      try {
        await this.apply(payment.id, await this.gateway.invoiceStatus(payment.invoiceId));
      } catch (error) {
        if (!(error instanceof GatewayUnavailableError)) throw error;
        throw new AppError(HttpStatus.SERVICE_UNAVAILABLE, PAYMENT_TEXT.unavailable);
      }
      payment = await this.em.fork().findOneOrFail(Payment, { id: payment.id });
    }
    const paid = payment.status === 'success';
    return {
      paid,
      verified: paid,
      status: payment.status,
      autoGenerated: paid && (await this.letters.letterExists(payment)),
      developmentMode: this.gateway.developmentMode,
      authRequired: !caller,
      userId: payment.user.id,
    };
  }

  /**
   * Applies a bank state under a row lock. Updates older than the one held are ignored and a paid
   * payment never goes back (only to `reversed`). Exactly one caller moves it to paid, and that
   * caller queues the letter (the queue also refuses a second job for the same payment).
   */
  private async apply(paymentId: string, state: InvoiceState): Promise<void> {
    const becamePaid = await this.em.fork().transactional(async (tx) => {
      const payment = await tx.findOneOrFail(Payment, { id: paymentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (payment.statusModifiedAt && state.modifiedDate < payment.statusModifiedAt) return false;
      if (payment.status === 'success' && state.status !== 'reversed') return false;
      if (state.status === 'success' && Number.isFinite(state.amount) && state.amount !== payment.amountMinor) {
        this.logger.error({ paymentId, expected: payment.amountMinor, got: state.amount }, 'Paid amount differs from the invoice; not marking paid');
        return false;
      }
      payment.status = state.status;
      payment.statusModifiedAt = state.modifiedDate;
      const nowPaid = state.status === 'success' && !payment.paidAt;
      if (nowPaid) payment.paidAt = new Date();
      return nowPaid;
    });
    if (becamePaid) await this.queue.sendOnce(PAID_LETTER_QUEUE, paymentId, { paymentId });
  }
}
