import { lookup } from 'node:dns/promises';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name resolves to. Tests inject their own to simulate any DNS answer. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const HOST_RESOLVER = Symbol('HOST_RESOLVER');

export const systemResolver: HostResolver = async (hostname) => {
  const addresses = await lookup(hostname, { all: true, verbatim: true });
  return addresses.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};
