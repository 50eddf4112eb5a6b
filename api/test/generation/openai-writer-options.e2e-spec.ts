import { LetterWriterError } from '../../src/generation/letter-writer';
import { PROMPT_VERSION } from '../../src/generation/writers/openai/letter-prompt';
import { OpenAiLetterWriter } from '../../src/generation/writers/openai/openai-writer';
import { ACME_LETTER_REPLY, FAILURES, FakeChatCompletions } from './fake-chat-completions';
import { ENGLISH_CV, ENGLISH_POSTING } from './fixtures';

const REQUEST = { cvText: ENGLISH_CV, jobDescription: ENGLISH_POSTING, linkedinContent: null, jobUrl: null };

/** The writer as the letter service calls it (a resample with the checker's findings, a regenerate), against the fake server. */
describe('the OpenAI-compatible writer, called with write options', () => {
  const fake = new FakeChatCompletions();
  let writer: OpenAiLetterWriter;
  beforeAll(async () => {
    const baseUrl = await fake.start();
    writer = new OpenAiLetterWriter({ apiKey: 'sk-test', baseUrl, model: 'test-model', timeoutMs: 3000, temperature: 0.3, maxTokens: 2000, seed: 1000 });
  });
  afterAll(() => fake.stop());
  beforeEach(() => fake.reset());

  it('puts the findings of a resample in the prompt, samples the variant, and reports who wrote the letter', async () => {
    fake.reply = () => ACME_LETTER_REPLY;
    const findings = ['The letter names "Jobbland" as the company; the company is Acme Cloud.', 'The letter has 120 words; write 180 to 450.'];
    const written = await writer.write({ ...REQUEST, language: 'en' }, { feedback: findings, variant: 2 });
    const [sent] = fake.requests;
    expect(sent.body.seed).toBe(1002);
    const user = sent.body.messages[1].content;
    expect(user).toContain('Write the letter in English (language code "en").');
    expect(user).toContain(
      `A previous draft was rejected for these reasons. Write a new answer that fixes every one of them:\n- ${findings[0]}\n- ${findings[1]}`,
    );
    expect(user.indexOf('A previous draft')).toBeLessThan(user.indexOf('<job_posting>'));
    expect(written.provenance).toEqual({
      model: 'test-model-2026-01-01',
      promptVersion: PROMPT_VERSION,
      usage: { promptTokens: 1200, completionTokens: 640, totalTokens: 1840 },
    });
    expect(written.requirementsMet).toEqual([{ requirement: 'TypeScript', evidence: 'Built REST APIs in TypeScript and Node.js' }]);
  });

  it('fails a 0-100 score with a finding the resample can send back', async () => {
    fake.reply = () => ({
      kind: 'letter',
      content: JSON.stringify({ ...JSON.parse((ACME_LETTER_REPLY as { content: string }).content), compatibilityScore: 85 }),
    });
    const error = await writer.write(REQUEST).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LetterWriterError);
    expect(error).toMatchObject({ failure: 'malformed', finding: expect.stringContaining('compatibilityScore was 85; it must be on the 0-10 scale') });
  });

  it('does not retry a used-up quota (a 429 that waiting does not cure)', async () => {
    fake.reply = () => FAILURES.quotaExceeded();
    await expect(writer.write(REQUEST)).rejects.toMatchObject({ failure: 'unavailable' });
    expect(fake.requests).toHaveLength(1);
  });
});
