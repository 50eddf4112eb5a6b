import { buildDisplayText, CURRENCY_CODES, isCurrency, type PaymentConfig } from '@coverletter/contracts';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { PAYMENT_CONFIG_KEY } from './setting.entity';
import { SettingRepository } from './setting.repository';
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
    private readonly settings: SettingRepository,
    private readonly cache: SettingsCache,
  ) {}

  /** The price as the database holds it now: for what it decides (a payment's amount) and for the admin. */
  async getPaymentConfig(): Promise<PaymentConfig> {
    const value = await this.settings.value(PAYMENT_CONFIG_KEY);
    if (!isPaymentConfig(value)) throw new AppError(HttpStatus.NOT_FOUND, PAYMENT_CONFIG_MISSING);
    return value;
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
    await this.settings.save(PAYMENT_CONFIG_KEY, config, description ?? null);
    await this.cache.changed(PAYMENT_CONFIG_KEY);
    return config;
  }
}
