import { defineCatalogue } from './catalogue';
import en from './catalogues/ui.en.json';

/** libs/ui's own texts (common, generator, match, letter editor): every app that uses libs/ui shows them. */
export const uiCatalogue = defineCatalogue('ui', en, (locale) => import(`./catalogues/ui.${locale}.json`));

export type UiMessageId = keyof typeof en;
