import { relativeTime } from './relative-time';

const now = new Date('2025-03-14T12:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms);

test.each([
  [30_000, { value: -30, unit: 'second' }],
  [5 * 60_000, { value: -5, unit: 'minute' }],
  [3 * 3_600_000, { value: -3, unit: 'hour' }],
  [2 * 86_400_000, { value: -2, unit: 'day' }],
  [65 * 86_400_000, { value: -2, unit: 'month' }],
  [800 * 86_400_000, { value: -2, unit: 'year' }],
])('%i ms ago is %o', (ms, expected) => {
  expect(relativeTime(before(ms), now)).toEqual(expected);
});
