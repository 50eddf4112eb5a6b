import { classifyAddress, isIpLiteral } from './address-policy';
import { FetchError } from './fetch-error';
import type { HostResolver, ResolvedAddress } from './host-resolver';
import { bareHostname, hostKey } from './url-policy';

export interface TargetPolicy {
  resolver: HostResolver;
  /** `host:port` entries that may resolve to private addresses (local testing). */
  allowedHosts: readonly string[];
}

/**
 * The address to connect to for `url`, after checking it. A host name must resolve only to
 * public addresses (one private answer refuses the lot), unless its `host:port` is allowed.
 * The caller connects to exactly this address, so a second DNS answer cannot change it.
 */
export async function resolveSafeTarget(url: URL, policy: TargetPolicy, hop = 0): Promise<ResolvedAddress> {
  const hostname = bareHostname(url);
  const addresses = isIpLiteral(hostname)
    ? [{ address: hostname, family: hostname.includes(':') ? 6 : 4 } as ResolvedAddress]
    : isLocalhostName(hostname)
      ? LOOPBACK
      : await resolveHost(hostname, policy.resolver, url, hop);
  if (!policy.allowedHosts.includes(hostKey(url))) {
    for (const { address } of addresses) {
      const verdict = classifyAddress(address);
      if (!verdict.allowed) {
        throw new FetchError('blocked-address', `${hostname} resolves to ${address} (${verdict.range})`, { url: url.href, hop, range: verdict.range });
      }
    }
  }
  return addresses[0];
}

/** RFC 6761: `localhost` and every name under it mean this machine, whatever a resolver answers. */
function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

const LOOPBACK: ResolvedAddress[] = [{ address: '127.0.0.1', family: 4 }];

async function resolveHost(hostname: string, resolver: HostResolver, url: URL, hop: number): Promise<ResolvedAddress[]> {
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolver(hostname);
  } catch (cause) {
    throw new FetchError('dns', `Could not resolve ${hostname}`, { url: url.href, hop }, { cause });
  }
  if (!addresses.length) throw new FetchError('dns', `${hostname} has no addresses`, { url: url.href, hop });
  return addresses;
}
