import { ENGLISH_POSTING } from '../../test/generation/fixtures';
import { LetterComposer } from './letter-composer';
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
