import { loadConfig } from '../config/app-config';
import { isAllowedOrigin } from './cors';

const CHROME_ID = 'abcdefghijklmnopabcdefghijklmnop';

test('with EXTENSION_ORIGINS only the listed extensions (and the app) are allowed', () => {
  const config = loadConfig({ PUBLIC_URL: 'https://app.example.com', EXTENSION_ORIGINS: `chrome-extension://${CHROME_ID}` });
  expect(isAllowedOrigin(config, 'https://app.example.com')).toBe(true);
  expect(isAllowedOrigin(config, `chrome-extension://${CHROME_ID}`)).toBe(true);
  expect(isAllowedOrigin(config, 'chrome-extension://someotherextensionidabcdefghijkl')).toBe(false);
  expect(isAllowedOrigin(config, 'moz-extension://0b7f7a52-8c4e-4c1e-9a51-2d5b8a3f6e10')).toBe(false);
});

test('moz-extension://* admits every Firefox install (each has its own origin), and no other scheme', () => {
  const config = loadConfig({ EXTENSION_ORIGINS: `chrome-extension://${CHROME_ID},moz-extension://*` });
  expect(isAllowedOrigin(config, 'moz-extension://0b7f7a52-8c4e-4c1e-9a51-2d5b8a3f6e10')).toBe(true);
  expect(isAllowedOrigin(config, 'chrome-extension://someotherextensionidabcdefghijkl')).toBe(false);
  expect(isAllowedOrigin(config, 'https://evil.example')).toBe(false);
});

test('without EXTENSION_ORIGINS (development) any extension origin is allowed', () => {
  expect(isAllowedOrigin(loadConfig({}), 'moz-extension://0b7f7a52-8c4e-4c1e-9a51-2d5b8a3f6e10')).toBe(true);
});

test('no other wildcard is accepted: chrome-extension://* would admit every Chrome extension', () => {
  expect(() => loadConfig({ EXTENSION_ORIGINS: 'chrome-extension://*' })).toThrow(/EXTENSION_ORIGINS/);
  expect(() => loadConfig({ EXTENSION_ORIGINS: 'safari-web-extension://*' })).toThrow(/EXTENSION_ORIGINS/);
});
