require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');
const { TextDecoder, TextEncoder } = require('node:util');

// jsdom lacks these: react-router reads TextEncoder when it loads, and Radix measures with ResizeObserver.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// The catalogues a test's modules define fetch their Swedish before the test runs, so a test can
// start in Swedish or switch to it at once; libs/ui/src/i18n/catalogue.test.tsx tests the fetching itself.
beforeAll(async () => {
  const { loadLocale } = require('../../libs/ui/src/i18n/catalogue');
  await loadLocale('sv');
});

// The language menu (libs/ui's LanguageSwitcher) arrives after the page in the browser; in tests it
// is there from the first render, so no test sees it change under it (outside act()).
beforeAll(async () => {
  const { loadLanguageSelect } = require('../../libs/ui/src/i18n/LanguageSwitcher');
  await loadLanguageSelect();
});
// The same for the letter options' selects (libs/ui's LetterOptionsPicker).
beforeAll(async () => {
  const { loadLetterOptionSelect } = require('../../libs/ui/src/letter-options/LetterOptionsPicker');
  await loadLetterOptionSelect();
});

// findBy*/waitFor wait 1 s by default; on CI's two busy cores a lazily loaded dashboard tab has
// taken longer than that to appear (LinkedinTab.test.tsx), so the wait is longer, not the code.
configure({ asyncUtilTimeout: 5000 });
