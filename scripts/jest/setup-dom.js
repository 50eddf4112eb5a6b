require('@testing-library/jest-dom');
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
