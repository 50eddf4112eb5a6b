import type { Payment } from './payment.entity';

/** Writes the letter a payment paid for; implemented by the letters module. Must be idempotent per payment. */
export interface PaidLetterWriter {
  write(payment: Payment): Promise<void>;
  letterExists(payment: Payment): Promise<boolean>;
}

export const PAID_LETTER_WRITER = Symbol('PAID_LETTER_WRITER');
export const PAID_LETTER_QUEUE = 'paid-letter';
