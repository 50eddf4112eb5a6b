import { repeatedInLetter, stockSentences } from '../score/repetition.mjs';
import { scoreInRange, scoreSeparation } from '../score/scores.mjs';
import { precisionRecall, skillCounts, skillMatches } from '../score/skills.mjs';

describe('skills', () => {
  it('matches whole words and any alternative name', () => {
    expect(skillMatches('Läkemedelshantering', ['medication administration', 'läkemedelshantering'])).toBe(true);
    expect(skillMatches('Microsoft Excel', ['Excel'])).toBe(true);
    expect(skillMatches('NoSQL', 'SQL')).toBe(false);
  });

  it('counts hits, wrong skills and forbidden blurb words in either list', () => {
    const labels = {
      expectedSkills: ['TypeScript', ['code review', 'kodgranskning']],
      acceptableSkills: ['Docker'],
      forbiddenSkills: ['teaching', 'cleaning'],
    };
    const counts = skillCounts({ matchingSkills: ['TypeScript', 'Docker', 'Teaching'], missingSkills: ['Cleaning'] }, labels);
    expect(counts).toMatchObject({
      expected: 2,
      found: 1,
      missed: ['code review'],
      reported: 3,
      correct: 2,
      wrong: ['Teaching'],
      forbidden: ['teaching', 'cleaning'],
    });
  });

  it('sums precision and recall over a profession’s cases', () => {
    const pr = precisionRecall([
      { reported: 4, correct: 4, expected: 5, found: 4 },
      { reported: 2, correct: 1, expected: 0, found: 0 },
    ]);
    expect(pr.precision).toBeCloseTo(5 / 6);
    expect(pr.recall).toBeCloseTo(4 / 5);
  });
});

describe('scores', () => {
  it('checks the labelled range and refuses what is not a number', () => {
    expect(scoreInRange(7.5, [7, 10])).toBe(true);
    expect(scoreInRange(75, [7, 10])).toBe(false);
    expect(scoreInRange(undefined, [0, 2])).toBe(false);
  });

  it('separates matches from mismatches by their means', () => {
    const s = scoreSeparation([
      { kind: 'match', score: 9 },
      { kind: 'match', score: 7 },
      { kind: 'mismatch', score: 2 },
      { kind: 'partial', score: 5 },
    ]);
    expect(s.means).toEqual({ match: 8, mismatch: 2, partial: 5 });
    expect(s.separation).toBe(6);
  });
});

describe('repetition', () => {
  it('finds a sentence and a paragraph said twice', () => {
    const letter = 'I led audits of retail clients.\n\nI like numbers a lot.\n\nI led audits of retail clients.';
    const found = repeatedInLetter(letter);
    expect(found.sentences).toEqual([{ text: 'i led audits of retail clients', times: 2 }]);
    expect(found.paragraphs).toHaveLength(1);
  });

  it('finds the stock sentence every letter shares once names are masked', () => {
    const entries = [
      { letter: 'I would welcome the chance to join Acme as a Nurse. I like Acme.', particulars: ['Acme', 'Nurse'] },
      { letter: 'I would welcome the chance to join Brightwater & Co. as a Chef. Food is great.', particulars: ['Brightwater & Co.', 'Chef'] },
      { letter: 'Something else entirely written here today.', particulars: [] },
    ];
    const stock = stockSentences(entries, { minShare: 0.5, minWords: 4 });
    expect(stock.sentences).toEqual([{ text: 'i would welcome the chance to join _ as a _', letters: 2 }]);
    expect(stock.perLetter).toEqual([1, 1, 0]);
  });
});

describe('text recovered by a reader', () => {
  it('is the share of the source’s words, with repeats, found in the extraction', async () => {
    const { recoveredShare } = await import('../score/extraction.mjs');
    expect(recoveredShare('Kestrel Payments AB · Malmö', 'kestrel payments ab malmö')).toBe(1);
    expect(recoveredShare('Java Java Java SQL', 'Java SQL')).toBe(0.5);
    expect(Number.isNaN(recoveredShare('', 'text'))).toBe(true);
  });
});
