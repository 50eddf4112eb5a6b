import { buildDisplayText, CURRENCY_CODES, isCurrency, type PaymentConfig } from '@coverletter/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { PAYMENT_CONFIG_KEY, Setting } from './setting.entity';
import { SettingsCache } from './settings-cache';

const PAYMENT_CONFIG_MISSING = {
  error: 'Payment configuration missing',
  message: 'The price of additional letters has not been configured.',
};

function isPaymentConfig(value: unknown): value is PaymentConfig {
  const v = value as Partial<PaymentConfig> | null;
  return !!v && typeof v.price === 'number' && isCurrency(v.currency) && v.currencyCode === CURRENCY_CODES[v.currency] && typeof v.displayText === 'string';
}

@Injectable()
export class SettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: SettingsCache,
  ) {}

  /** The price as the database holds it now: for what it decides (a payment's amount) and for the admin. */
  async getPaymentConfig(): Promise<PaymentConfig> {
    // A fork of its own: the read may be shared by requests (the cache), so it must not land in one request's identity map.
    const setting = await this.em.fork().findOne(Setting, { key: PAYMENT_CONFIG_KEY });
    if (!setting || !isPaymentConfig(setting.value)) throw new AppError(HttpStatus.NOT_FOUND, PAYMENT_CONFIG_MISSING);
    return setting.value;
  }

  /** The price for display, from memory for a few seconds (SettingsCache). */
  cachedPaymentConfig(): Promise<PaymentConfig> {
    return this.cache.get(PAYMENT_CONFIG_KEY, () => this.getPaymentConfig());
  }

  /**
   * Saves a new price. The code must match the currency and the display text must follow the
   * rule of SPEC.md section 4; payments created afterwards use it, earlier ones keep theirs.
   */
  async savePaymentConfig(value: PaymentConfig, description?: string): Promise<PaymentConfig> {
    if (value.currencyCode !== CURRENCY_CODES[value.currency]) {
      throw new AppError(HttpStatus.BAD_REQUEST, {
        error: 'Invalid currency code',
        message: `The currency code of ${value.currency} is ${CURRENCY_CODES[value.currency]}.`,
      });
    }
    const expected = buildDisplayText(value.price, value.currency);
    if (value.displayText !== expected) {
      throw new AppError(HttpStatus.BAD_REQUEST, { error: 'Invalid display text', message: `For this price the display text is "${expected}".` });
    }
    const config: PaymentConfig = { price: value.price, currency: value.currency, currencyCode: value.currencyCode, displayText: value.displayText };
    await this.em.upsert(Setting, { key: PAYMENT_CONFIG_KEY, value: config, description: description ?? null, updatedAt: new Date() });
    await this.cache.changed(PAYMENT_CONFIG_KEY);
    return config;
  }
}
