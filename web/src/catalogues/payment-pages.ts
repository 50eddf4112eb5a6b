import { defineCatalogue } from '@coverletter/ui';
import en from './payment-pages.en.json';

/** The payment return, mock and debug pages' texts (their chunks bring them). */
export const paymentPagesCatalogue = defineCatalogue('payment-pages', en, (locale) => import(`./payment-pages.${locale}.json`));
