import type { Payment } from './payment.entity';

/** Writes the letter a payment paid for; implemented by the letters module. */
export interface PaidLetterWriter {
  /** Saves the letter and sets the payment's letterWrittenAt in one transaction; idempotent per payment. */
  write(payment: Payment): Promise<void>;
}

export const PAID_LETTER_WRITER = Symbol('PAID_LETTER_WRITER');
export const PAID_LETTER_QUEUE = 'paid-letter';
