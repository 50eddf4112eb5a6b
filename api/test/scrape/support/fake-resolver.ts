import type { HostResolver } from '../../../src/fetcher/host-resolver';

/** A DNS that knows only `records` and fails like getaddrinfo for every other name. */
export function fakeResolver(records: Record<string, string[]>): HostResolver & { calls: string[] } {
  const calls: string[] = [];
  const resolver = async (hostname: string) => {
    calls.push(hostname);
    const addresses = records[hostname.toLowerCase()];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: (address.includes(':') ? 6 : 4) as 4 | 6 }));
  };
  return Object.assign(resolver, { calls });
}
