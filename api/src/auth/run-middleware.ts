import type { NextFunction, Request, Response } from 'express';

type Middleware = (req: Request, res: Response, next: NextFunction) => unknown;

/** Runs an express middleware (e.g. passport.authenticate) inside a Nest handler. */
export function runMiddleware(middleware: Middleware, req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    res.once('finish', () => resolve());
    middleware(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
  });
}
