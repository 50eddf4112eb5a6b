import type { DeflateStream } from '../file-type/deflate-stream';
import type { CvFileKind } from '../file-type/recognize-cv-file';

/** Messages between ExtractionPool and extract-worker.mjs; the worker, plain JavaScript, mirrors these types. */
export interface ExtractionRequest {
  id: number;
  kind: CvFileKind;
  /** Transferred to the worker, not copied. */
  bytes: Uint8Array;
  deflateStreams: DeflateStream[];
  limits: {
    maxInflatedBytes: number;
    maxPdfPages: number;
    maxRawChars: number;
  };
}

/** Why the worker refused a file; each maps to one CV error. */
export type ExtractionFailure = 'encrypted' | 'corrupt' | 'too-complex' | 'too-long';

export type ExtractionReply = { id: number; ok: true; pages: string[] } | { id: number; ok: false; failure: ExtractionFailure; detail: string };

/** Sent once when the worker has loaded its parsers. */
export interface WorkerReady {
  ready: true;
}
