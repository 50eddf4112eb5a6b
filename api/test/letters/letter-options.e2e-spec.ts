import { MikroORM } from '@mikro-orm/postgresql';
import { LetterComposer } from '../../src/generation/letter-composer';
import type { LetterRequest } from '../../src/generation/letter-writer';
import { Payment } from '../../src/payment/payment.entity';
import request from 'supertest';
import { ENGLISH_CV, ENGLISH_POSTING } from '../generation/fixtures';
import { generate, letTimePassSinceLastWrite, lettersOf, readySession } from '../generation/support';
import { signedInWithSavedCv } from '../support/saved-cv';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';

type OptionColumns = { length: string; tone: string; language: string };

describe('letter options: length, tone and language (issue 13)', () => {
  let t: TestApp;
  let written: LetterRequest[];
  beforeAll(async () => {
    t = await createTestApp();
    const composer = t.app.get(LetterComposer);
    const compose = composer.compose.bind(composer);
    jest.spyOn(composer, 'compose').mockImplementation((input, options) => {
      written.push(input);
      return compose(input, options);
    });
  });
  beforeEach(() => {
    written = [];
  });
  afterAll(() => t.close());

  const optionsOf = (row: OptionColumns) => ({ length: row.length, tone: row.tone, language: row.language });

  async function letterRows(where: string, param: string) {
    return t.app.get(MikroORM).em.fork().getConnection().execute<(OptionColumns & { id: string })[]>(`select * from cover_letter where ${where} = ?`, [param]);
  }

  describe('a guest', () => {
    it('writes with the defaults when none are sent, and answers them', async () => {
      const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
      const result = (await generate(t, sessionId).expect(200)).body;
      expect(result).toMatchObject({ length: 'standard', tone: 'formal', language: 'auto' });
      expect(written[0]).toMatchObject({ length: 'standard', tone: 'formal' });
      // 'auto': the composer takes the posting's language.
      expect(written[0].language).toBeUndefined();
      expect(optionsOf((await lettersOf(t, sessionId))[0] as unknown as OptionColumns)).toEqual({ length: 'standard', tone: 'formal', language: 'auto' });
    });

    it('stores the chosen ones, tells the writer, and a rewrite keeps them unless new ones are sent', async () => {
      const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
      const first = (await generate(t, sessionId).send({ length: 'short', tone: 'warm', language: 'sv' }).expect(200)).body;
      expect(first).toMatchObject({ length: 'short', tone: 'warm', language: 'sv' });
      expect(written[0]).toMatchObject({ length: 'short', tone: 'warm', language: 'sv' });
      expect((await request(t.http).get('/api/result').set('X-Session-ID', sessionId).expect(200)).body).toMatchObject({
        length: 'short',
        tone: 'warm',
        language: 'sv',
      });

      await letTimePassSinceLastWrite(t, sessionId);
      const rewrite = (await generate(t, sessionId).expect(200)).body;
      expect(rewrite).toMatchObject({ length: 'short', tone: 'warm', language: 'sv' });
      expect(written[1]).toMatchObject({ length: 'short', tone: 'warm', language: 'sv' });

      await letTimePassSinceLastWrite(t, sessionId);
      const changed = (await generate(t, sessionId).send({ tone: 'confident' }).expect(200)).body;
      expect(changed).toMatchObject({ length: 'short', tone: 'confident', language: 'sv' });
      const [row] = await lettersOf(t, sessionId);
      expect(optionsOf(row as unknown as OptionColumns)).toEqual({ length: 'short', tone: 'confident', language: 'sv' });
      expect((await generate(t, sessionId).expect(200)).body).toMatchObject({ tone: 'confident' });
    });

    it('rewrites at once when other choices are sent, while the same request again just after is answered with the letter', async () => {
      const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
      await generate(t, sessionId).send({ length: 'short' }).expect(200);
      // The same click again, inside the repeat window: the letter just written, nothing counted.
      expect((await generate(t, sessionId).send({ length: 'short' }).expect(200)).body).toMatchObject({ length: 'short' });
      expect(written).toHaveLength(1);
      // Another choice at once: a rewrite with it, not the letter just written.
      expect((await generate(t, sessionId).send({ length: 'long' }).expect(200)).body).toMatchObject({ length: 'long', tone: 'formal' });
      expect(written).toHaveLength(2);
      const [row] = await lettersOf(t, sessionId);
      expect(row.regeneration_count).toBe(1);
      expect(optionsOf(row as unknown as OptionColumns)).toEqual({ length: 'long', tone: 'formal', language: 'auto' });
    });

    it('refuses a value outside the lists with 400 and writes nothing', async () => {
      const sessionId = await readySession(t, ENGLISH_CV, ENGLISH_POSTING);
      const cases: Array<[object, string]> = [
        [{ length: 'huge' }, 'The length must be one of: short, standard, long'],
        [{ tone: 'angry' }, 'The tone must be one of: formal, warm, confident'],
        [{ language: 'de' }, 'The language must be one of: auto, en, sv'],
        [{ length: 3 }, 'The length must be one of: short, standard, long'],
      ];
      for (const [body, message] of cases) {
        const res = await generate(t, sessionId).send(body).expect(400);
        expect(res.body).toMatchObject({ error: 'Invalid request', message });
      }
      expect(written).toHaveLength(0);
      expect(await lettersOf(t, sessionId)).toHaveLength(0);
    });
  });

  describe('an account', () => {
    it("writes the free letter with the chosen options and shows them in the dashboard's list", async () => {
      const { agent, cvId, userId } = await signedInWithSavedCv(t, { firstName: 'Options', email: 'options-free@example.com' });
      const letter = (
        await agent
          .post('/api/generate-cover-letter-user')
          .send({ cvId, jobDescription: ENGLISH_POSTING, length: 'long', tone: 'confident', language: 'en' })
          .expect(200)
      ).body;
      expect(letter).toMatchObject({ length: 'long', tone: 'confident', language: 'en' });
      expect(written[0]).toMatchObject({ length: 'long', tone: 'confident', language: 'en' });
      const [listed] = (await agent.get('/api/cover-letters').expect(200)).body;
      expect(listed).toMatchObject({ id: letter.id, length: 'long', tone: 'confident', language: 'en' });
      expect(optionsOf((await letterRows('user_id', userId))[0])).toEqual({ length: 'long', tone: 'confident', language: 'en' });
    });

    it('answers the defaults when none are sent', async () => {
      const { agent, cvId } = await signedInWithSavedCv(t, { firstName: 'Defaults', email: 'options-defaults@example.com' });
      const letter = (await agent.post('/api/generate-cover-letter-user').send({ cvId, jobDescription: ENGLISH_POSTING }).expect(200)).body;
      expect(letter).toMatchObject({ length: 'standard', tone: 'formal', language: 'auto' });
    });

    it('refuses an invalid option with 400 before anything is written or paid', async () => {
      const { agent, cvId, userId } = await signedInWithSavedCv(t, { firstName: 'Invalid', email: 'options-invalid@example.com' });
      const generateRes = await agent.post('/api/generate-cover-letter-user').send({ cvId, jobDescription: ENGLISH_POSTING, tone: 'casual' }).expect(400);
      expect(generateRes.body).toMatchObject({ error: 'Invalid request', message: 'The tone must be one of: formal, warm, confident' });
      const payRes = await agent.post('/api/payment/create').send({ cvId, jobDescription: ENGLISH_POSTING, language: 'fr' }).expect(400);
      expect(payRes.body).toMatchObject({ error: 'Invalid request', message: 'The language must be one of: auto, en, sv' });
      expect(written).toHaveLength(0);
      expect(await letterRows('user_id', userId)).toHaveLength(0);
      expect(await t.app.get(MikroORM).em.fork().count(Payment, { user: userId })).toBe(0);
    });

    it('writes a paid letter with the options chosen when paying', async () => {
      const { agent, cvId } = await signedInWithSavedCv(t, { firstName: 'Payer', email: 'options-paid@example.com' });
      const created = (await agent.post('/api/payment/create').send({ cvId, jobDescription: ENGLISH_POSTING, length: 'short', language: 'sv' }).expect(200))
        .body;
      const ref = new URL(created.paymentUrl).searchParams.get('ref')!;
      await agent.get(`/api/payment/verify/${ref}`).expect(200);
      const letters = await until(async () => {
        const list = (await agent.get('/api/cover-letters').expect(200)).body;
        return list.length ? list : undefined;
      });
      expect(letters[0]).toMatchObject({ wasPaid: true, paymentId: ref, length: 'short', tone: 'formal', language: 'sv' });
      expect(written.at(-1)).toMatchObject({ length: 'short', tone: 'formal', language: 'sv' });
    });
  });
});
