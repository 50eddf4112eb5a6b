import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';

/**
 * compression() for the requests that can use it. One that names no Accept-Encoding (health
 * probes, curl, most API clients) is answered uncompressed by compression() too, which still wraps
 * the response's write, end and headers to find that out; here it skips all of that.
 */
export function compressionWhenAccepted() {
  const compress = compression();
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.headers['accept-encoding']) {
      compress(req, res, next);
      return;
    }
    // What compression() adds, so that a cache keeps this answer apart from a compressed one.
    res.vary('Accept-Encoding');
    next();
  };
}
