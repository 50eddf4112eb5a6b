import type { Locale } from '@coverletter/contracts';

export type MessageBundle = Record<Locale, Record<string, string>>;

/** Pairs English messages with Swedish ones; the compiler refuses a missing or extra key. */
export function defineMessages<T extends Record<string, string>>(en: T, sv: { [K in keyof T]: string }): { en: T; sv: { [K in keyof T]: string } } {
  return { en, sv };
}

export function mergeBundles(...bundles: MessageBundle[]): MessageBundle {
  return {
    en: Object.assign({}, ...bundles.map((b) => b.en)),
    sv: Object.assign({}, ...bundles.map((b) => b.sv)),
  };
}
