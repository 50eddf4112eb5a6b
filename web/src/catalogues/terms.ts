import { defineCatalogue } from '@coverletter/ui';
import en from './terms.en.json';

/** The terms page's text (its chunk brings it). */
export const termsCatalogue = defineCatalogue('terms', en, (locale) => import(`./terms.${locale}.json`));
