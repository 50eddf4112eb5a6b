export const CURRENCIES = ['UAH', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** ISO 4217 numeric codes (SPEC.md section 9). */
export const CURRENCY_CODES: Record<Currency, number> = { UAH: 980, USD: 840, EUR: 978 };
export const CURRENCY_SYMBOLS: Record<Currency, string> = { UAH: '₴', USD: '$', EUR: '€' };
/** Hryvnia per US dollar (SPEC.md section 9): the display text, and letters' costs and admin revenue in dollars. */
export const UAH_PER_USD = 30;
export const MIN_PRICE = 0.01;

export interface PublicPaymentConfig {
  displayText: string;
}

export interface PaymentConfig {
  price: number;
  currency: Currency;
  currencyCode: number;
  displayText: string;
}

export interface SavePaymentConfigRequest {
  value: PaymentConfig;
  description?: string;
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** 2 → "2", 2.5 → "2.5", 3.3333 → "3.33". */
function formatAmount(value: number): string {
  return String(Number(value.toFixed(2)));
}

/**
 * The display text rule of SPEC.md section 4: UAH shows the hryvnia price and about its dollar
 * value ("₴60 (~$2 USD)"); USD and EUR show symbol and price only.
 */
export function buildDisplayText(price: number, currency: Currency): string {
  const amount = `${CURRENCY_SYMBOLS[currency]}${formatAmount(price)}`;
  if (currency !== 'UAH') return amount;
  return `${amount} (~$${formatAmount(price / UAH_PER_USD)} USD)`;
}

export const DEFAULT_PAYMENT_CONFIG: PaymentConfig = {
  price: 60,
  currency: 'UAH',
  currencyCode: CURRENCY_CODES.UAH,
  displayText: buildDisplayText(60, 'UAH'),
};

/**
 * A letter's cost as decimal dollars text, as the spec stores `costIncurred`: hryvnia at the spec's
 * display rate of 30 per dollar, to the nearest cent (a half cent up); dollars as they are; euros
 * are recorded one to one (the spec gives no euro rate — a documented approximation).
 */
export function costInDollars(amountMinor: number, currency: Currency): string {
  // In whole cents: rounding dollars with toFixed would round some half cents down.
  return centsAsDollars(currency === 'UAH' ? Math.round(amountMinor / UAH_PER_USD) : amountMinor);
}

/** US cents as decimal dollars text: 203 → "2.03" (`costIncurred`, a user's `totalSpent`). */
export function centsAsDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}
