import type { DeflateStream } from './deflate-stream';

const STREAM = Buffer.from('stream');
const END = Buffer.from('end');
const ENDSTREAM = Buffer.from('endstream');
const CR = 0x0d;
const LF = 0x0a;

/** RFC 1950: a zlib stream starts with CM = 8 (deflate), a window of at most 32 KB and a header checksum. */
function startsLikeZlib(buf: Buffer, at: number): boolean {
  if (at + 2 > buf.length) return false;
  const cmf = buf[at];
  const flg = buf[at + 1];
  return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && ((cmf << 8) | flg) % 31 === 0;
}

/**
 * Finds the data of every zlib-compressed (FlateDecode) stream in a PDF by its `stream` …
 * `endstream` keywords, whatever object it belongs to: the parser decodes content streams
 * whatever their dictionary claims, so none may be skipped. Returns undefined past `max` streams.
 */
export function findPdfDeflateStreams(buf: Buffer, max: number): DeflateStream[] | undefined {
  const streams: DeflateStream[] = [];
  let at = buf.indexOf(STREAM);
  while (at !== -1) {
    const isEndKeyword = at >= 3 && buf.subarray(at - 3, at).equals(END);
    let start = at + STREAM.length;
    if (buf[start] === CR) start++;
    if (buf[start] === LF) start++;
    const hasLineBreak = start > at + STREAM.length;
    if (isEndKeyword || !hasLineBreak) {
      at = buf.indexOf(STREAM, at + STREAM.length);
      continue;
    }
    const endKeyword = buf.indexOf(ENDSTREAM, start);
    const end = endKeyword === -1 ? buf.length : endKeyword;
    if (startsLikeZlib(buf, start)) {
      if (streams.length === max) return undefined;
      streams.push({ start, end, format: 'zlib' });
    }
    at = endKeyword === -1 ? -1 : buf.indexOf(STREAM, endKeyword + ENDSTREAM.length);
  }
  return streams;
}
