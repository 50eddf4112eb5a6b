import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { REPEAT_WINDOW_MS } from '../../src/entitlements/letter-credits.service';
import { GuestSession } from '../../src/session/guest-session.entity';
import type { TestApp } from '../support/test-app';

export async function newSession(t: TestApp): Promise<string> {
  const res = await request(t.http).post('/api/session/init').expect(201);
  return res.body.sessionId as string;
}

/** Puts a CV's text in the session, as a successful upload would. */
export async function giveCv(t: TestApp, sessionId: string, cvText: string): Promise<void> {
  const em = t.app.get(MikroORM).em.fork();
  await em.nativeUpdate(GuestSession, { id: sessionId }, { cvText, cvTextLength: cvText.length, cvFilename: 'cv.pdf', cvSize: cvText.length });
}

export function saveJobInfo(t: TestApp, sessionId: string, info: Record<string, string>) {
  return request(t.http).post('/api/job-info').set('X-Session-ID', sessionId).send(info).expect(200);
}

/** A session with a CV and a job description, ready to generate. */
export async function readySession(t: TestApp, cvText: string, jobDescription: string, linkedinContent?: string): Promise<string> {
  const sessionId = await newSession(t);
  await giveCv(t, sessionId, cvText);
  await saveJobInfo(t, sessionId, { jobDescription, ...(linkedinContent ? { linkedinContent } : {}) });
  return sessionId;
}

export function generate(t: TestApp, sessionId: string) {
  return request(t.http).post('/api/generate').set('X-Session-ID', sessionId);
}

export interface LetterRow {
  id: string;
  guest_session_id: string | null;
  cover_letter_text: string;
  compatibility_score: string;
  matching_skills: string[];
  regeneration_count: number;
  was_paid: boolean;
  input_hash: string;
}

export async function lettersOf(t: TestApp, sessionId: string): Promise<LetterRow[]> {
  return t.app.get(MikroORM).em.fork().getConnection().execute<LetterRow[]>('select * from cover_letter where guest_session_id = ?', [sessionId]);
}

/** The session's free letter credit. */
export async function creditOf(t: TestApp, sessionId: string) {
  const [row] = await t.app
    .get(MikroORM)
    .em.fork()
    .getConnection()
    .execute<{ used_at: Date | null; lease_token: string | null }[]>(`select * from letter_credit where guest_session_id = ? and kind = 'free'`, [sessionId]);
  return row;
}

/** Moves the session's last write back past the repeat window, as if the guest had waited before asking again. */
export async function letTimePassSinceLastWrite(t: TestApp, sessionId: string): Promise<void> {
  await t.app
    .get(MikroORM)
    .em.fork()
    .getConnection()
    .execute(`update letter_credit set written_at = written_at - ?::int * interval '1 millisecond' where guest_session_id = ?`, [
      REPEAT_WINDOW_MS + 1_000,
      sessionId,
    ]);
}
