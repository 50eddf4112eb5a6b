const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const END_OF_DIRECTORY_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** ZIP64 marks a size or offset field with all ones; a CV never needs ZIP64. */
const ZIP64_U16 = 0xffff;
const ZIP64_U32 = 0xffffffff;

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  encrypted: boolean;
  compressedSize: number;
  /** As declared by the archive; a hostile archive may lie about it. */
  uncompressedSize: number;
  /** Where the entry's compressed bytes start in the file. */
  dataStart: number;
}

export type ZipDirectory =
  | { status: 'ok'; entries: ZipEntry[] }
  /** Not a ZIP file at all. */
  | { status: 'not-zip' }
  /** Starts like a ZIP but its directory is missing or points outside the file (e.g. truncated). */
  | { status: 'damaged' }
  /** ZIP64 sizes or more entries than `maxEntries`. */
  | { status: 'too-large' };

export function startsLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && Buffer.from(bytes.buffer, bytes.byteOffset, 4).readUInt32LE(0) === LOCAL_HEADER;
}

function findEndOfDirectory(buf: Buffer): number {
  const lowest = Math.max(0, buf.length - END_OF_DIRECTORY_SIZE - MAX_COMMENT);
  for (let at = buf.length - END_OF_DIRECTORY_SIZE; at >= lowest; at--) {
    if (buf.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

/**
 * Reads a ZIP file's central directory without unpacking anything. Every offset is checked
 * against the file, so a damaged or hostile archive yields a status, never an exception.
 */
export function readZipDirectory(bytes: Uint8Array, maxEntries: number): ZipDirectory {
  if (!startsLikeZip(bytes)) return { status: 'not-zip' };
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (buf.length < END_OF_DIRECTORY_SIZE) return { status: 'damaged' };
  const end = findEndOfDirectory(buf);
  if (end < 0) return { status: 'damaged' };
  // The archive ends with this record and its comment; bytes after it are another file glued on (a polyglot).
  if (end + END_OF_DIRECTORY_SIZE + buf.readUInt16LE(end + 20) !== buf.length) return { status: 'damaged' };

  const count = buf.readUInt16LE(end + 10);
  const directorySize = buf.readUInt32LE(end + 12);
  const directoryStart = buf.readUInt32LE(end + 16);
  if (count === ZIP64_U16 || directorySize === ZIP64_U32 || directoryStart === ZIP64_U32) return { status: 'too-large' };
  if (count > maxEntries) return { status: 'too-large' };
  if (directoryStart + directorySize > end) return { status: 'damaged' };

  const entries: ZipEntry[] = [];
  let at = directoryStart;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || buf.readUInt32LE(at) !== CENTRAL_HEADER) return { status: 'damaged' };
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const compressedSize = buf.readUInt32LE(at + 20);
    const uncompressedSize = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const localHeader = buf.readUInt32LE(at + 42);
    if (compressedSize === ZIP64_U32 || uncompressedSize === ZIP64_U32 || localHeader === ZIP64_U32) return { status: 'too-large' };
    const nameEnd = at + 46 + nameLength;
    if (nameEnd > end) return { status: 'damaged' };
    const name = buf.toString('utf8', at + 46, nameEnd);

    if (localHeader + 30 > buf.length || buf.readUInt32LE(localHeader) !== LOCAL_HEADER) return { status: 'damaged' };
    const dataStart = localHeader + 30 + buf.readUInt16LE(localHeader + 26) + buf.readUInt16LE(localHeader + 28);
    if (dataStart + compressedSize > buf.length) return { status: 'damaged' };

    entries.push({ name, method, encrypted: (flags & 1) === 1, compressedSize, uncompressedSize, dataStart });
    at = nameEnd + extraLength + commentLength;
  }
  return { status: 'ok', entries };
}
