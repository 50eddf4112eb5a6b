/** Limits of CV reading, in one place. The upload size limit itself is MAX_CV_BYTES (contracts). */
export const CV_LIMITS = {
  /** A CV with more text than this (after clean-up) is refused as too long. */
  maxTextChars: 100_000,
  /** Fewer characters than this (after clean-up) means nothing usable was found, e.g. a scan. */
  minTextChars: 50,
  /** The worker hands back at most this much raw text; clean-up then shrinks it. */
  maxRawChars: 500_000,
  /** A PDF with more pages than this is refused as too long: a CV is a few pages long. */
  maxPdfPages: 50,
  /** Sum of the declared unpacked sizes of a DOCX's XML parts. */
  maxDocxXmlBytes: 20 * 1024 * 1024,
  maxZipEntries: 2_000,
  /** Bytes that the deflate streams (PDF streams, DOCX XML parts) may really unpack to, together. */
  maxInflatedBytes: 128 * 1024 * 1024,
  maxDeflateStreams: 10_000,
} as const;

/** The worker threads that parse files. */
export const EXTRACTION_POOL_LIMITS = {
  workers: 2,
  /** Jobs waiting for a free worker; beyond that an upload is answered "busy". */
  maxQueued: 16,
  timeLimitMs: 15_000,
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 32,
  /** A worker is replaced after this many files, so a slow leak in a parser cannot grow forever. */
  maxTasksPerWorker: 200,
  /** An idle server keeps no parser in memory (issue 15's idle memory); the next file pays a cold start of about 150 ms. */
  idleMs: 60_000,
} as const;
