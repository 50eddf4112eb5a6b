import { averageScore } from './average-score';

test.each([
  [[], null],
  [[8], 8],
  [[7, 8, 8], 8],
  [[7, 7, 8], 7],
  [[6.5, 7], 7],
  [[0, 10], 5],
])('average of %j is %p', (scores, expected) => {
  expect(averageScore(scores.map((compatibilityScore) => ({ compatibilityScore })))).toBe(expected);
});
