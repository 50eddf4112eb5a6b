import { defineCatalogue } from '@coverletter/ui';
import en from './extension.en.json';

/** The side panel's and the options page's texts. */
export const extensionCatalogue = defineCatalogue('extension', en, (locale) => import(`./extension.${locale}.json`));
