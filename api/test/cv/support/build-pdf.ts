import { deflateSync } from 'node:zlib';

/** Escapes a string for a PDF literal; the text must be Latin-1 (WinAnsi with the standard fonts). */
function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

interface PdfObject {
  dictionary: string;
  stream?: Buffer;
}

/**
 * Serialises objects 1..n with a correct cross-reference table; object 1 must be the catalog.
 * `padding` adds that many bytes of comment after the header, to reach a given file size.
 */
export function assemblePdf(objects: PdfObject[], padding = 0): Buffer {
  const header = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const comment = padding >= 2 ? Buffer.concat([Buffer.from('%'), Buffer.alloc(padding - 2, 0x20), Buffer.from('\n')]) : Buffer.alloc(0);
  const parts: Buffer[] = [Buffer.concat([header, comment])];
  let length = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const body = object.stream
      ? Buffer.concat([
          Buffer.from(`${index + 1} 0 obj\n${object.dictionary.replace(/>>\s*$/, ` /Length ${object.stream.length} >>`)}\nstream\n`),
          object.stream,
          Buffer.from('\nendstream\nendobj\n'),
        ])
      : Buffer.from(`${index + 1} 0 obj\n${object.dictionary}\nendobj\n`);
    parts.push(body);
    length += body.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

export interface TextPdfOptions {
  /** Drawn at the top of every page. */
  header?: string;
  /** Drawn at the bottom of every page, e.g. (n, total) => `Page ${n} of ${total}`. */
  footer?: (page: number, total: number) => string;
  /** Compress the page content with FlateDecode. */
  compress?: boolean;
  /** Bytes of comment to add (see assemblePdf). */
  padding?: number;
}

/** A text PDF made by hand: one line of text per entry, Helvetica 11 pt, A4. */
export function buildTextPdf(pages: string[][], options: TextPdfOptions = {}): Buffer {
  const pageIds = pages.map((_, i) => 4 + i * 2);
  const objects: PdfObject[] = [
    { dictionary: '<< /Type /Catalog /Pages 2 0 R >>' },
    { dictionary: `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>` },
    { dictionary: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>' },
  ];
  pages.forEach((lines, index) => {
    const draw = (text: string, y: number) => `BT /F1 11 Tf 72 ${y} Td ${pdfString(text)} Tj ET\n`;
    let content = options.header ? draw(options.header, 800) : '';
    lines.forEach((line, i) => (content += draw(line, 760 - i * 16)));
    if (options.footer) content += draw(options.footer(index + 1, pages.length), 40);
    const raw = Buffer.from(content, 'latin1');
    objects.push({
      dictionary: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[index] + 1} 0 R >>`,
    });
    objects.push(options.compress ? { dictionary: '<< /Filter /FlateDecode >>', stream: deflateSync(raw) } : { dictionary: '<< >>', stream: raw });
  });
  return assemblePdf(objects, options.padding);
}

/** A "scanned" page: one grey image and no text at all. */
export function buildImageOnlyPdf(): Buffer {
  const width = 200;
  const height = 280;
  const pixels = Buffer.alloc(width * height, 0);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7) % 251;
  return assemblePdf([
    { dictionary: '<< /Type /Catalog /Pages 2 0 R >>' },
    { dictionary: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
    { dictionary: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R >>' },
    { dictionary: '<< >>', stream: Buffer.from('q 500 0 0 700 48 71 cm /Im1 Do Q\n') },
    {
      dictionary: `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode >>`,
      stream: deflateSync(pixels),
    },
  ]);
}
