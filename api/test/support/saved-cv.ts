import { MikroORM } from '@mikro-orm/postgresql';
import { ENGLISH_CV } from '../generation/fixtures';
import { signIn, type Person } from './sign-in';
import type { TestApp } from './test-app';

/**
 * A person signed in with one saved CV, written straight to the table (the upload has its own
 * tests). Returns their agent, their user id and the CV's id.
 */
export async function signedInWithSavedCv(t: TestApp, person: Person, cvText = ENGLISH_CV) {
  const { agent } = await signIn(t, person);
  const userId = (await agent.get('/api/auth/user').expect(200)).body.id as string;
  const [{ id: cvId }] = await t.app
    .get(MikroORM)
    .em.fork()
    .getConnection()
    .execute<{ id: string }[]>(
      `insert into saved_cv (id, user_id, filename, size, content, text_length, is_default) values (gen_random_uuid(), ?, 'cv.pdf', 100, ?, ?, true) returning id`,
      [userId, cvText, cvText.length],
    );
  return { agent, userId, cvId };
}
