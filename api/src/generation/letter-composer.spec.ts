import type { LetterLength } from '@coverletter/contracts';
import { ENGLISH_CV, ENGLISH_POSTING, INJECTION } from '../../test/generation/fixtures';
import { LetterComposer } from './letter-composer';
import type { LetterRequest, LetterWriter } from './letter-writer';
import { LocalLetterWriter } from './writers/local/local-writer';

describe('LetterComposer with the local writer', () => {
  const composer = new LetterComposer(new LocalLetterWriter());

  it('answers a short letter for a thin CV instead of failing: the local writer never pads', async () => {
    const result = await composer.compose({
      cvText: 'Jane Doe\nSkills: TypeScript, Node.js, Docker',
      jobDescription: ENGLISH_POSTING,
      linkedinContent: null,
      jobUrl: null,
    });
    expect(result.coverLetter).toContain('Acme Cloud');
    expect(result.coverLetter.split(/\s+/).length).toBeLessThan(180);
  });

  it('is not steered by instructions in the posting: the letter and skills are those of the posting without them', async () => {
    const request = (jobDescription: string) => ({ cvText: ENGLISH_CV, jobDescription, linkedinContent: null, jobUrl: null });
    const plain = await composer.compose(request(ENGLISH_POSTING));
    for (const steered of [`${ENGLISH_POSTING}\n${INJECTION}`, `${INJECTION}\n${ENGLISH_POSTING}`]) {
      const result = await composer.compose(request(steered));
      expect(result.coverLetter).toBe(plain.coverLetter);
      expect(result.missingSkills).toEqual(plain.missingSkills);
      expect(result.compatibilityScore).toBe(plain.compatibilityScore);
    }
  });

  it('names the company and title the user set, whatever the posting says', async () => {
    const result = await composer.compose({
      cvText: 'Jane Doe\nSkills: TypeScript, Node.js, Docker',
      jobDescription: ENGLISH_POSTING,
      linkedinContent: null,
      jobUrl: null,
      company: 'Acme Cloud Nordic AB',
      jobTitle: 'Backend Engineer',
    });
    expect(result).toMatchObject({ companyName: 'Acme Cloud Nordic AB', jobTitle: 'Backend Engineer' });
    expect(result.coverLetter).toContain('Backend Engineer position at Acme Cloud Nordic AB');
  });
});

describe('LetterComposer’s length check follows the length the user chose', () => {
  const token = (i: number) => String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26));
  /** A plain English letter of about `words` words, with no repeated sentence and no name or number the texts do not give. */
  const letterOf = (words: number) =>
    [
      'Dear Acme Cloud team,',
      'I am applying for the Backend Engineer role at Acme Cloud.',
      Array.from({ length: Math.ceil((words - 15) / 8) }, (_, i) => `I enjoy the ${token(i)} part of the work.`).join(' '),
      'Kind regards,\nJane Doe',
    ].join('\n\n');
  const writerOf = (words: number, materialExhausted: boolean, resamples = 0): LetterWriter => ({
    maxDurationMs: 1000,
    resamples,
    write: jest.fn(async () => ({
      coverLetter: letterOf(words),
      compatibilityScore: 5,
      matchingSkills: [],
      missingSkills: [],
      companyName: 'Acme Cloud',
      jobTitle: 'Backend Engineer',
      language: 'en',
      materialExhausted,
    })),
  });
  const input = (length: LetterLength): LetterRequest => ({
    cvText: 'Jane Doe\nSkills: TypeScript, Node.js, Docker',
    jobDescription: ENGLISH_POSTING,
    linkedinContent: null,
    jobUrl: null,
    company: 'Acme Cloud',
    jobTitle: 'Backend Engineer',
    length,
  });

  it('lets a 250-word letter through as standard but not as short or long', async () => {
    await expect(new LetterComposer(writerOf(250, false)).compose(input('standard'))).resolves.toMatchObject({ companyName: 'Acme Cloud' });
    await expect(new LetterComposer(writerOf(250, false)).compose(input('short'))).rejects.toThrow();
    await expect(new LetterComposer(writerOf(250, false)).compose(input('long'))).rejects.toThrow();
  });

  it('tells a model the letter was too short for the length asked for, and lets a writer that ran out of material through', async () => {
    const model = writerOf(200, false, 1);
    await expect(new LetterComposer(model).compose(input('long'))).rejects.toThrow();
    expect((model.write as jest.Mock).mock.calls[1][1].feedback).toEqual([expect.stringContaining('it needs at least 330')]);
    await expect(new LetterComposer(writerOf(200, true)).compose(input('long'))).resolves.toMatchObject({ companyName: 'Acme Cloud' });
  });
});
