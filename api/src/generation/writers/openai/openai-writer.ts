import OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { LetterWriterError, type LetterRequest, type LetterWriter, type TokenUsage, type WriteOptions, type WrittenLetter } from '../../letter-writer';
import { adjustForRefusal, buildChatRequest } from './chat-request';
import { readLetterAnswer } from './letter-answer';
import { PROMPT_VERSION } from './letter-prompt';
import { isRetryableStatus, MAX_ATTEMPTS, retryDelayMs } from './retry-policy';

export interface OpenAiWriterOptions {
  apiKey: string;
  /** Any OpenAI-compatible server (Ollama, vLLM, OpenRouter); unset means api.openai.com. */
  baseUrl?: string;
  model: string;
  /** The deadline of one write, every attempt and every wait between them included. */
  timeoutMs: number;
  temperature: number;
  maxTokens: number;
  seed: number;
}

/** Time for a call cut off at the deadline to settle; the generation lease outlives both. */
const SETTLE_MS = 1_000;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function usageOf(completion: ChatCompletion): TokenUsage | null {
  const usage = completion.usage;
  if (!usage) return null;
  return { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens, totalTokens: usage.total_tokens };
}

function timeout(timeoutMs: number, cause?: unknown): LetterWriterError {
  return new LetterWriterError('timeout', `The AI service did not answer within ${timeoutMs} ms`, { cause });
}

/**
 * The LetterWriter on any OpenAI-compatible Chat Completions API, with structured (JSON schema)
 * output. One write has one deadline (OPENAI_TIMEOUT_MS): 429, 5xx and connection failures are
 * retried with backoff, honouring Retry-After, while the wait and another attempt fit before it;
 * a 400 that refuses part of the request is sent again without that part (JSON mode instead of
 * `json_schema`, and so on); any other 4xx is final.
 */
export class OpenAiLetterWriter implements LetterWriter {
  readonly maxDurationMs: number;
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiWriterOptions) {
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseUrl, maxRetries: 0 });
    this.maxDurationMs = options.timeoutMs + SETTLE_MS;
  }

  /** A model can get a fact wrong: a letter the checker refuses is written once more, with the findings. */
  readonly resamples = 1;

  async write(request: LetterRequest, writeOptions: WriteOptions = {}): Promise<WrittenLetter> {
    const completion = await this.complete(buildChatRequest(request, writeOptions, this.options));
    return {
      ...readLetterAnswer(completion),
      provenance: { model: completion.model || this.options.model, promptVersion: PROMPT_VERSION, usage: usageOf(completion) },
    };
  }

  private async complete(first: ChatCompletionCreateParamsNonStreaming): Promise<ChatCompletion> {
    const deadline = Date.now() + this.options.timeoutMs;
    let body = first;
    let attempt = 0;
    for (;;) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw timeout(this.options.timeoutMs);
      attempt += 1;
      try {
        return await this.attempt(body, remaining, deadline);
      } catch (error) {
        if (!(error instanceof OpenAI.APIError)) throw error;
        if (typeof error.status === 'number') {
          if (error.status === 400) {
            const adjusted = adjustForRefusal(body, { param: error.param, message: error.error ? error.message : '' });
            if (adjusted) {
              body = adjusted;
              attempt -= 1;
              continue;
            }
          }
          if (!isRetryableStatus(error.status)) {
            throw new LetterWriterError('rejected', `The AI service answered ${error.status}: ${error.message}`, { cause: error });
          }
          // A used-up quota is a 429 that waiting does not cure.
          if (error.code === 'insufficient_quota')
            throw new LetterWriterError('unavailable', `The AI service answered ${error.status}: ${error.message}`, { cause: error });
        }
        const delay = retryDelayMs(attempt, error.headers);
        if (attempt >= MAX_ATTEMPTS || Date.now() + delay >= deadline) throw this.giveUp(error, deadline);
        await sleep(delay);
      }
    }
  }

  /** One call, cut off at the deadline whatever the SDK does. */
  private async attempt(body: ChatCompletionCreateParamsNonStreaming, remainingMs: number, deadline: number): Promise<ChatCompletion> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), remainingMs);
    try {
      return await this.client.chat.completions.create(body, { signal: abort.signal, timeout: remainingMs, maxRetries: 0 });
    } catch (error) {
      // An abort from another realm (as under jest) reaches the SDK as a plain connection error: the clock tells.
      const timedOut = error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError || Date.now() >= deadline;
      if (timedOut && !(error instanceof OpenAI.APIError && typeof error.status === 'number')) throw timeout(this.options.timeoutMs, error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** After the last attempt, or when the wait would pass the deadline: a status the provider kept answering, or no connection. */
  private giveUp(error: InstanceType<typeof OpenAI.APIError>, deadline: number): LetterWriterError {
    if (typeof error.status === 'number') {
      return new LetterWriterError('unavailable', `The AI service answered ${error.status}: ${error.message}`, { cause: error });
    }
    if (Date.now() >= deadline) return timeout(this.options.timeoutMs, error);
    return new LetterWriterError('unavailable', `Could not reach the AI service: ${error.message}`, { cause: error });
  }
}
