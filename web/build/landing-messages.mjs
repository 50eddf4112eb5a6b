// Vite plugin: `virtual:landing-messages/<locale>`, the prerendered landing's messages in one
// locale (landing-messages.cjs), as a JSON module named `landing.<locale>` (its chunk is
// `assets/landing.<locale>-<hash>.js`, like the other catalogues'): the landing downloads neither
// the other language nor the rest of the app's texts (issue 15). Its path is a catalogue's, so
// precompiled-messages.mjs compiles it as it compiles the others.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import shared from './landing-messages.cjs';

const { landingMessages, landingMessageSources } = shared;
const catalogues = join(dirname(fileURLToPath(import.meta.url)), '../src/catalogues');
const PREFIX = 'virtual:landing-messages/';

export function landingMessagesPlugin() {
  return {
    name: 'landing-messages',
    resolveId(id) {
      if (!id.startsWith(PREFIX)) return null;
      const locale = id.slice(PREFIX.length);
      return /^[a-z]{2}$/.test(locale) ? join(catalogues, `landing.${locale}.json`) : null;
    },
    load(id) {
      const match = /[\\/]landing\.([a-z]{2})\.json$/.exec(id);
      if (!match || !id.startsWith(catalogues)) return null;
      for (const file of landingMessageSources(match[1])) this.addWatchFile(file);
      return JSON.stringify(landingMessages(match[1]));
    },
  };
}
