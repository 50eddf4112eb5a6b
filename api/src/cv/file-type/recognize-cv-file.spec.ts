import { buildDocx } from '../../../test/cv/support/build-docx';
import { buildTextPdf } from '../../../test/cv/support/build-pdf';
import { buildZip } from '../../../test/cv/support/build-zip';
import { fixture, markWordFileEncrypted, renameCfbStream } from '../../../test/cv/support/fixtures';
import type { AppError } from '../../common/app-error';
import { recognizeCvFile } from './recognize-cv-file';

function refusal(bytes: Buffer): { status: number; reason: unknown } {
  try {
    recognizeCvFile(bytes);
  } catch (error) {
    return { status: (error as AppError).getStatus(), reason: (error as AppError).data?.reason };
  }
  throw new Error('The file was accepted');
}

describe('recognizeCvFile', () => {
  it('recognises PDF, DOCX and DOC by their bytes', () => {
    expect(recognizeCvFile(buildTextPdf([['Jane Doe']])).kind).toBe('pdf');
    expect(recognizeCvFile(fixture('cv-two-pages.pdf'))).toEqual({
      kind: 'pdf',
      deflateStreams: expect.arrayContaining([expect.objectContaining({ format: 'zlib' })]),
    });
    expect(recognizeCvFile(buildDocx(['Jane Doe']))).toEqual({
      kind: 'docx',
      deflateStreams: expect.arrayContaining([expect.objectContaining({ format: 'raw' })]),
    });
    expect(recognizeCvFile(fixture('cv.doc'))).toEqual({ kind: 'doc', deflateStreams: [] });
  });

  it('accepts a PDF header after a little leading junk, as PDF readers do', () => {
    expect(recognizeCvFile(Buffer.concat([Buffer.from('\r\n   '), buildTextPdf([['Jane Doe']])])).kind).toBe('pdf');
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 400, 'emptyFile'],
    ['text', Buffer.from('Jane Doe'), 400, 'invalidFileType'],
    ['a ZIP without word/document.xml', buildZip([{ name: 'content.xml', data: Buffer.from('<x/>') }]), 400, 'invalidFileType'],
    ['an OLE2 file that is not Word', renameCfbStream(fixture('cv.doc'), 'WordDocument', 'Workbook'), 400, 'invalidFileType'],
    ['a PDF without %%EOF at its end', buildTextPdf([['Jane Doe']]).subarray(0, 300), 422, 'corrupt'],
    ['a cut ZIP', buildDocx(['Jane Doe']).subarray(0, 200), 422, 'corrupt'],
    ['a cut .doc', fixture('cv.doc').subarray(0, 5000), 422, 'corrupt'],
    ['an encrypted .doc', markWordFileEncrypted(fixture('cv.doc')), 422, 'encrypted'],
    ['a password-protected .docx', renameCfbStream(fixture('cv.doc'), 'WordDocument', 'EncryptedPackage'), 422, 'encrypted'],
    [
      'a DOCX declaring huge XML',
      buildZip([{ name: 'word/document.xml', data: Buffer.from('<w:document/>'), declaredSize: 50 * 1024 * 1024 }]),
      422,
      'tooComplex',
    ],
  ])('refuses %s', (_label, bytes, status, reason) => {
    expect(refusal(bytes)).toEqual({ status, reason });
  });
});
