import { ERROR_TEXT, MAX_CV_BYTES } from '@coverletter/contracts';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { GuestSession } from '../../src/session/guest-session.entity';
import { createTestApp, type TestApp } from '../support/test-app';
import { buildDocxDeclaringHugeXml, buildLyingDocxBomb, buildPdfBomb } from './support/build-bombs';
import { buildImageOnlyPdf, buildTextPdf } from './support/build-pdf';
import { buildDocx, docxParts } from './support/build-docx';
import { buildZip } from './support/build-zip';
import { fixture, markWordFileEncrypted, renameCfbStream } from './support/fixtures';
import { streamUpload } from './support/stream-upload';

const PAGE_ONE = [
  'Jane Doe',
  'Senior software engineer with ten years of experience in TypeScript,',
  'Node.js and PostgreSQL, and a record of strong project manage-',
  'ment across distributed teams.',
];
const PAGE_TWO = ['Education', 'MSc in Computer Science, KTH Royal Institute of Technology.', 'Languages: Swedish, English, German.'];
const HEADER = 'Jane Doe - Curriculum Vitae';

describe('CV upload (guest)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const newSession = async (): Promise<string> => (await request(t.http).post('/api/session/init').expect(201)).body.sessionId;
  const upload = (sessionId: string, body: Buffer, filename = 'cv.pdf') =>
    request(t.http).post('/api/cv/upload').set('X-Session-ID', sessionId).attach('cv', body, { filename, contentType: 'application/octet-stream' });
  const status = async (sessionId: string) => (await request(t.http).get('/api/session/status').set('X-Session-ID', sessionId).expect(200)).body;
  const storedSession = (sessionId: string) =>
    t.app
      .get(MikroORM)
      .em.fork()
      .findOneOrFail(GuestSession, { id: sessionId }, { populate: ['cvText'] });

  describe('accepts each CV format and extracts its text', () => {
    it('a PDF: hyphenated line ends joined, the repeated header kept once, page numbers dropped', async () => {
      const sessionId = await newSession();
      const pdf = buildTextPdf([PAGE_ONE, PAGE_TWO], { header: HEADER, footer: (n, total) => `Page ${n} of ${total}` });
      const res = await upload(sessionId, pdf, 'jane-doe.pdf').expect(200);

      expect(res.body).toEqual({
        filename: 'jane-doe.pdf',
        size: pdf.length,
        cvContent: expect.any(String),
        textLength: res.body.cvContent.length,
        sessionId,
      });
      const text: string = res.body.cvContent;
      expect(text).toContain('a record of strong project management across distributed teams.');
      expect(text).not.toContain('manage-');
      expect(text.split(HEADER)).toHaveLength(2);
      expect(text).not.toMatch(/Page \d of 2/);
      expect(text).toContain('Node.js and PostgreSQL');
      expect(text).toContain('Languages: Swedish, English, German.');
      expect(text.indexOf('Jane Doe\nSenior software engineer')).toBeGreaterThan(-1);

      expect(await status(sessionId)).toMatchObject({ sessionId, hasCV: true });
      const saved = await storedSession(sessionId);
      expect(saved).toMatchObject({ cvFilename: 'jane-doe.pdf', cvSize: pdf.length, cvText: text });
    });

    it('a PDF made by LibreOffice, with compressed streams, a header and page numbers', async () => {
      const sessionId = await newSession();
      const res = await upload(sessionId, fixture('cv-two-pages.pdf')).expect(200);
      const text: string = res.body.cvContent;
      expect(text).toContain('Senior software engineer in Stockholm');
      expect(text).toContain('MSc in Computer Science, KTH Royal Institute of Technology, 2014.');
      expect(text.split('Jane Doe - Curriculum Vitae')).toHaveLength(2);
      expect(text).not.toMatch(/^Page \d$/m);
      expect(await status(sessionId)).toMatchObject({ hasCV: true });
    });

    it('a PDF with FlateDecode page content', async () => {
      const sessionId = await newSession();
      const res = await upload(sessionId, buildTextPdf([PAGE_ONE], { compress: true })).expect(200);
      expect(res.body.cvContent).toContain('project management');
    });

    it('a DOCX, keeping paragraphs and line breaks', async () => {
      const sessionId = await newSession();
      const docx = buildDocx([
        'Jane Doe',
        'Senior software engineer with ten years of experience in TypeScript and PostgreSQL.',
        'Acme AB, lead developer\n2019 to 2024',
      ]);
      const res = await upload(sessionId, docx, 'cv.docx').expect(200);
      expect(res.body.cvContent).toBe(
        'Jane Doe\n\nSenior software engineer with ten years of experience in TypeScript and PostgreSQL.\n\nAcme AB, lead developer\n2019 to 2024',
      );
      expect(res.body).toMatchObject({ filename: 'cv.docx', size: docx.length, textLength: res.body.cvContent.length });
      expect(await status(sessionId)).toMatchObject({ hasCV: true });
    });

    it('a legacy Word .doc, without its header and footer', async () => {
      const sessionId = await newSession();
      const doc = fixture('cv.doc');
      const res = await upload(sessionId, doc, 'cv.doc').expect(200);
      const text: string = res.body.cvContent;
      expect(text.startsWith('Jane Doe\nSenior software engineer in Stockholm')).toBe(true);
      expect(text).toContain('Languages: Swedish, English, German.');
      expect(text).not.toContain('Curriculum Vitae');
      expect(res.body.size).toBe(doc.length);
      expect(await status(sessionId)).toMatchObject({ hasCV: true });
    });

    it('recognises the type by content, whatever the name and declared type say', async () => {
      const sessionId = await newSession();
      await request(t.http)
        .post('/api/cv/upload')
        .set('X-Session-ID', sessionId)
        .attach('cv', buildTextPdf([PAGE_ONE]), { filename: 'notes.txt', contentType: 'text/plain' })
        .expect(200);
      const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 1)]);
      const res = await request(t.http)
        .post('/api/cv/upload')
        .set('X-Session-ID', sessionId)
        .attach('cv', png, { filename: 'cv.pdf', contentType: 'application/pdf' })
        .expect(400);
      expect(res.body).toMatchObject(ERROR_TEXT.invalidFileType);
    });

    it('keeps a UTF-8 file name and drops any directory part', async () => {
      const sessionId = await newSession();
      const res = await upload(sessionId, buildTextPdf([PAGE_ONE]), 'C:\\Users\\jane\\Résumé Jane Doe.pdf').expect(200);
      expect(res.body.filename).toBe('Résumé Jane Doe.pdf');
    });

    it('accepts a file of exactly 5 MB', async () => {
      const sessionId = await newSession();
      // Padding moves the offsets in the trailer, whose digits change the size a little: measure twice.
      const near = buildTextPdf([PAGE_ONE], { padding: MAX_CV_BYTES - buildTextPdf([PAGE_ONE]).length });
      const pdf = buildTextPdf([PAGE_ONE], { padding: MAX_CV_BYTES - buildTextPdf([PAGE_ONE]).length - (near.length - MAX_CV_BYTES) });
      expect(pdf.length).toBe(MAX_CV_BYTES);
      await upload(sessionId, pdf).expect(200);
    });

    it('parses several uploads at once', async () => {
      const sessions = await Promise.all(Array.from({ length: 6 }, newSession));
      const answers = await Promise.all(sessions.map((id, i) => upload(id, buildTextPdf([[`Candidate number ${i}`, ...PAGE_ONE]]))));
      answers.forEach((res, i) => {
        expect(res.status).toBe(200);
        expect(res.body.cvContent).toContain(`Candidate number ${i}`);
      });
    });
  });

  describe('refuses unusable files with a clear 4xx and saves nothing', () => {
    const MB = 1024 * 1024;
    const docxBytes = () => buildDocx(['Jane Doe', 'Senior software engineer with ten years of experience.']);

    const png = () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(500, 7)]);
    const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1000, 0x90)]);
    const garbagePdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 0x41), Buffer.from('\n%%EOF\n')]);
    const oversized = () => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_CV_BYTES + 1 - 9, 0x20)]);
    const UNREADABLE = { error: 'File could not be read' };
    const TOO_COMPLEX = { error: 'File too complex' };
    const ENCRYPTED = { error: 'Password-protected file' };
    const TOO_LONG = { error: 'CV too long' };
    const SCANNED = { error: 'No text found', message: expect.stringMatching(/looks scanned.*text-based PDF or a Word file/) };

    type Case = [label: string, build: () => Buffer | Promise<Buffer>, status: number, reason: string, text: Record<string, unknown>];
    const cases: Case[] = [
      ['an empty file', () => Buffer.alloc(0), 400, 'emptyFile', { error: 'Empty file' }],
      ['a PNG image named .pdf', png, 400, 'invalidFileType', ERROR_TEXT.invalidFileType],
      ['a Windows program named .doc', exe, 400, 'invalidFileType', ERROR_TEXT.invalidFileType],
      [
        'plain text',
        () => Buffer.from('Jane Doe, senior software engineer with ten years of experience.\n'),
        400,
        'invalidFileType',
        ERROR_TEXT.invalidFileType,
      ],
      [
        'a ZIP archive that is not a Word file',
        () => buildZip([{ name: 'notes.txt', data: Buffer.from('hello') }]),
        400,
        'invalidFileType',
        ERROR_TEXT.invalidFileType,
      ],
      [
        'an OLE2 file without a WordDocument stream',
        () => renameCfbStream(fixture('cv.doc'), 'WordDocument', 'Workbook'),
        400,
        'invalidFileType',
        ERROR_TEXT.invalidFileType,
      ],
      ['a scanned (image-only) PDF', buildImageOnlyPdf, 422, 'scannedPdf', SCANNED],
      ['a PDF with almost no text', () => buildTextPdf([['Jane Doe', 'CV']]), 422, 'scannedPdf', SCANNED],
      ['a Word file with almost no text', () => buildDocx(['Jane Doe']), 422, 'noText', { error: 'No text found' }],
      ['a password-protected PDF', () => fixture('cv-encrypted.pdf'), 422, 'encrypted', ENCRYPTED],
      ['a password-protected .doc', () => markWordFileEncrypted(fixture('cv.doc')), 422, 'encrypted', ENCRYPTED],
      ['a password-protected .docx', () => renameCfbStream(fixture('cv.doc'), 'WordDocument', 'EncryptedPackage'), 422, 'encrypted', ENCRYPTED],
      ['a truncated PDF', () => fixture('cv-two-pages.pdf').subarray(0, 9000), 422, 'corrupt', UNREADABLE],
      ['a truncated DOCX', () => docxBytes().subarray(0, 400), 422, 'corrupt', UNREADABLE],
      ['a truncated .doc', () => fixture('cv.doc').subarray(0, 6000), 422, 'corrupt', UNREADABLE],
      ['a PDF whose body is garbage', garbagePdf, 422, 'corrupt', UNREADABLE],
      ['a DOCX whose document is not XML', () => buildZip(docxParts([], { data: Buffer.from('this is not xml <<<') })), 422, 'corrupt', UNREADABLE],
      ['a DOCX declaring 3 GB of XML', () => buildDocxDeclaringHugeXml(3_000_000_000), 422, 'tooComplex', TOO_COMPLEX],
      ['a DOCX whose XML really unpacks to 200 MB while declaring 1 KB', () => buildLyingDocxBomb(200 * MB), 422, 'tooComplex', TOO_COMPLEX],
      ['a PDF whose page content unpacks to 200 MB', () => buildPdfBomb(200 * MB), 422, 'tooComplex', TOO_COMPLEX],
      ['a file over 5 MB', oversized, 413, 'fileTooLarge', ERROR_TEXT.fileTooLarge],
      ['a PDF of 51 pages', () => buildTextPdf(Array.from({ length: 51 }, () => PAGE_ONE)), 422, 'tooLong', TOO_LONG],
      [
        'a Word file with more than 100 000 characters',
        () => buildDocx(Array.from({ length: 1200 }, (_, i) => `Paragraph ${i}: ${'a'.repeat(90)}`)),
        422,
        'tooLong',
        TOO_LONG,
      ],
    ];

    it.each(cases)('%s', async (_label, build, statusCode, reason, text) => {
      const sessionId = await newSession();
      const res = await upload(sessionId, await build()).expect(statusCode);
      expect(res.body).toMatchObject({ statusCode, ...text, data: { reason } });
      expect(res.body.message).toEqual(expect.any(String));
      expect(await status(sessionId)).toMatchObject({ hasCV: false });
    });

    it('keeps the previous CV when a later upload is refused', async () => {
      const sessionId = await newSession();
      const good = await upload(sessionId, buildTextPdf([PAGE_ONE]), 'good.pdf').expect(200);
      await upload(sessionId, buildImageOnlyPdf(), 'scan.pdf').expect(422);
      const saved = await storedSession(sessionId);
      expect(saved).toMatchObject({ cvFilename: 'good.pdf', cvText: good.body.cvContent });
    });

    it('rejects a request without a file', async () => {
      const sessionId = await newSession();
      const res = await request(t.http).post('/api/cv/upload').set('X-Session-ID', sessionId).field('name', 'cv').expect(400);
      expect(res.body).toMatchObject({ error: 'No file received', message: expect.stringContaining('"cv"') });
      const json = await request(t.http).post('/api/cv/upload').set('X-Session-ID', sessionId).send({ cv: 'text' }).expect(400);
      expect(json.body.error).toBe('No file received');
    });

    it('rejects a file sent in another field', async () => {
      const sessionId = await newSession();
      const res = await request(t.http)
        .post('/api/cv/upload')
        .set('X-Session-ID', sessionId)
        .attach('file', buildTextPdf([PAGE_ONE]), 'cv.pdf')
        .expect(400);
      expect(res.body.error).toBe('No file received');
    });

    it('rejects two files at once', async () => {
      const sessionId = await newSession();
      const pdf = buildTextPdf([PAGE_ONE]);
      const res = await request(t.http).post('/api/cv/upload').set('X-Session-ID', sessionId).attach('cv', pdf, 'a.pdf').attach('cv', pdf, 'b.pdf').expect(400);
      expect(res.body.error).toBe('Too many files');
    });

    it('refuses an oversized upload sent without a length while it streams, and answers 413', async () => {
      const sessionId = await newSession();
      const res = await streamUpload(t, sessionId, 3 * MAX_CV_BYTES);
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject(ERROR_TEXT.fileTooLarge);
      expect(await status(sessionId)).toMatchObject({ hasCV: false });
    });

    it('answers a cut multipart body with "Upload failed"', async () => {
      const sessionId = await newSession();
      const res = await request(t.http)
        .post('/api/cv/upload')
        .set('X-Session-ID', sessionId)
        .set('Content-Type', 'multipart/form-data; boundary=cut')
        .send('--cut\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n\r\n%PDF-1.4 and then nothing')
        .expect(400);
      expect(res.body).toMatchObject({ error: 'Upload failed' });
      expect(await status(sessionId)).toMatchObject({ hasCV: false });
    });

    it('refuses a caller without X-Session-ID', async () => {
      const res = await request(t.http)
        .post('/api/cv/upload')
        .attach('cv', buildTextPdf([PAGE_ONE]), 'cv.pdf')
        .expect(400);
      expect(res.body.error).toBe('Session required');
    });
  });

  describe('DELETE /api/cv', () => {
    it('clears the CV and answers the session status', async () => {
      const sessionId = await newSession();
      await upload(sessionId, buildTextPdf([PAGE_ONE])).expect(200);
      const res = await request(t.http).delete('/api/cv').set('X-Session-ID', sessionId).expect(200);
      expect(res.body).toEqual({ sessionId, hasCV: false, hasJobInfo: false, hasResult: false });
      expect(await status(sessionId)).toMatchObject({ hasCV: false });
      expect(await storedSession(sessionId)).toMatchObject({ cvFilename: null, cvSize: null, cvText: null });
    });

    it('is fine when there is no CV', async () => {
      const sessionId = await newSession();
      const res = await request(t.http).delete('/api/cv').set('X-Session-ID', sessionId).expect(200);
      expect(res.body).toMatchObject({ hasCV: false });
    });

    it('refuses a caller without X-Session-ID', async () => {
      const res = await request(t.http).delete('/api/cv').expect(400);
      expect(res.body.error).toBe('Session required');
    });
  });
});

describe('CV upload rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_EXPENSIVE_PER_MINUTE: '2' });
  });
  afterAll(() => t.close());

  it('applies the stricter limit for expensive routes', async () => {
    const sessionId = (await request(t.http).post('/api/session/init').expect(201)).body.sessionId;
    const upload = () =>
      request(t.http)
        .post('/api/cv/upload')
        .set('X-Session-ID', sessionId)
        .attach('cv', buildTextPdf([PAGE_ONE]), 'cv.pdf');
    await upload().expect(200);
    await upload().expect(200);
    const res = await upload().expect(429);
    expect(res.body).toMatchObject(ERROR_TEXT.tooManyRequests);
    await request(t.http).get('/api/session/status').set('X-Session-ID', sessionId).expect(200);
  });
});
