import { CV_LIMITS } from '../cv-limits';
import { cvError } from '../cv-errors';
import { readCfbDirectory, startsLikeCfb } from './cfb-directory';
import type { DeflateStream } from './deflate-stream';
import { findPdfDeflateStreams } from './pdf-streams';
import { readZipDirectory, startsLikeZip } from './zip-directory';

export type CvFileKind = 'pdf' | 'docx' | 'doc';

export interface RecognizedCvFile {
  kind: CvFileKind;
  /** Compressed streams the worker must unpack within a budget before parsing. */
  deflateStreams: DeflateStream[];
}

const PDF_HEADER = Buffer.from('%PDF-');
const PDF_END = Buffer.from('%%EOF');
/** PDF readers look for the header in the first and for %%EOF in the last kilobyte. */
const PDF_MARKER_WINDOW = 1024;
const WORD_MAIN_PART = 'word/document.xml';
const XML_PART = /\.(xml|rels)$/i;
const WORD_FIB_MAGIC = 0xa5ec;
const WORD_FIB_ENCRYPTED = 0x0100;

/**
 * Decides what an uploaded file is from its bytes alone (never its name or declared type) and
 * checks its structure enough to refuse damaged, encrypted and oversized-when-unpacked files
 * before a parser sees them. Throws the AppError to answer with.
 */
export function recognizeCvFile(bytes: Buffer): RecognizedCvFile {
  if (bytes.length === 0) throw cvError('emptyFile');
  // A file that starts as a Word file is judged as one, even with a PDF header soon after (a polyglot).
  if (startsLikeZip(bytes)) return recognizeDocx(bytes);
  if (startsLikeCfb(bytes)) return recognizeDoc(bytes);
  if (bytes.subarray(0, PDF_MARKER_WINDOW).includes(PDF_HEADER)) return recognizePdf(bytes);
  throw cvError('invalidFileType');
}

/** Only whitespace may follow a PDF's last %%EOF; anything else is another file glued on. */
function endsAsPdf(bytes: Buffer): boolean {
  const end = bytes.lastIndexOf(PDF_END);
  if (end < 0 || end < bytes.length - PDF_MARKER_WINDOW) return false;
  return bytes.subarray(end + PDF_END.length).every((byte) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x00);
}

function recognizePdf(bytes: Buffer): RecognizedCvFile {
  if (!endsAsPdf(bytes)) throw cvError('corrupt');
  const deflateStreams = findPdfDeflateStreams(bytes, CV_LIMITS.maxDeflateStreams);
  if (!deflateStreams) throw cvError('tooComplex');
  return { kind: 'pdf', deflateStreams };
}

function recognizeDocx(bytes: Buffer): RecognizedCvFile {
  const zip = readZipDirectory(bytes, CV_LIMITS.maxZipEntries);
  if (zip.status === 'damaged' || zip.status === 'not-zip') throw cvError('corrupt');
  if (zip.status === 'too-large') throw cvError('tooComplex');
  if (!zip.entries.some((entry) => entry.name === WORD_MAIN_PART)) throw cvError('invalidFileType');

  const xmlParts = zip.entries.filter((entry) => XML_PART.test(entry.name));
  if (xmlParts.some((entry) => entry.encrypted)) throw cvError('encrypted');
  if (xmlParts.some((entry) => entry.method !== 0 && entry.method !== 8)) throw cvError('corrupt');
  const declaredXmlBytes = xmlParts.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declaredXmlBytes > CV_LIMITS.maxDocxXmlBytes) throw cvError('tooComplex');

  const deflateStreams = xmlParts
    .filter((entry) => entry.method === 8)
    .map((entry): DeflateStream => ({ start: entry.dataStart, end: entry.dataStart + entry.compressedSize, format: 'raw' }));
  return { kind: 'docx', deflateStreams };
}

function recognizeDoc(bytes: Buffer): RecognizedCvFile {
  const cfb = readCfbDirectory(bytes, { name: 'WordDocument', length: 12 });
  if (cfb.status !== 'ok') throw cvError('corrupt');
  const word = cfb.streams.find((stream) => stream.name === 'WordDocument');
  // The Word file's FIB starts with a magic number, and one of its flags says whether it is encrypted.
  if (word) {
    const fib = word.firstBytes;
    if (fib && fib.length >= 12) {
      if (fib.readUInt16LE(0) !== WORD_FIB_MAGIC) throw cvError('corrupt');
      if (fib.readUInt16LE(0x0a) & WORD_FIB_ENCRYPTED) throw cvError('encrypted');
    }
    return { kind: 'doc', deflateStreams: [] };
  }
  // A password-protected .docx is not a ZIP: it is a compound file holding the encrypted package.
  if (cfb.streams.some((stream) => stream.name === 'EncryptedPackage')) throw cvError('encrypted');
  throw cvError('invalidFileType');
}
