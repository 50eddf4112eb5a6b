import {
  buildDisplayText,
  CURRENCY_CODES,
  isCurrency,
  MAX_PRICE,
  MIN_PRICE,
  type Currency,
  type PaymentConfig,
  type SavePaymentConfigRequest,
} from '@coverletter/contracts';
import { useState } from 'react';
import { parsePrice } from './parse-price';

export type PriceProblem = 'tooLow' | 'tooHigh';

export const PAYMENT_CONFIG_DESCRIPTION = 'Payment configuration for cover letter generation';

/**
 * The payment settings form. The display text follows the price and currency (SPEC.md section 4);
 * the API accepts no other text, so it is shown but not typed.
 */
export function usePaymentConfigForm(saved: PaymentConfig) {
  const [priceText, setPriceText] = useState(String(saved.price));
  // A string, not a Currency: the saved config comes from the server and is checked before saving.
  const [currency, setCurrency] = useState<string>(saved.currency);
  const price = parsePrice(priceText);
  const displayText = isCurrency(currency) ? buildDisplayText(price, currency) : saved.displayText;
  const priceProblem: PriceProblem | null = price < MIN_PRICE ? 'tooLow' : price > MAX_PRICE ? 'tooHigh' : null;

  return {
    priceText,
    price,
    currency,
    displayText,
    /** Why the price cannot be saved (the server refuses it too), or null. */
    priceProblem,
    isPriceValid: priceProblem === null,
    setPriceText,
    setCurrency: (next: Currency) => setCurrency(next),
    /** The body to save, or null when the currency is not one of UAH, USD and EUR (SPEC.md section 5). */
    toRequest: (): SavePaymentConfigRequest | null => {
      if (!isCurrency(currency)) return null;
      return {
        value: { price, currency, currencyCode: CURRENCY_CODES[currency], displayText },
        description: PAYMENT_CONFIG_DESCRIPTION,
      };
    },
  };
}
