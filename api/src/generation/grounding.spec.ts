import { clampScore, groundResult } from './grounding';
import type { WrittenLetter } from './letter-writer';

const sources = {
  jobText: 'Backend engineer. Requirements: TypeScript, PostgreSQL, Kubernetes and stakeholder management. Kafka is a plus.',
  candidateText: 'Built services in TypeScript on Postgres. Strong stakeholder-management. Also Haskell and leadership.',
};

function written(overrides: Partial<WrittenLetter>): WrittenLetter {
  return {
    coverLetter: '  Dear team,\r\n\r\nLetter.  ',
    compatibilityScore: 7,
    matchingSkills: [],
    missingSkills: [],
    companyName: ' Acme ',
    jobTitle: '',
    language: 'en',
    ...overrides,
  };
}

describe('groundResult', () => {
  it('keeps matching skills found in both texts, by any lexicon alias', () => {
    const result = groundResult(written({ matchingSkills: ['TypeScript', 'PostgreSQL', 'stakeholder management'] }), sources);
    expect(result.matchingSkills).toEqual(['TypeScript', 'PostgreSQL', 'stakeholder management']);
  });

  it('drops matching skills missing from either text, and invented ones', () => {
    const result = groundResult(written({ matchingSkills: ['Kubernetes', 'Haskell', 'Leadership', 'COBOL', 'Quantum knitting'] }), sources);
    expect(result.matchingSkills).toEqual([]);
  });

  it('keeps a free-text skill only when its words occur in both texts', () => {
    const result = groundResult(written({ matchingSkills: ['services', 'built services', 'backend'] }), {
      jobText: 'We design backend services.',
      candidateText: 'Built services for payments.',
    });
    expect(result.matchingSkills).toEqual(['services']);
  });

  it('keeps missing skills that the job asks for and the candidate does not show', () => {
    const result = groundResult(written({ missingSkills: ['Kubernetes', 'Kafka', 'TypeScript', 'Haskell', 'COBOL'] }), sources);
    expect(result.missingSkills).toEqual(['Kubernetes', 'Kafka']);
  });

  it('drops duplicates, empty names, sentences and non-strings', () => {
    const names = ['TypeScript', 'typescript', 'TS', '', '   ', 'the and of', 42, null, 'a'.repeat(61)] as unknown as string[];
    expect(groundResult(written({ matchingSkills: names }), sources).matchingSkills).toEqual(['TypeScript']);
  });

  it('cleans the letter and the header fields', () => {
    const result = groundResult(written({}), sources);
    expect(result).toMatchObject({ coverLetter: 'Dear team,\n\nLetter.', companyName: 'Acme', jobTitle: null });
  });
});

describe('clampScore', () => {
  it.each([
    [7.25, 7.3],
    [14, 10],
    [-3, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [6, 6],
  ])('%p → %p', (input, expected) => {
    expect(clampScore(input)).toBe(expected);
  });
});
