import * as http from 'node:http';
import * as https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { isIpLiteral } from './address-policy';
import type { ResolvedAddress } from './host-resolver';
import { bareHostname } from './url-policy';

/** A recent desktop Chrome: some boards answer bare clients with a bot wall. */
export const BROWSER_HEADERS = {
  'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'Accept-Language': 'en-US,en;q=0.9,sv;q=0.8',
  'Accept-Encoding': 'gzip, deflate, br',
} as const;

/** A DNS lookup that answers only the verified address, whatever the socket asks for. */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      (callback as unknown as (err: null, addresses: ResolvedAddress[]) => void)(null, [target]);
    } else {
      callback(null, target.address, target.family);
    }
  };
}

function sameAddress(a: string | undefined, b: string): boolean {
  return !!a && ipaddr.isValid(a) && ipaddr.process(a).toString() === ipaddr.process(b).toString();
}

/**
 * One GET to `url`, connecting to `target` and nothing else: the socket's DNS lookup answers
 * only that address, and the connected peer is checked against it. TLS still verifies the
 * certificate against the URL's host name. Connections are never reused (no agent).
 */
export function pinnedGet(url: URL, target: ResolvedAddress, signal: AbortSignal): Promise<http.IncomingMessage> {
  const hostname = bareHostname(url);
  const options: https.RequestOptions = {
    protocol: url.protocol,
    hostname,
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    method: 'GET',
    headers: { ...BROWSER_HEADERS, Host: url.host },
    lookup: pinnedLookup(target),
    agent: false,
    signal,
  };
  if (url.protocol === 'https:' && !isIpLiteral(hostname)) options.servername = hostname;
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = transport.request(options, resolve);
    req.on('error', reject);
    req.on('socket', (socket) => {
      socket.once('connect', () => {
        if (!sameAddress(socket.remoteAddress, target.address)) {
          req.destroy(new Error(`Connected to ${socket.remoteAddress}, expected ${target.address}`));
        }
      });
    });
    req.end();
  });
}
