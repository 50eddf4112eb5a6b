import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import * as zlib from 'node:zlib';
import { FetchError } from './fetch-error';

const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
const inflateRaw = promisify(zlib.inflateRaw);
const brotli = promisify(zlib.brotliDecompress);

function tooLarge(url: string, limitBytes: number): FetchError {
  return new FetchError('too-large', `The page is over ${limitBytes} bytes`, { url, limitBytes });
}

/** Reads the raw body, refusing it as soon as it passes `maxBytes`. */
function readRaw(res: IncomingMessage, maxBytes: number, url: string): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (!res.headers['content-encoding'] && Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    return Promise.reject(tooLarge(url, maxBytes));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      reject(error);
      res.destroy();
    };
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return fail(tooLarge(url, maxBytes));
      chunks.push(chunk);
    });
    res.on('end', () => {
      settled = true;
      resolve(Buffer.concat(chunks));
    });
    res.on('error', fail);
    res.on('aborted', () => fail(new FetchError('connect', 'The connection closed before the page was complete', { url })));
  });
}

async function decompress(raw: Buffer, encoding: string, maxBytes: number, url: string): Promise<Buffer> {
  // maxOutputLength makes zlib stop at the cap, so a small compressed bomb cannot fill memory.
  const options = { maxOutputLength: maxBytes };
  try {
    switch (encoding) {
      case '':
      case 'identity':
        return raw;
      case 'gzip':
      case 'x-gzip':
        return await gunzip(raw, options);
      case 'deflate':
        // Servers send either zlib-wrapped (RFC 1950) or raw (RFC 1951) deflate under this name.
        return await inflate(raw, options).catch((error: NodeJS.ErrnoException) =>
          error.code === 'Z_DATA_ERROR' ? inflateRaw(raw, options) : Promise.reject(error),
        );
      case 'br':
        return await brotli(raw, options);
      default:
        throw new FetchError('decode', `Unsupported content encoding ${encoding}`, { url });
    }
  } catch (error) {
    if (error instanceof FetchError) throw error;
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(url, maxBytes);
    throw new FetchError('decode', `Could not decode the ${encoding} body`, { url }, { cause: error });
  }
}

function charsetOf(contentType: string, head: Buffer): string {
  const fromHeader = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  if (fromHeader) return fromHeader;
  const prefix = head.subarray(0, 2048).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(prefix)?.[1] ?? 'utf-8';
}

function decodeText(body: Buffer, contentType: string): string {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charsetOf(contentType, body));
  } catch {
    // An unknown charset label: UTF-8 is what browsers fall back to for most of the web.
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(body);
}

/** The body as text: decompressed (gzip, deflate, br), capped at `maxBytes` decoded, charset applied. */
export async function readTextBody(res: IncomingMessage, maxBytes: number, url: string): Promise<string> {
  const encoding = String(res.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const raw = await readRaw(res, maxBytes, url);
  const body = await decompress(raw, encoding, maxBytes, url);
  return decodeText(body, String(res.headers['content-type'] ?? ''));
}
