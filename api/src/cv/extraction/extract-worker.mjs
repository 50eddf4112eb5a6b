// Parses one uploaded CV at a time, off the API's event loop. Runs as a worker thread started by
// extraction-pool.ts; the message shapes are ExtractionRequest / ExtractionReply in
// extraction-protocol.ts. Plain JavaScript because a worker needs a real file in tests and in dist.
import mammoth from 'mammoth';
import { createInflate, createInflateRaw, constants as zlibConstants } from 'node:zlib';
import { parentPort } from 'node:worker_threads';
import { PDFParse } from 'pdf-parse';
import WordExtractor from 'word-extractor';

class Refusal extends Error {
  constructor(failure, detail) {
    super(detail);
    this.failure = failure;
  }
}

/** How many bytes a compressed stream really unpacks to, counting past `limit` no further. */
function inflatedSize(data, format, limit) {
  return new Promise((resolve) => {
    // SYNC_FLUSH: a stream cut short still reports what it unpacked so far.
    const options = { finishFlush: zlibConstants.Z_SYNC_FLUSH };
    const inflater = format === 'raw' ? createInflateRaw(options) : createInflate(options);
    let total = 0;
    inflater.on('data', (chunk) => {
      total += chunk.length;
      if (total > limit) {
        inflater.destroy();
        resolve(total);
      }
    });
    inflater.on('end', () => resolve(total));
    // A broken stream is the parser's business: it decides whether the file is readable.
    inflater.on('error', () => resolve(total));
    inflater.end(data);
  });
}

async function assertUnpacksWithin(bytes, streams, budget) {
  let remaining = budget;
  for (const { start, end, format } of streams) {
    remaining -= await inflatedSize(bytes.subarray(start, end), format, remaining);
    if (remaining < 0) throw new Refusal('too-complex', `compressed streams unpack to more than ${budget} bytes`);
  }
}

function capPages(pages, maxChars) {
  const kept = [];
  let total = 0;
  for (const page of pages) {
    if (total >= maxChars) break;
    kept.push(page.slice(0, maxChars - total));
    total += page.length;
  }
  return kept;
}

/**
 * Like mammoth's extractRawText, which drops line breaks inside a paragraph (<w:br/>): text of
 * each paragraph followed by an empty line, tabs kept, breaks as line ends.
 */
function wordText(element) {
  switch (element.type) {
    case 'text':
      return element.value;
    case 'tab':
      return '\t';
    case 'break':
      return '\n';
    case 'paragraph':
      return `${childrenText(element)}\n\n`;
    default:
      return childrenText(element);
  }
}

function childrenText(element) {
  return (element.children ?? []).map(wordText).join('');
}

function asBuffer(bytes) {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

const extractors = {
  async pdf(bytes, limits) {
    const parser = new PDFParse({
      data: bytes,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    });
    try {
      const result = await parser.getText({ first: limits.maxPdfPages });
      if (result.total > limits.maxPdfPages) throw new Refusal('too-long', `${result.total} pages, more than ${limits.maxPdfPages}`);
      return result.pages.map((page) => page.text);
    } catch (error) {
      if (error?.name === 'PasswordException') throw new Refusal('encrypted', error.message);
      throw error;
    } finally {
      await parser.destroy();
    }
  },
  async docx(bytes) {
    let document;
    // mammoth's public API hands out the parsed document only on the way to HTML; the HTML is skipped.
    await mammoth.convertToHtml(
      { buffer: asBuffer(bytes) },
      {
        transformDocument: (parsed) => {
          document = parsed;
          return { ...parsed, children: [] };
        },
      },
    );
    return [wordText(document)];
  },
  async doc(bytes) {
    const document = await new WordExtractor().extract(asBuffer(bytes));
    return [document.getBody()];
  },
};

async function extract(request) {
  await assertUnpacksWithin(request.bytes, request.deflateStreams, request.limits.maxInflatedBytes);
  const pages = await extractors[request.kind](request.bytes, request.limits);
  return capPages(pages, request.limits.maxRawChars);
}

parentPort.on('message', async (request) => {
  try {
    const pages = await extract(request);
    parentPort.postMessage({ id: request.id, ok: true, pages });
  } catch (error) {
    // Anything a parser throws on a user's file means the file cannot be read.
    const failure = error instanceof Refusal ? error.failure : 'corrupt';
    parentPort.postMessage({ id: request.id, ok: false, failure, detail: String(error?.message ?? error) });
  }
});

// One small parse before reporting ready: it compiles pdf.js's hot paths (the first real PDF then
// takes ~20 ms instead of ~90 ms) and proves that the parsers load. pdf.js rebuilds the missing
// cross-reference table itself.
const WARM_UP_PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 50] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >> endobj
4 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj
5 0 obj << /Length 36 >> stream
BT /F1 12 Tf 10 20 Td (warm up) Tj ET
endstream endobj
trailer << /Root 1 0 R >>
%%EOF`;
await extractors.pdf(new TextEncoder().encode(WARM_UP_PDF), { maxPdfPages: 1 });

parentPort.postMessage({ ready: true });
