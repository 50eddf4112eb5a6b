import { formatFileSize } from './file-size';

test.each([
  [48 * 1024, '48 KB'],
  [16_442, '16 KB'],
  [200, '1 KB'],
  [0, '0 KB'],
  [52_429, '51 KB'],
  [1024 * 1024 - 1, '1.0 MB'],
  [1024 * 1024, '1.0 MB'],
  [1.5 * 1024 * 1024, '1.5 MB'],
  [5 * 1024 * 1024, '5.0 MB'],
])('English: %i bytes read %s (KB below 1 MB, then MB to one decimal)', (bytes, shown) => {
  expect(formatFileSize(bytes, 'en')).toBe(shown);
});

test.each([
  [48 * 1024, '48 kB'],
  [1.5 * 1024 * 1024, '1,5 MB'],
])('Swedish: %i bytes read %s', (bytes, shown) => {
  expect(formatFileSize(bytes, 'sv')).toBe(shown);
});
