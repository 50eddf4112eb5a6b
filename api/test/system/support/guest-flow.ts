import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { call } from './http';

export const CV_PDF = readFileSync(resolve(__dirname, '../../../../e2e/fixtures/jane-doe-cv.pdf'));

/** A guest session with the CV uploaded and job details saved, each step on the process given. */
export async function readyGuestSession(steps: { init: string; upload: string; jobInfo: string }, jobDescription: string): Promise<string> {
  const init = await call<{ sessionId: string }>('POST', `${steps.init}/api/session/init`);
  if (init.status !== 201) throw new Error(`session/init answered ${init.status}`);
  const { sessionId } = init.body;
  const form = new FormData();
  form.append('cv', new Blob([CV_PDF], { type: 'application/pdf' }), 'jane-doe-cv.pdf');
  const upload = await call('POST', `${steps.upload}/api/cv/upload`, { body: form, headers: { 'X-Session-ID': sessionId } });
  if (upload.status !== 200) throw new Error(`cv/upload answered ${upload.status}: ${JSON.stringify(upload.body)}`);
  const info = await call('POST', `${steps.jobInfo}/api/job-info`, { json: { jobDescription }, headers: { 'X-Session-ID': sessionId } });
  if (info.status !== 200) throw new Error(`job-info answered ${info.status}`);
  return sessionId;
}
