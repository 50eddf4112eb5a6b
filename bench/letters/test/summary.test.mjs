import { evaluateCase } from '../score/evaluate.mjs';
import { stockSentences } from '../score/repetition.mjs';
import { summarise, targetsMet, writerSection } from '../score/summary.mjs';

const labels = (kind, score) => ({
  candidate: 'Priya Ramaswamy',
  employers: ['Kestrel Payments AB'],
  company: 'Northwind Ledger',
  title: 'Backend Engineer',
  language: 'en',
  profession: 'software',
  kind,
  expectedSkills: kind === 'match' ? ['TypeScript'] : [],
  acceptableSkills: [],
  forbiddenSkills: ['teaching'],
  score,
});
const body = 'I have built payment services in TypeScript for years and I would like to do the same for you. '.repeat(12);
const letter = (extra) => `Dear Northwind Ledger team,\n\n${body}\n\n${extra}\n\nKind regards,\nPriya Ramaswamy`;

describe('the summary', () => {
  it('marks the targets met only when every case meets them', () => {
    const sources = ['Priya Ramaswamy, Backend engineer at Kestrel Payments AB, TypeScript', 'Backend Engineer at Northwind Ledger'];
    const good = evaluateCase(
      labels('match', [7, 10]),
      {
        coverLetter: letter('At Kestrel Payments AB I led the API work.'),
        companyName: 'Northwind Ledger',
        jobTitle: 'Backend Engineer',
        matchingSkills: ['TypeScript'],
        missingSkills: [],
        compatibilityScore: 9,
      },
      sources,
    );
    const bad = evaluateCase(
      labels('mismatch', [0, 2]),
      {
        coverLetter: letter('At Google Mountain View I led 40 engineers.'),
        companyName: 'TechJobsHub',
        jobTitle: 'Backend Engineer',
        matchingSkills: ['Teaching'],
        missingSkills: [],
        compatibilityScore: 6,
      },
      sources,
    );
    expect(good).toMatchObject({
      companyRight: true,
      titleRight: true,
      wrongEmployers: [],
      invented: [],
      languageRight: true,
      scoreInRange: true,
      signed: true,
    });
    expect(bad).toMatchObject({ companyRight: false, wrongEmployers: ['Google Mountain View'], scoreInRange: false });
    expect(bad.invented).toEqual(expect.arrayContaining([{ kind: 'number', text: '40' }]));
    expect(bad.skills.forbidden).toEqual(['teaching']);

    const cases = [
      { name: 'good', labels: labels('match', [7, 10]), evaluation: good },
      { name: 'bad', labels: labels('mismatch', [0, 2]), evaluation: bad },
    ];
    const s = summarise(cases, stockSentences([]));
    expect(s.company).toEqual({ right: 1, stated: 2 });
    expect(s.separation.separation).toBe(3);
    expect(targetsMet(s)).toEqual({ company: false, title: true, invented: false, skills: false, separation: false });
    const markdown = writerSection('Local writer', s, cases);
    expect(markdown).toContain('| Company right (posting states it) | every case | 1/2 | ❌ not met |');
    expect(markdown).toContain('| Job title right (posting states it) | every case | 2/2 | ✅ met |');
  });
});
