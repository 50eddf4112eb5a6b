import type { CvRejectionReason } from '@coverletter/contracts';
import request from 'supertest';
import { signIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildLyingDocxBomb, buildPdfBomb } from './support/build-bombs';
import { buildDocx, docxParts } from './support/build-docx';
import { buildTextPdf } from './support/build-pdf';
import { buildZip } from './support/build-zip';
import { fixture } from './support/fixtures';

/**
 * Hostile and mislabelled files against both upload routes (the guest's and the account's): each
 * is refused with a clear 4xx, none answers 500, and nothing is saved — the guest session still
 * has no CV, the account still has no saved CV. The detailed texts are checked in cv-upload.
 */

const MB = 1024 * 1024;
const CV_LINES = ['Jane Doe', 'Senior software engineer with ten years of experience in TypeScript and Node.js.', 'Stockholm, Sweden'];
const docx = () => buildDocx(CV_LINES);
const pdf = () => buildTextPdf([CV_LINES]);

type Reason = Extract<CvRejectionReason, 'invalidFileType' | 'corrupt' | 'encrypted' | 'tooComplex' | 'tooLong'>;
type Case = [label: string, build: () => Buffer | Promise<Buffer>, filename: string, contentType: string, reason: Reason];

/** Not a CV file at all: 400; a CV file that cannot be used: 422. */
const STATUS_OF: Record<Reason, number> = { invalidFileType: 400, corrupt: 422, encrypted: 422, tooComplex: 422, tooLong: 422 };

const CASES: Case[] = [
  // Polyglots: one file that claims to be two things.
  ['a PDF header in front of a Word file (PDF/ZIP polyglot)', () => Buffer.concat([Buffer.from('%PDF-1.7\n'), docx()]), 'cv.pdf', 'application/pdf', 'corrupt'],
  [
    'a Word file with a PDF appended after its end',
    () => Buffer.concat([docx(), pdf()]),
    'cv.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'corrupt',
  ],
  ['a PDF with a Word file appended after its end', () => Buffer.concat([pdf(), docx()]), 'cv.pdf', 'application/pdf', 'corrupt'],
  [
    'a GIF header in front of a Word file (GIFAR)',
    () => Buffer.concat([Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), docx()]),
    'cv.docx',
    'application/msword',
    'invalidFileType',
  ],
  [
    'an HTML page with a PDF header',
    () => Buffer.from('%PDF-1.4\n<html><script>fetch("/api/admin/users")</script><p>Jane Doe</p></html>\n%%EOF\n'),
    'cv.pdf',
    'application/pdf',
    'corrupt',
  ],
  [
    'a ZIP whose first entry is a PDF, named .docx',
    () => buildZip([{ name: 'cv.pdf', data: pdf() }]),
    'cv.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'invalidFileType',
  ],
  // Mislabelled types: the name and the declared type say CV, the content says otherwise.
  [
    'an HTML page named cv.docx',
    () => Buffer.from('<!doctype html><html><body><h1>Jane Doe</h1><p>Engineer</p></body></html>'),
    'cv.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'invalidFileType',
  ],
  [
    'an SVG with a script named cv.pdf',
    () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><text>Jane Doe</text></svg>'),
    'cv.pdf',
    'application/pdf',
    'invalidFileType',
  ],
  [
    'an RTF document named cv.doc',
    () => Buffer.from('{\\rtf1\\ansi Jane Doe, senior software engineer with ten years of experience.}'),
    'cv.doc',
    'application/msword',
    'invalidFileType',
  ],
  [
    'a spreadsheet (XLSX) named cv.docx',
    () =>
      buildZip([
        { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
        { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      ]),
    'cv.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'invalidFileType',
  ],
  [
    'a JPEG named cv.pdf',
    () => Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(2000, 1)]),
    'cv.pdf',
    'application/pdf',
    'invalidFileType',
  ],
  ['a shell script named cv.doc', () => Buffer.from('#!/bin/sh\nrm -rf /\n'), 'cv.doc', 'application/msword', 'invalidFileType'],
  [
    'a gzip archive named cv.pdf',
    () => Buffer.concat([Buffer.from('1f8b0800000000000003', 'hex'), Buffer.alloc(500, 3)]),
    'cv.pdf',
    'application/pdf',
    'invalidFileType',
  ],
  // Damaged and hostile documents, once more on both routes.
  ['a PDF cut in half', () => fixture('cv-two-pages.pdf').subarray(0, 9000), 'cv.pdf', 'application/pdf', 'corrupt'],
  ['a password-protected PDF', () => fixture('cv-encrypted.pdf'), 'cv.pdf', 'application/pdf', 'encrypted'],
  [
    'a DOCX whose document is not XML',
    () => buildZip(docxParts([], { data: Buffer.from('<<< not xml') })),
    'cv.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'corrupt',
  ],
  [
    'a DOCX that unpacks to 200 MB',
    () => buildLyingDocxBomb(200 * MB),
    'cv.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'tooComplex',
  ],
  ['a PDF that unpacks to 200 MB', () => buildPdfBomb(200 * MB), 'cv.pdf', 'application/pdf', 'tooComplex'],
  // Huge text in a small file: a flood for the letter writer, not a CV.
  ['a PDF of 60 pages', () => buildTextPdf(Array.from({ length: 60 }, (_, i) => [`Page ${i + 1}`, ...CV_LINES])), 'cv.pdf', 'application/pdf', 'tooLong'],
  [
    'a PDF with 150 000 characters of text',
    () => buildTextPdf(Array.from({ length: 30 }, () => Array.from({ length: 45 }, (_, i) => `Line ${i} ${'lorem ipsum dolor sit amet '.repeat(4)}`))),
    'cv.pdf',
    'application/pdf',
    'tooLong',
  ],
  [
    'a Word file with 150 000 characters of text',
    () => buildDocx(Array.from({ length: 1500 }, (_, i) => `Paragraph ${i}: ${'experience with TypeScript and Node.js '.repeat(3)}`)),
    'cv.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'tooLong',
  ],
];

describe('upload matrix: hostile and mislabelled files on both upload routes', () => {
  let t: TestApp;
  let account: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    t = await createTestApp();
    account = await signIn(t, { firstName: 'Uploader', email: 'uploader@example.com' });
  });
  afterAll(() => t.close());

  it.each(CASES)('guest upload refuses %s and saves nothing', async (_label, build, filename, contentType, reason) => {
    const sessionId = (await request(t.http).post('/api/session/init').expect(201)).body.sessionId as string;
    const res = await request(t.http)
      .post('/api/cv/upload')
      .set('X-Session-ID', sessionId)
      .attach('cv', await build(), { filename, contentType });
    expect(res.status).toBe(STATUS_OF[reason]);
    expect(res.body).toMatchObject({ error: expect.any(String), message: expect.any(String), data: { reason } });
    const status = (await request(t.http).get('/api/session/status').set('X-Session-ID', sessionId).expect(200)).body;
    expect(status.hasCV).toBe(false);
  });

  it.each(CASES)('account upload refuses %s and saves nothing', async (_label, build, filename, contentType, reason) => {
    const res = await account.agent.post('/api/user/cvs').attach('file', await build(), { filename, contentType });
    expect(res.status).toBe(STATUS_OF[reason]);
    expect(res.body).toMatchObject({ error: expect.any(String), message: expect.any(String), data: { reason } });
    expect((await account.agent.get('/api/user/cvs').expect(200)).body).toEqual([]);
  });

  it('still accepts a real CV on both routes (the matrix is not refusing everything)', async () => {
    const sessionId = (await request(t.http).post('/api/session/init').expect(201)).body.sessionId as string;
    await request(t.http).post('/api/cv/upload').set('X-Session-ID', sessionId).attach('cv', docx(), 'cv.docx').expect(200);
    await account.agent.post('/api/user/cvs').attach('file', pdf(), 'cv.pdf').expect(201);
  });
});
