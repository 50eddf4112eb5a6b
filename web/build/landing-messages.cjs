// The prerendered landing's messages in one locale: the ids its components show, picked from
// libs/ui's and the web app's catalogues (libs/ui's first, the web app's over them, as
// LocaleProvider merges them). The Vite plugin (landing-messages.mjs) and the tests' stand-in for
// `virtual:landing-messages/<locale>` (scripts/jest) both read them here.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const repo = join(__dirname, '../..');
const SOURCES = ['libs/ui/src/i18n/catalogues/ui', 'web/src/catalogues/app'];
/** The landing's, its header's and footer's, the guest banner's and the shared (`common.`) texts. */
const LANDING_MESSAGE_PREFIXES = ['landing.', 'chrome.', 'guestBanner.', 'common.'];

function landingMessageSources(locale) {
  return SOURCES.map((source) => join(repo, `${source}.${locale}.json`));
}

function landingMessages(locale) {
  const messages = {};
  for (const file of landingMessageSources(locale)) {
    const all = JSON.parse(readFileSync(file, 'utf8'));
    for (const [id, text] of Object.entries(all)) if (LANDING_MESSAGE_PREFIXES.some((prefix) => id.startsWith(prefix))) messages[id] = text;
  }
  return messages;
}

module.exports = { LANDING_MESSAGE_PREFIXES, landingMessages, landingMessageSources };
