import { defineCatalogue } from '@coverletter/ui';
import en from './generator.en.json';

/** The /app page's own texts (its chunk brings them). */
export const generatorPageCatalogue = defineCatalogue('generator', en, (locale) => import(`./generator.${locale}.json`));
