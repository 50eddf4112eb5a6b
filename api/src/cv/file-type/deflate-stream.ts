/**
 * A compressed stream inside an uploaded file, as a byte range. The extraction worker unpacks
 * each one with a byte budget before any parser sees the file (see extract-worker.mjs): the
 * parsers unpack into buffers outside the worker's heap limit, so a decompression bomb would
 * otherwise take the whole process's memory.
 */
export interface DeflateStream {
  start: number;
  end: number;
  /** zlib: RFC 1950 (PDF FlateDecode); raw: RFC 1951 (ZIP entries). */
  format: 'zlib' | 'raw';
}
