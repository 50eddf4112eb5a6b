import { deflateSync } from 'node:zlib';
import { findPdfDeflateStreams } from './pdf-streams';

const object = (dictionary: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`1 0 obj\n${dictionary}\nstream\r\n`), data, Buffer.from('\nendstream\nendobj\n')]);

describe('findPdfDeflateStreams', () => {
  it('finds zlib streams, whatever their dictionary says, and skips others', () => {
    const content = deflateSync(Buffer.from('BT (Hello) Tj ET'));
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      object('<< /Filter /FlateDecode >>', content),
      object('<< /Subtype /Image /Filter /DCTDecode >>', Buffer.from([0xff, 0xd8, 0xff, 0xe0])),
      object('<< /Subtype /Image /Filter /FlateDecode >>', content),
      object('<< >>', Buffer.from('BT (mainstream upstream) Tj ET')),
    ]);
    const streams = findPdfDeflateStreams(pdf, 10);
    expect(streams).toHaveLength(2);
    expect(pdf.subarray(streams![0].start, streams![0].end - 1)).toEqual(content);
    expect(streams!.every((s) => s.format === 'zlib')).toBe(true);
  });

  it('takes a stream without endstream to the end of the file', () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<< >>\nstream\n'), deflateSync(Buffer.from('x'))]);
    expect(findPdfDeflateStreams(pdf, 10)).toEqual([{ start: pdf.indexOf('stream\n') + 7, end: pdf.length, format: 'zlib' }]);
  });

  it('gives up past the maximum number of streams', () => {
    const one = object('<< >>', deflateSync(Buffer.from('x')));
    expect(findPdfDeflateStreams(Buffer.concat([one, one, one]), 2)).toBeUndefined();
  });
});
