import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  /** When the request arrived (ms since the epoch): the tests measure backoff with it. */
  at: number;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
    temperature?: number;
    seed?: number;
    max_tokens?: number;
    max_completion_tokens?: number;
  };
}

export type Reply =
  | { kind: 'letter'; content: string; finishReason?: string; delayMs?: number; usage?: Usage | null; model?: string }
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'hang' };

interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export const DEFAULT_USAGE: Usage = { prompt_tokens: 1200, completion_tokens: 640, total_tokens: 1840 };

/** The Chat Completions wire answer around the assistant's message content, as api.openai.com sends it. */
export function completion(content: string, finishReason = 'stop', options: { model?: string; usage?: Usage | null } = {}) {
  return {
    id: `chatcmpl-${randomUUID().replace(/-/g, '').slice(0, 24)}`,
    object: 'chat.completion',
    created: 1_763_000_000,
    model: options.model ?? 'test-model-2026-01-01',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null, annotations: [] }, logprobs: null, finish_reason: finishReason }],
    ...(options.usage === null ? {} : { usage: options.usage ?? DEFAULT_USAGE }),
    service_tier: 'default',
    system_fingerprint: 'fp_test',
  };
}

/** A letter a careful model could write for Jane Doe (ENGLISH_CV) and the Acme Cloud posting: every name and number is in one of them. */
export const ACME_LETTER = `Dear Acme Cloud hiring team,

I am applying for the Senior Backend Engineer position at Acme Cloud. I am a backend developer who works mostly in TypeScript, Node.js and PostgreSQL, and I currently work as a Senior Backend Developer at Nordic Payments AB.

At Nordic Payments AB I led the migration of our billing platform from a monolith to microservices on Kubernetes, which cut deploy time from 2 hours to 10 minutes. I also built REST APIs in TypeScript and Node.js that serve 3 million requests per day, and I introduced automated testing with Jest and a CI/CD pipeline in GitHub Actions, so that every change is tested before it reaches production.

Before that, at Webshop Sweden AB, I developed order and payment services in Node.js with PostgreSQL. I mentored two junior developers there and ran code reviews for the team, which taught me how much a clear review culture helps a growing group of engineers.

Your posting asks for strong PostgreSQL skills and experience with Docker and Kubernetes, and those are the tools I use every day. I have not worked with Kafka in production, and I would be glad to learn it on the job. Building services in TypeScript on AWS, close to product and design, is exactly the kind of work I enjoy most.

I would welcome the chance to talk about how I could help Acme Cloud build tools that help online stores grow.

Kind regards,
Jane Doe`;

/** A well-formed answer: a letter for the Acme Cloud posting of the fixtures. */
export const ACME_LETTER_REPLY: Reply = {
  kind: 'letter',
  content: JSON.stringify({
    companyName: 'Acme Cloud',
    jobTitle: 'Senior Backend Engineer',
    requirementsMet: [{ requirement: 'TypeScript', evidence: 'Built REST APIs in TypeScript and Node.js' }],
    requirementsMissing: [],
    matchingSkills: ['TypeScript', 'PostgreSQL'],
    missingSkills: [],
    compatibilityScore: 8,
    language: 'en',
    coverLetter: ACME_LETTER,
  }),
};

/** OpenAI's error body: `{ error: { message, type, param, code } }`. */
export function openAiError(message: string, type: string, param: string | null = null, code: string | null = null) {
  return { error: { message, type, param, code } };
}

/** The failures OpenAI and compatible servers answer, with their real bodies and headers. */
export const FAILURES = {
  invalidKey: (): Reply => ({
    kind: 'status',
    status: 401,
    body: openAiError(
      'Incorrect API key provided: sk-test. You can find your API key at https://platform.openai.com/account/api-keys.',
      'invalid_request_error',
      null,
      'invalid_api_key',
    ),
  }),
  forbidden: (): Reply => ({
    kind: 'status',
    status: 403,
    body: openAiError('Country, region, or territory not supported', 'request_forbidden', null, 'unsupported_country_region_territory'),
  }),
  unknownModel: (): Reply => ({
    kind: 'status',
    status: 404,
    body: openAiError('The model `test-model` does not exist or you do not have access to it.', 'invalid_request_error', null, 'model_not_found'),
  }),
  rateLimited: (retryAfterSeconds: number): Reply => ({
    kind: 'status',
    status: 429,
    body: openAiError('Rate limit reached for test-model on requests per min (RPM): Limit 3, Used 3, Requested 1.', 'requests', null, 'rate_limit_exceeded'),
    headers: {
      'retry-after': String(retryAfterSeconds),
      'x-ratelimit-limit-requests': '3',
      'x-ratelimit-remaining-requests': '0',
      'x-ratelimit-reset-requests': `${retryAfterSeconds}s`,
    },
  }),
  quotaExceeded: (): Reply => ({
    kind: 'status',
    status: 429,
    body: openAiError('You exceeded your current quota, please check your plan and billing details.', 'insufficient_quota', null, 'insufficient_quota'),
  }),
  serverError: (): Reply => ({
    kind: 'status',
    status: 500,
    body: openAiError('The server had an error while processing your request. Sorry about that!', 'server_error'),
  }),
  overloaded: (): Reply => ({ kind: 'status', status: 503, body: openAiError('The engine is currently overloaded, please try again later', 'server_error') }),
  /** OpenAI's answer for a model without Structured Outputs. */
  jsonSchemaUnsupported: (): Reply => ({
    kind: 'status',
    status: 400,
    body: openAiError(
      "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model. Learn more about supported models at the Structured Outputs guide: https://platform.openai.com/docs/guides/structured-outputs",
      'invalid_request_error',
      null,
      null,
    ),
  }),
  /** Older vLLM: the error at the top level of the body, not in `error`. */
  jsonSchemaUnsupportedCompat: (): Reply => ({
    kind: 'status',
    status: 400,
    body: {
      object: 'error',
      message: "1 validation error for ChatCompletionRequest\nresponse_format.type\n  Input should be 'text' or 'json_object'",
      type: 'BadRequestError',
      param: null,
      code: 400,
    },
  }),
  maxTokensUnsupported: (): Reply => ({
    kind: 'status',
    status: 400,
    body: openAiError(
      "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
      'invalid_request_error',
      'max_tokens',
      'unsupported_parameter',
    ),
  }),
  contextTooLong: (): Reply => ({
    kind: 'status',
    status: 400,
    body: openAiError(
      "This model's maximum context length is 8192 tokens. However, your messages resulted in 9000 tokens.",
      'invalid_request_error',
      'messages',
      'context_length_exceeded',
    ),
  }),
};

/**
 * A local OpenAI-compatible server speaking the Chat Completions wire contract:
 * POST /v1/chat/completions with a Bearer key and a JSON body; answers and failures in OpenAI's
 * shapes (`x-request-id` on every answer). `reply` decides each answer; every request is recorded.
 */
export class FakeChatCompletions {
  readonly requests: RecordedRequest[] = [];
  reply: (request: RecordedRequest) => Reply = () => FAILURES.serverError();
  private readonly server: Server;
  private readonly hanging = new Set<ServerResponse>();

  constructor() {
    this.server = createServer((req, res) => void this.handle(req, res));
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    this.hanging.forEach((res) => res.destroy());
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  reset(): void {
    this.requests.length = 0;
  }

  private send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    res
      .writeHead(status, {
        'content-type': 'application/json',
        'x-request-id': `req_${randomUUID().replace(/-/g, '')}`,
        'openai-processing-ms': '12',
        ...headers,
      })
      .end(JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      this.send(res, 404, openAiError(`Invalid URL (${req.method} ${req.url})`, 'invalid_request_error'));
      return;
    }
    if (!req.headers.authorization?.startsWith('Bearer ')) {
      this.send(res, 401, openAiError("You didn't provide an API key.", 'invalid_request_error'));
      return;
    }
    let body: RecordedRequest['body'];
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      this.send(res, 400, openAiError('We could not parse the JSON body of your request.', 'invalid_request_error'));
      return;
    }
    if (!body.model || !Array.isArray(body.messages)) {
      this.send(res, 400, openAiError("Missing required parameter: 'model' or 'messages'.", 'invalid_request_error', 'model', 'missing_required_parameter'));
      return;
    }
    if (body.response_format?.type === 'json_object' && !body.messages.some((m) => /json/i.test(m.content))) {
      this.send(
        res,
        400,
        openAiError(
          "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
          'invalid_request_error',
          'messages',
        ),
      );
      return;
    }
    const recorded: RecordedRequest = { path: req.url, authorization: req.headers.authorization, at: Date.now(), body };
    this.requests.push(recorded);
    const reply = this.reply(recorded);
    if (reply.kind === 'hang') {
      this.hanging.add(res);
      res.on('close', () => this.hanging.delete(res));
      return;
    }
    if (reply.kind === 'letter') {
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      this.send(res, 200, completion(reply.content, reply.finishReason, { model: reply.model, usage: reply.usage }));
      return;
    }
    this.send(res, reply.status, reply.body ?? openAiError('boom', 'server_error'), reply.headers);
  }
}
