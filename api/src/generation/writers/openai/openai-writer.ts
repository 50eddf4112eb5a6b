import OpenAI from 'openai';
import { LetterWriterError, type LetterRequest, type LetterWriter, type WriteOptions, type WrittenLetter } from '../../letter-writer';
import { readLetterAnswer } from './letter-answer';
import { buildUserMessage, LETTER_RESPONSE_FORMAT, SYSTEM_PROMPT } from './letter-prompt';

export interface OpenAiWriterOptions {
  apiKey: string;
  /** Any OpenAI-compatible server (Ollama, vLLM, OpenRouter); unset means api.openai.com. */
  baseUrl?: string;
  model: string;
  timeoutMs: number;
}

/** One retry on 408/409/429/5xx and connection failures (the SDK's own backoff), then a clear error. */
const MAX_RETRIES = 1;
/** Room for the SDK's backoff between the two attempts. */
const BACKOFF_ALLOWANCE_MS = 5_000;

/**
 * A connection failure that took at least one attempt's timeout is a timeout: the SDK cannot always
 * tell (an AbortError from another realm, as under jest, reaches it as a plain connection error).
 */
function toWriterError(error: unknown, elapsedMs: number, timeoutMs: number): unknown {
  if (error instanceof LetterWriterError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError) {
    return new LetterWriterError('timeout', 'The AI service did not answer in time', { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return elapsedMs >= timeoutMs
      ? new LetterWriterError('timeout', `The AI service did not answer within ${timeoutMs} ms`, { cause: error })
      : new LetterWriterError('unavailable', `Could not reach the AI service: ${error.message}`, { cause: error });
  }
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
    const failure = error.status === 429 || error.status >= 500 ? 'unavailable' : 'rejected';
    return new LetterWriterError(failure, `The AI service answered ${error.status}: ${error.message}`, { cause: error });
  }
  return error;
}

/** The LetterWriter on any OpenAI-compatible Chat Completions API, with structured (JSON schema) output. */
export class OpenAiLetterWriter implements LetterWriter {
  readonly maxDurationMs: number;
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiWriterOptions) {
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseUrl, timeout: options.timeoutMs, maxRetries: MAX_RETRIES });
    this.maxDurationMs = options.timeoutMs * (MAX_RETRIES + 1) + BACKOFF_ALLOWANCE_MS;
  }

  /** A model can get a fact wrong: a letter the checker refuses is written once more, with the findings. */
  readonly resamples = 1;

  async write(request: LetterRequest, options: WriteOptions = {}): Promise<WrittenLetter> {
    return readLetterAnswer(await this.complete(request, options.feedback));
  }

  /**
   * The SDK bounds each attempt by `timeout` but honours a provider's Retry-After however long it
   * is; this deadline bounds the whole call, so the generation lease always outlives it.
   */
  private async complete(request: LetterRequest, feedback?: string[]) {
    const started = Date.now();
    const abort = new AbortController();
    let deadline: NodeJS.Timeout | undefined;
    const call = this.client.chat.completions.create(
      {
        model: this.options.model,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: buildUserMessage(request, feedback) },
        ],
        response_format: LETTER_RESPONSE_FORMAT,
      },
      { signal: abort.signal },
    );
    const timedOut = new Promise<never>((_, reject) => {
      deadline = setTimeout(() => {
        abort.abort();
        reject(new LetterWriterError('timeout', `The AI service did not answer within ${this.maxDurationMs} ms`));
      }, this.maxDurationMs);
    });
    try {
      return await Promise.race([call, timedOut]);
    } catch (error) {
      throw toWriterError(error, Date.now() - started, this.options.timeoutMs);
    } finally {
      clearTimeout(deadline);
      // After the deadline the SDK's promise still settles; its outcome is no longer wanted.
      call.catch(() => undefined);
    }
  }
}
