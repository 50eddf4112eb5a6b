import { constants as zlibConstants, createDeflate, createDeflateRaw } from 'node:zlib';
import { docxParts } from './build-docx';
import { assemblePdf } from './build-pdf';
import { buildZip } from './build-zip';

/** `size` bytes of spaces, deflated: a few hundred kilobytes that unpack to far more. */
async function deflatedSpaces(size: number, format: 'zlib' | 'raw'): Promise<Buffer> {
  const options = { level: zlibConstants.Z_BEST_COMPRESSION };
  const deflate = format === 'raw' ? createDeflateRaw(options) : createDeflate(options);
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const block = Buffer.alloc(16 * 1024 * 1024, 0x20);
  for (let written = 0; written < size; written += block.length) deflate.write(block);
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

/** A DOCX whose word/document.xml declares 1 KB but really unpacks to `unpackedBytes`. */
export async function buildLyingDocxBomb(unpackedBytes: number): Promise<Buffer> {
  const deflated = await deflatedSpaces(unpackedBytes, 'raw');
  return buildZip(docxParts([], { data: Buffer.alloc(1024, 0x20), deflated, declaredSize: 1024 }));
}

/** A DOCX that honestly declares `declaredBytes` of XML (the data itself is small). */
export function buildDocxDeclaringHugeXml(declaredBytes: number): Buffer {
  return buildZip(docxParts(['Jane Doe'], { declaredSize: declaredBytes }));
}

/** A one-page PDF whose content stream unpacks to `unpackedBytes`. */
export async function buildPdfBomb(unpackedBytes: number): Promise<Buffer> {
  return assemblePdf([
    { dictionary: '<< /Type /Catalog /Pages 2 0 R >>' },
    { dictionary: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
    { dictionary: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>' },
    { dictionary: '<< /Filter /FlateDecode >>', stream: await deflatedSpaces(unpackedBytes, 'zlib') },
  ]);
}
