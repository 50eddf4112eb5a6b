import type { NextFunction, Request, Response } from 'express';

/** Deeper than any body the API accepts; class-transformer and class-validator recurse per level. */
export const MAX_BODY_DEPTH = 32;

/** A refusal shaped as the body parser's own errors, so the exception filter answers it as one (400). */
export class BodyRefused extends Error {
  readonly status = 400;
  readonly expose = true;
  constructor(readonly type: 'body.nul' | 'body.too.deep') {
    super(type === 'body.nul' ? 'Text cannot contain NUL characters' : 'The request body is nested too deeply');
  }
}

/**
 * What is wrong with a parsed body, if anything: a NUL character anywhere (PostgreSQL text cannot
 * hold one) or nesting deeper than MAX_BODY_DEPTH. Walks with a stack of its own, never recursing.
 */
export function bodyProblem(body: unknown): BodyRefused['type'] | undefined {
  const pending: Array<[unknown, number]> = [[body, 0]];
  while (pending.length) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return 'body.nul';
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_BODY_DEPTH) return 'body.too.deep';
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return 'body.nul';
        pending.push([child, depth + 1]);
      }
    }
  }
  return undefined;
}

/** Runs after the JSON and form parsers: a body with a NUL or too deep is refused before any route sees it. */
export function jsonBodyGuard() {
  return (req: Request, _res: Response, next: NextFunction) => {
    const problem = bodyProblem(req.body);
    next(problem ? new BodyRefused(problem) : undefined);
  };
}
