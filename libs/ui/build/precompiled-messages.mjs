// A Vite plugin: the message catalogues (`*.en.json`, `*.sv.json` in a `catalogues` folder) as
// ICU message ASTs, parsed at build time, and react-intl without its runtime message parser
// (@formatjs/icu-messageformat-parser and its skeleton parser, about 10 KiB gzip). This is
// formatjs's own recipe (`formatjs compile --ast` and the `no-parser` alias): a message given to
// react-intl as a string would then fail to format, so every message must come from a catalogue
// (no `defaultMessage`; an id missing from every catalogue still shows as the id).
import { parse } from '@formatjs/icu-messageformat-parser';

const CATALOGUE = /[\\/]catalogues[\\/][^\\/]+\.[a-z]{2}\.json$/;
const PARSER = '@formatjs/icu-messageformat-parser';

/** A catalogue's JSON text with each message as the AST react-intl would parse it into at run time. */
export function compileCatalogue(json) {
  const messages = JSON.parse(json);
  return JSON.stringify(Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parse(message)])));
}

export function precompiledMessages() {
  return {
    name: 'precompiled-messages',
    enforce: 'pre',
    config: () => ({ resolve: { alias: [{ find: new RegExp(`^${PARSER}$`), replacement: `${PARSER}/lib/no-parser.js` }] } }),
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0])) return null;
      return { code: compileCatalogue(code), map: null };
    },
  };
}
