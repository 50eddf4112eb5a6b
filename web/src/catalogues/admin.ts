import { defineCatalogue } from '@coverletter/ui';
import en from './admin.en.json';

/** The admin area's texts (its chunk brings them). */
export const adminCatalogue = defineCatalogue('admin', en, (locale) => import(`./admin.${locale}.json`));
