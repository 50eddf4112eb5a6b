import { checkLetter, STANDARD_LENGTH } from '../../checker/letter-checker';
import { withoutInstructionsToModels } from '@coverletter/page-reader';
import { detectLanguage } from './language';
import { LOCAL_MIN_WORDS, LocalLetterWriter } from './local-writer';

// The letter corpus of bench/letters: invented CVs and postings across nine professions.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { loadCorpus } = require('../../../../../bench/letters/corpus.cjs') as typeof import('../../../../../bench/letters/corpus.cjs');

const writer = new LocalLetterWriter();

describe('the local writer on the letter corpus', () => {
  const corpus = loadCorpus();

  it('has the whole corpus to work on', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
  });

  it.each(corpus.map((c) => [c.name, c] as const))('passes the letter checker by construction, in every variant: %s', (_name, c) => {
    const jobDescription = withoutInstructionsToModels(c.posting.readableText ?? c.posting.text);
    for (const variant of [0, 1, 2, 3]) {
      const written = writer.writeNow({ cvText: c.cv.text, jobDescription, linkedinContent: null, jobUrl: null }, variant);
      const findings = checkLetter(
        { letter: written.coverLetter, score: written.compatibilityScore, companyName: written.companyName },
        {
          company: written.companyName,
          title: written.jobTitle,
          language: detectLanguage(jobDescription),
          length: { min: LOCAL_MIN_WORDS, max: STANDARD_LENGTH.max },
          cvText: c.cv.text,
          background: null,
          postingText: jobDescription,
          droppedInstructions: [],
        },
      );
      expect({ variant, findings }).toEqual({ variant, findings: [] });
      expect(written.language).toBe(c.labels.language);
    }
  });
});
