import { defineCatalogue } from '@coverletter/ui';
import en from './legal.en.json';

/** What the terms and privacy pages share. */
export const legalCatalogue = defineCatalogue('legal', en, (locale) => import(`./legal.${locale}.json`));
