import { parsePrice } from './parse-price';

test.each([
  ['60', 60],
  ['2.5', 2.5],
  ['0.01', 0.01],
  ['', 0],
  ['abc', 0],
])('%p → %p', (text, price) => {
  expect(parsePrice(text)).toBe(price);
});
