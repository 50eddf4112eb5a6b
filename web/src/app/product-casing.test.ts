import { generatorMessages, mergeBundles } from '@coverletter/ui';
import { privacyMessages } from '../features/legal/privacy-messages';
import { termsMessages } from '../features/legal/terms-messages';
import { adminMessages } from '../features/admin/messages';
import { appPageMessages } from '../features/generator/messages';
import { paymentPagesMessages } from '../features/payment-pages/messages';
import { webMessages } from './messages';

/**
 * SPEC.md's placeholder table: {product} is "Cover Letter", in sentence case mid-sentence
 * ("cover letter"). Title Case stays in headings and buttons ('Generate Cover Letter', 'Your Cover
 * Letters') and in the product's own name ('Cover Letter Generator', 'Personligt brev-generator').
 */
const everyText = mergeBundles(generatorMessages, webMessages, appPageMessages, adminMessages, paymentPagesMessages, termsMessages, privacyMessages);

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
