import { defineCatalogue } from '@coverletter/ui';
import en from './privacy.en.json';

/** The privacy page's text (its chunk brings it). */
export const privacyCatalogue = defineCatalogue('privacy', en, (locale) => import(`./privacy.${locale}.json`));
