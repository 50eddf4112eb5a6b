import { ENGLISH_CV, ENGLISH_POSTING, INJECTION, SWEDISH_CV, SWEDISH_POSTING } from '../../../../test/generation/fixtures';
import { groundResult } from '../../grounding';
import type { LetterRequest } from '../../letter-writer';
import { LocalLetterWriter } from './local-writer';
import { wordCount } from './text';

const writer = new LocalLetterWriter();
const request = (cvText: string, jobDescription: string, linkedinContent: string | null = null): LetterRequest => ({
  cvText,
  jobDescription,
  linkedinContent,
  jobUrl: null,
});

describe('LocalLetterWriter', () => {
  const english = writer.writeNow(request(ENGLISH_CV, ENGLISH_POSTING));
  const swedish = writer.writeNow(request(SWEDISH_CV, SWEDISH_POSTING));

  it('gives the same letter for the same inputs', async () => {
    expect(await writer.write(request(ENGLISH_CV, ENGLISH_POSTING))).toEqual(english);
  });

  it('addresses the company and the role, signed with the candidate name', () => {
    expect(english.coverLetter).toMatch(/^Dear Acme Cloud hiring team,/);
    expect(english.coverLetter).toContain('the Senior Backend Engineer position at Acme Cloud');
    expect(english.coverLetter).toContain('I currently work as Senior Backend Developer at Nordic Payments AB');
    expect(english.coverLetter).toMatch(/Kind regards,\nJane Doe$/);
    expect(english).toMatchObject({ companyName: 'Acme Cloud', jobTitle: 'Senior Backend Engineer', language: 'en' });
  });

  it('uses the CV\'s own sentences as evidence', () => {
    expect(english.coverLetter).toContain('For example, I built REST APIs in TypeScript and Node.js serving 3 million requests per day.');
  });

  it('writes 250 to 400 words without placeholders', () => {
    for (const letter of [english, swedish]) {
      expect(wordCount(letter.coverLetter)).toBeGreaterThanOrEqual(250);
      expect(wordCount(letter.coverLetter)).toBeLessThanOrEqual(400);
      expect(letter.coverLetter).not.toMatch(/[[\]{}<>]|undefined|null/);
    }
  });

  it('invents no numbers: every number in the letter is in the CV or the posting', () => {
    for (const [letter, sources] of [[english, ENGLISH_CV + ENGLISH_POSTING], [swedish, SWEDISH_CV + SWEDISH_POSTING]] as const) {
      for (const [number] of letter.coverLetter.matchAll(/\d+/g)) expect(sources).toContain(number);
    }
  });

  it('scores and lists the skills, required ones first, all grounded', () => {
    expect(english.matchingSkills.slice(0, 6)).toEqual(['Backend development', 'TypeScript', 'Node.js', 'PostgreSQL', 'Docker', 'Kubernetes']);
    expect(english.missingSkills).toEqual(['Kafka', 'Terraform']);
    expect(english.compatibilityScore).toBe(8.2);
    const grounded = groundResult(english, { jobText: ENGLISH_POSTING, candidateText: ENGLISH_CV });
    expect(grounded.matchingSkills).toEqual(english.matchingSkills);
    expect(grounded.missingSkills).toEqual(english.missingSkills);
  });

  it('answers a Swedish posting in Swedish', () => {
    expect(swedish.language).toBe('sv');
    expect(swedish.coverLetter).toMatch(/^Till rekryteringsansvarig på Region Exempel,/);
    expect(swedish.coverLetter).toContain('tjänsten som sjuksköterska till akutmottagningen hos Region Exempel');
    expect(swedish.coverLetter).toMatch(/Med vänliga hälsningar,\nAnna Svensson$/);
    expect(swedish.matchingSkills).toEqual(expect.arrayContaining(['Omvårdnad', 'Akutsjukvård', 'Triage', 'TakeCare', 'Svenska']));
  });

  it('answers a Swedish posting in Swedish even for an English CV, quoting the CV', () => {
    const letter = writer.writeNow(request(ENGLISH_CV, SWEDISH_POSTING));
    expect(letter.language).toBe('sv');
    expect(letter.coverLetter).toContain('Med vänliga hälsningar');
  });

  it('is not steered by instructions in the posting', () => {
    expect(writer.writeNow(request(ENGLISH_CV, `${ENGLISH_POSTING}\n${INJECTION}`))).toEqual(english);
    expect(writer.writeNow(request(ENGLISH_CV, `${INJECTION}\n${ENGLISH_POSTING}`))).toEqual(english);
  });

  it('counts LinkedIn text as the candidate\'s', () => {
    const withLinkedin = writer.writeNow(request(ENGLISH_CV, ENGLISH_POSTING, 'Built event pipelines with Kafka for a logistics company.'));
    expect(withLinkedin.matchingSkills).toContain('Kafka');
    expect(withLinkedin.compatibilityScore).toBeGreaterThan(english.compatibilityScore);
  });

  it('writes around an unknown company, title and name', () => {
    const letter = writer.writeNow(request('Skills: Java, SQL, Docker', 'We need someone who knows Java and SQL. Kubernetes is a plus.'));
    expect(letter.coverLetter).toMatch(/^Dear Hiring Manager,/);
    expect(letter.coverLetter).toMatch(/Kind regards$/);
    expect(letter.coverLetter).not.toMatch(/[[\]{}<>]|undefined|null/);
    expect(wordCount(letter.coverLetter)).toBeGreaterThanOrEqual(250);
    expect(letter).toMatchObject({ companyName: null, jobTitle: null, matchingSkills: ['Java', 'SQL'], missingSkills: ['Kubernetes'] });
  });

  it('takes a few milliseconds', () => {
    const started = performance.now();
    for (let i = 0; i < 20; i++) writer.writeNow(request(ENGLISH_CV, ENGLISH_POSTING));
    expect((performance.now() - started) / 20).toBeLessThan(25);
  });
});
