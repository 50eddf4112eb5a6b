import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
  };
}

export type Reply =
  | { kind: 'letter'; content: string; finishReason?: string; delayMs?: number }
  | { kind: 'status'; status: number; body?: unknown }
  | { kind: 'hang' };

/** The Chat Completions wire answer around the assistant's message content. */
export function completion(content: string, finishReason = 'stop') {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_763_000_000,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: finishReason }],
    usage: { prompt_tokens: 100, completion_tokens: 200, total_tokens: 300 },
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
    coverLetter: ACME_LETTER,
    compatibilityScore: 8,
    matchingSkills: ['TypeScript', 'PostgreSQL'],
    missingSkills: [],
    companyName: 'Acme Cloud',
    jobTitle: 'Senior Backend Engineer',
    language: 'en',
  }),
};

/**
 * A local OpenAI-compatible server: POST /v1/chat/completions answers with whatever `reply`
 * decides, and every request is recorded for the test to inspect.
 */
export class FakeChatCompletions {
  readonly requests: RecordedRequest[] = [];
  reply: (request: RecordedRequest) => Reply = () => ({ kind: 'status', status: 500 });
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

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const recorded: RecordedRequest = { path: req.url, authorization: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
    this.requests.push(recorded);
    const reply = this.reply(recorded);
    if (reply.kind === 'hang') {
      this.hanging.add(res);
      res.on('close', () => this.hanging.delete(res));
      return;
    }
    if (reply.kind === 'letter' && reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    const [status, body] = reply.kind === 'letter' ? [200, completion(reply.content, reply.finishReason)] : [reply.status, reply.body ?? { error: { message: 'boom', type: 'server_error' } }];
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }
}
