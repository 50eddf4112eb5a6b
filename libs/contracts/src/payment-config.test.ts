import { buildDisplayText, centsAsDollars, costInDollars, CURRENCY_CODES, DEFAULT_PAYMENT_CONFIG } from './payment-config';

describe('buildDisplayText', () => {
  it.each([
    [60, 'UAH', '₴60 (~$2 USD)'],
    [75, 'UAH', '₴75 (~$2.5 USD)'],
    [100, 'UAH', '₴100 (~$3.33 USD)'],
    [0.01, 'UAH', '₴0.01 (~$0 USD)'],
    [2, 'USD', '$2'],
    [2.5, 'EUR', '€2.5'],
  ] as const)('%p %s → %s', (price, currency, expected) => {
    expect(buildDisplayText(price, currency)).toBe(expected);
  });

  it('defaults to the spec price', () => {
    expect(DEFAULT_PAYMENT_CONFIG).toEqual({ price: 60, currency: 'UAH', currencyCode: CURRENCY_CODES.UAH, displayText: '₴60 (~$2 USD)' });
  });
});

describe('costInDollars', () => {
  it.each([
    [6000, 'UAH', '2.00'],
    [7500, 'UAH', '2.50'],
    [100, 'UAH', '0.03'],
    // 7.5 and 8.5 cents: a half cent rounds up, whatever binary fractions make of the dollars.
    [225, 'UAH', '0.08'],
    [255, 'UAH', '0.09'],
    [200, 'USD', '2.00'],
    [250, 'EUR', '2.50'],
  ] as const)('%i minor %s → $%s', (minor, currency, expected) => {
    expect(costInDollars(minor, currency)).toBe(expected);
  });
});

describe('centsAsDollars', () => {
  it('writes whole cents as dollars with two decimals', () => {
    expect([0, 7, 203, 100_000_000].map(centsAsDollars)).toEqual(['0.00', '0.07', '2.03', '1000000.00']);
  });
});
