import { LETTER_LENGTHS, LETTER_LENGTH_WORDS } from '@coverletter/contracts';
import { checkLetter } from '../../checker/letter-checker';
import { withoutInstructionsToModels } from '@coverletter/page-reader';
import { detectLanguage } from './language';
import { LocalLetterWriter } from './local-writer';

// The letter corpus of bench/letters: invented CVs and postings across nine professions.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { loadCorpus } = require('../../../../../bench/letters/corpus.cjs') as typeof import('../../../../../bench/letters/corpus.cjs');

const writer = new LocalLetterWriter();

describe('the local writer on the letter corpus', () => {
  const corpus = loadCorpus();

  it('has the whole corpus to work on', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
  });

  it.each(corpus.map((c) => [c.name, c] as const))('passes the letter checker by construction, in every variant and length: %s', (_name, c) => {
    const jobDescription = withoutInstructionsToModels(c.posting.readableText ?? c.posting.text);
    for (const [variant, length] of [0, 1, 2, 3].flatMap((v) => LETTER_LENGTHS.map((l) => [v, l] as const))) {
      const written = writer.writeNow({ cvText: c.cv.text, jobDescription, linkedinContent: null, jobUrl: null, length }, variant);
      const { accepted } = LETTER_LENGTH_WORDS[length];
      const findings = checkLetter(
        { letter: written.coverLetter, score: written.compatibilityScore, companyName: written.companyName },
        {
          company: written.companyName,
          title: written.jobTitle,
          language: detectLanguage(jobDescription),
          // Below the accepted minimum only when the CV and the posting gave nothing more to say.
          length: { min: written.materialExhausted ? 0 : accepted.min, max: accepted.max },
          cvText: c.cv.text,
          background: null,
          postingText: jobDescription,
          droppedInstructions: [],
        },
      );
      expect({ variant, length, findings }).toEqual({ variant, length, findings: [] });
      expect(written.language).toBe(c.labels.language);
    }
  });

  it("reads the finance CV's job headings as jobs, in every length and tone (fin-en-match-pasted)", () => {
    const c = corpus.find((item) => item.name === 'fin-en-match-pasted')!;
    const jobDescription = withoutInstructionsToModels(c.posting.readableText ?? c.posting.text);
    for (const length of LETTER_LENGTHS)
      for (const tone of ['formal', 'confident'] as const) {
        const letter = writer.writeNow({ cvText: c.cv.text, jobDescription, linkedinContent: null, jobUrl: null, length, tone }).coverLetter;
        expect({ length, tone, previous: /Before that, [^.]*\./.exec(letter)?.[0] }).toEqual({
          length,
          tone,
          previous: 'Before that, I worked as an Audit Senior at Marsh Lane Partners LLP.',
        });
        expect(letter).not.toMatch(/I qualified accountant|I audit Senior|·/);
      }
  });
});
