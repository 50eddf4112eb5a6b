import { paymentRequiredLetterCount } from './payment-required';

const failure = (text: string) => new Error(text);

test("reads data.coverLetterCount from the request helper's '402: {json}' error", () => {
  const body = { statusCode: 402, error: 'Payment required', message: 'Payment required', data: { coverLetterCount: 4 } };
  expect(paymentRequiredLetterCount(failure(`402: ${JSON.stringify(body)}`))).toBe(4);
});

test.each([
  ['a body without data', `402: ${JSON.stringify({ statusCode: 402, error: 'Payment required', message: 'Payment required' })}`],
  [
    'a count that is not a number',
    `402: ${JSON.stringify({ statusCode: 402, error: 'Payment required', message: 'Payment required', data: { coverLetterCount: '4' } })}`,
  ],
  ['a body that is not JSON', '402: Payment Required'],
  ['no status at all', 'Failed to fetch'],
])('%s gives no count (the caller falls back to the letter list)', (_case, text) => {
  expect(paymentRequiredLetterCount(failure(text))).toBeNull();
});
