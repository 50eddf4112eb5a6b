import { LETTER_LENGTH_WORDS, LETTER_LENGTHS, LETTER_TONES, type LetterLength, type LetterTone } from '@coverletter/contracts';
import { withoutInstructionsToModels } from '@coverletter/page-reader';
import { ENGLISH_CV, ENGLISH_POSTING, SWEDISH_CV, SWEDISH_POSTING } from '../../../../test/generation/fixtures';
import { checkLetter } from '../../checker/letter-checker';
import type { LetterRequest } from '../../letter-writer';
import { detectLanguage } from './language';
import { LocalLetterWriter } from './local-writer';
import { wordCount } from './text';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { loadCorpus } = require('../../../../../bench/letters/corpus.cjs') as typeof import('../../../../../bench/letters/corpus.cjs');

const writer = new LocalLetterWriter();
const CASES = { en: { cvText: ENGLISH_CV, jobDescription: ENGLISH_POSTING }, sv: { cvText: SWEDISH_CV, jobDescription: SWEDISH_POSTING } } as const;
const request = (language: 'en' | 'sv', options: { length?: LetterLength; tone?: LetterTone; language?: string } = {}): LetterRequest => ({
  ...CASES[language],
  linkedinContent: null,
  jobUrl: null,
  ...options,
});

function findings(letter: ReturnType<LocalLetterWriter['writeNow']>, req: LetterRequest, length: LetterLength) {
  const { accepted } = LETTER_LENGTH_WORDS[length];
  return checkLetter(
    { letter: letter.coverLetter, score: letter.compatibilityScore, companyName: letter.companyName },
    {
      company: letter.companyName,
      title: letter.jobTitle,
      language: letter.language as 'en' | 'sv',
      length: { min: letter.materialExhausted ? 0 : accepted.min, max: accepted.max },
      cvText: req.cvText,
      background: null,
      postingText: req.jobDescription,
      droppedInstructions: [],
    },
  );
}

describe.each(['en', 'sv'] as const)('the local writer’s options, in %s', (language) => {
  it('writes a short letter shorter than a standard one, a long one longer, each within its target or with nothing left to add', () => {
    const words = LETTER_LENGTHS.map((length) => {
      const letter = writer.writeNow(request(language, { length }));
      const { target } = LETTER_LENGTH_WORDS[length];
      expect(wordCount(letter.coverLetter)).toBeLessThanOrEqual(target.max);
      if (!letter.materialExhausted) expect(wordCount(letter.coverLetter)).toBeGreaterThanOrEqual(target.min);
      expect(findings(letter, request(language, { length }), length)).toEqual([]);
      return wordCount(letter.coverLetter);
    });
    expect(words[0]).toBeLessThan(words[1]);
    expect(words[1]).toBeLessThanOrEqual(words[2]);
    expect(words[0]).toBeLessThanOrEqual(LETTER_LENGTH_WORDS.short.target.max);
  });

  it('changes the wording with the tone, not the facts: the same CV examples in every tone, and every tone passes the checker', () => {
    const letters = LETTER_TONES.map((tone) => writer.writeNow(request(language, { tone })));
    expect(new Set(letters.map((l) => l.coverLetter)).size).toBe(LETTER_TONES.length);
    const { plan } = writer.plan(request(language));
    for (const [i, letter] of letters.entries()) {
      expect(findings(letter, request(language, { tone: LETTER_TONES[i] }), 'standard')).toEqual([]);
      expect(letter.compatibilityScore).toBe(letters[0].compatibilityScore);
      expect(letter.matchingSkills).toEqual(letters[0].matchingSkills);
      const example = plan.evidence[0].firstPerson!;
      expect(letter.coverLetter.toLowerCase()).toContain(example.toLowerCase().replace(/\.$/, ''));
    }
    const signOffs = letters.map((l) => l.coverLetter.split('\n\n').at(-1)!.split('\n')[0]);
    expect(signOffs).toEqual(
      language === 'en' ? ['Kind regards,', 'Warm regards,', 'Best regards,'] : ['Med vänliga hälsningar,', 'Varma hälsningar,', 'Bästa hälsningar,'],
    );
  });

  it('gives a different letter on a regenerate in every length and tone', () => {
    for (const length of LETTER_LENGTHS)
      for (const tone of LETTER_TONES) {
        const first = writer.writeNow(request(language, { length, tone }), 0).coverLetter;
        expect(writer.writeNow(request(language, { length, tone }), 1).coverLetter).not.toBe(first);
      }
  });
});

describe('the letter’s language', () => {
  it('writes in the language asked for, not the posting’s, and retells no sentence of the other language', () => {
    const req = request('sv', { language: 'en' });
    const letter = writer.writeNow(req);
    expect(letter.language).toBe('en');
    expect(detectLanguage(letter.coverLetter)).toBe('en');
    expect(letter.coverLetter).not.toMatch(/\b(?:jag|och|att|som)\b/i);
    expect(findings(letter, req, 'standard')).toEqual([]);
  });
});

describe('a career changer’s letter (corpus case teach-en-careerchange-twocol)', () => {
  const c = loadCorpus().find((x) => x.name === 'teach-en-careerchange-twocol')!;
  const req: LetterRequest = { cvText: c.cv.text, jobDescription: withoutInstructionsToModels(c.posting.text), linkedinContent: null, jobUrl: null };

  it('opens as a change of career, not as work the candidate already does', () => {
    for (const variant of [0, 1, 2, 3]) {
      const letter = writer.writeNow(req, variant).coverLetter;
      expect(letter).not.toMatch(/work I already do|match my experience closely|covers most of what the posting asks for|natural next step/);
      expect(letter).toMatch(/change of career|come to this role from/);
    }
  });

  it('gives as an example of a skill only a line that shows it', () => {
    const letter = writer.writeNow(req).coverLetter;
    expect(letter).toContain('Your posting asks for teaching and lesson planning');
    // The Python line is told as Python, not as an example of teaching.
    expect(letter).toContain('As for Python, I build Python services for route planning.');
    expect(letter).not.toMatch(/lesson plan[^.]*\.\s+I build Python services/);
  });
});

describe('a Swedish letter addresses the employer as "ni" throughout', () => {
  const swedish = loadCorpus().filter((c) => c.name.includes('-sv-'));

  it('in every tone, every variant and every Swedish case of the corpus: never "du", "dig" or "din" beside "ni" and "er"', () => {
    for (const c of swedish) {
      const req: LetterRequest = { cvText: c.cv.text, jobDescription: withoutInstructionsToModels(c.posting.text), linkedinContent: null, jobUrl: null };
      for (const tone of LETTER_TONES) {
        for (const variant of [0, 1, 2, 3]) {
          const letter = writer.writeNow({ ...req, tone }, variant).coverLetter;
          expect({ case: c.name, tone, variant, you: letter.match(/\b(?:du|dig|din|ditt|dina)\b/giu) }).toEqual({ case: c.name, tone, variant, you: null });
        }
      }
    }
  });
});
