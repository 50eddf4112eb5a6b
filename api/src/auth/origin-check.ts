import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config';
import { isAllowedOrigin } from '../common/cors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request protection for cookie-authenticated state changes: a browser always sends
 * Origin on a cross-origin POST/PUT/DELETE, so an unsafe request whose Origin is not the app or an
 * allowed extension is refused. Requests without Origin (server-to-server: the bank's webhook,
 * the token endpoint) are not browser requests riding on a user's cookie and pass. SameSite=Lax
 * on the session cookie is the second line.
 */
export function originCheck(config: AppConfig) {
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.header('origin');
    if (SAFE_METHODS.has(req.method) || !origin || isAllowedOrigin(config, origin)) return next();
    res.status(403).json({ statusCode: 403, error: 'Cross-site request refused', message: 'This request did not come from the app.', requestId: req.id });
  };
}
