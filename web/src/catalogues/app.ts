import { defineCatalogue } from '@coverletter/ui';
import en from './app.en.json';

/** Every page's texts: the header and footer, the landing, contact, the dashboard, the guest banner, the carry-over. */
export const appCatalogue = defineCatalogue('app', en, (locale) => import(`./app.${locale}.json`));
