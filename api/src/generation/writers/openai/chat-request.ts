import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import type { LetterRequest, WriteOptions } from '../../letter-writer';
import { buildUserMessage, JSON_OBJECT_RESPONSE_FORMAT, LETTER_RESPONSE_FORMAT, SYSTEM_PROMPT } from './letter-prompt';

export interface SamplingSettings {
  model: string;
  temperature: number;
  maxTokens: number;
  /** The seed of a first letter; variant n uses seed + n, so a regenerate is a new sample and a retry the same one. */
  seed: number;
}

export function buildChatRequest(request: LetterRequest, options: WriteOptions, settings: SamplingSettings): ChatCompletionCreateParamsNonStreaming {
  return {
    model: settings.model,
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: buildUserMessage(request, options) },
    ],
    response_format: LETTER_RESPONSE_FORMAT,
    temperature: settings.temperature,
    seed: settings.seed + (options.variant ?? 0),
    max_tokens: settings.maxTokens,
  };
}

/** What a 400 says about the request, in the words of OpenAI, Azure, vLLM, Ollama, LM Studio and OpenRouter; '' when its body has no `error` object to read. */
export interface Refusal {
  param: string | null | undefined;
  message: string;
}

type Adjustment = (body: ChatCompletionCreateParamsNonStreaming) => ChatCompletionCreateParamsNonStreaming;

function names(refusal: Refusal, param: string, pattern: RegExp): boolean {
  return refusal.param === param || pattern.test(refusal.message);
}

/**
 * A server that refuses part of the request with a 400 gets the request without it, once per part:
 * `json_schema` falls back to JSON mode (the system prompt names the fields; also after a 400 that
 * cannot be read, as older vLLM servers send it, since a schema is what such servers refuse), a model that wants
 * `max_completion_tokens` gets it, and a refused seed or temperature is left out. Any other 400 is final.
 */
const ADJUSTMENTS: { applies: (body: ChatCompletionCreateParamsNonStreaming, refusal: Refusal) => boolean; adjust: Adjustment }[] = [
  {
    applies: (body, refusal) =>
      body.response_format?.type === 'json_schema' &&
      ((refusal.message === '' && !refusal.param) || names(refusal, 'response_format', /response_format|json_schema|structured output/i)),
    adjust: (body) => ({ ...body, response_format: JSON_OBJECT_RESPONSE_FORMAT }),
  },
  {
    applies: (body, refusal) => body.max_tokens !== undefined && names(refusal, 'max_tokens', /\bmax_tokens\b/),
    adjust: ({ max_tokens, ...body }) => ({ ...body, max_completion_tokens: max_tokens }),
  },
  {
    applies: (body, refusal) => body.seed !== undefined && names(refusal, 'seed', /\bseed\b/i),
    adjust: ({ seed: _seed, ...body }) => body,
  },
  {
    applies: (body, refusal) => body.temperature !== undefined && names(refusal, 'temperature', /\btemperature\b/i),
    adjust: ({ temperature: _temperature, ...body }) => body,
  },
];

/** The request adjusted to what the server refused, or null when the refusal is about something else (the 400 stands). */
export function adjustForRefusal(body: ChatCompletionCreateParamsNonStreaming, refusal: Refusal): ChatCompletionCreateParamsNonStreaming | null {
  const adjustment = ADJUSTMENTS.find(({ applies }) => applies(body, refusal));
  return adjustment ? adjustment.adjust(body) : null;
}
