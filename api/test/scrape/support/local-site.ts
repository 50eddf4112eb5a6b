import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface LocalSite {
  port: number;
  origin: string;
  /** The `host:port` entry that lets the app reach this site (SCRAPE_ALLOWED_HOSTS). */
  hostEntry: string;
  url(path: string): string;
  /** Paths requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** A web site on 127.0.0.1 made of `routes` (path without query → handler); anything else is a 404. */
export async function startLocalSite(routes: Record<string, Handler>): Promise<LocalSite> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const handler = routes[(req.url ?? '').split('?')[0]];
    if (handler) return handler(req, res);
    res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    port,
    origin,
    hostEntry: `127.0.0.1:${port}`,
    url: (path) => `${origin}${path}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const html =
  (body: string, status = 200, headers: Record<string, string> = {}): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', ...headers }).end(body);
  };

export const redirect =
  (location: string, status = 302): Handler =>
  (_req, res) => {
    res.writeHead(status, { Location: location }).end();
  };
