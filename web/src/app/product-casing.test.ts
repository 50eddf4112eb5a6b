import { loadLocale, mergeCatalogues, uiCatalogue } from '@coverletter/ui';
import { adminCatalogue } from '../catalogues/admin';
import { appCatalogue } from '../catalogues/app';
import { generatorPageCatalogue } from '../catalogues/generator';
import { legalCatalogue } from '../catalogues/legal';
import { paymentPagesCatalogue } from '../catalogues/payment-pages';
import { privacyCatalogue } from '../catalogues/privacy';
import { termsCatalogue } from '../catalogues/terms';

/**
 * SPEC.md's placeholder table: {product} is "Cover Letter", in sentence case mid-sentence
 * ("cover letter"). Title Case stays in headings and buttons ('Generate Cover Letter', 'Your Cover
 * Letters') and in the product's own name ('Cover Letter Generator', 'Personligt brev-generator').
 */
const catalogues = [uiCatalogue, appCatalogue, generatorPageCatalogue, adminCatalogue, paymentPagesCatalogue, legalCatalogue, termsCatalogue, privacyCatalogue];
const everyText = { en: mergeCatalogues('en', catalogues), sv: {} as Record<string, string> };
beforeAll(async () => {
  await loadLocale('sv');
  everyText.sv = mergeCatalogues('sv', catalogues);
});

/** Every word of a heading or button label starts with a capital, short joining words aside. */
function isTitleCase(text: string): boolean {
  return text
    .split(/\s+/)
    .filter((word) => /^[a-z]/i.test(word) && !['a', 'an', 'and', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with', 'your'].includes(word))
    .every((word) => /^[A-Z]/.test(word));
}

function capitalisedMidSentence(text: string, name: RegExp): string[] {
  return [...text.matchAll(name)]
    .filter((match) => {
      const before = text.slice(0, match.index).trimEnd();
      return before !== '' && !/[.!?:"“”(]$/.test(before);
    })
    .map((match) => `${match[0]} in "${text}"`);
}

test('English: "Cover Letter" is lower case mid-sentence, outside headings, buttons and the product name', () => {
  const problems = Object.values(everyText.en)
    .filter((text) => !isTitleCase(text))
    .flatMap((text) => capitalisedMidSentence(text, /Cover Letters?(?! Generator)/g));
  expect(problems).toEqual([]);
});

test('Swedish: "personligt brev" is lower case mid-sentence, outside the product name', () => {
  const problems = Object.values(everyText.sv).flatMap((text) => capitalisedMidSentence(text, /Personlig(?:t|a) brev(?!-generator)/g));
  expect(problems).toEqual([]);
});

test("the first letter's congratulation reads 'You've created your first cover letter!'", () => {
  expect(everyText.en['generator.congrats.title']).toBe("You've created your first cover letter!");
});
