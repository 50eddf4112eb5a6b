import ipaddr from 'ipaddr.js';

export type AddressVerdict = { allowed: true } | { allowed: false; range: string };

const ALLOWED: AddressVerdict = { allowed: true };
const refused = (range: string): AddressVerdict => ({ allowed: false, range });

/** 2000::/3, the only IPv6 block assigned for global unicast. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

function ipv4FromWords(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

function classifyV4(address: ipaddr.IPv4): AddressVerdict {
  // ipaddr.js names every special-purpose block (private, loopback, linkLocal, carrierGradeNat,
  // unspecified 0/8, multicast, broadcast, reserved incl. 240/4 and test nets, as112, amt):
  // only plain public unicast may be fetched.
  const range = address.range();
  return range === 'unicast' ? ALLOWED : refused(range);
}

/** Forms that carry an IPv4 address inside an IPv6 one are judged by the IPv4 address they carry. */
function embeddedV4(address: ipaddr.IPv6, range: string): ipaddr.IPv4[] | undefined {
  const p = address.parts;
  switch (range) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d
      return [ipv4FromWords(p[6], p[7])];
    case 'rfc6052': // NAT64 64:ff9b::a.b.c.d (the local-use 64:ff9b:1::/48 is refused below)
      return address.match(ipaddr.IPv6.parseCIDR('64:ff9b::/96')) ? [ipv4FromWords(p[6], p[7])] : undefined;
    case '6to4': // 2002:AABB:CCDD::
      return [ipv4FromWords(p[1], p[2])];
    case 'teredo': // 2001:0:SERVER:flags:port:~CLIENT
      return [ipv4FromWords(p[2], p[3]), ipv4FromWords(p[6] ^ 0xffff, p[7] ^ 0xffff)];
    default:
      return undefined;
  }
}

function classifyV6(address: ipaddr.IPv6): AddressVerdict {
  const range = address.range();
  const carried = embeddedV4(address, range);
  if (carried) {
    const blocked = carried.map(classifyV4).find((v) => !v.allowed);
    return blocked ? refused(`${range} of ${(blocked as { range: string }).range}`) : ALLOWED;
  }
  // ::a.b.c.d (IPv4-compatible, deprecated) and anything else in ::/96 reach IPv4 space on some stacks.
  if (address.parts.slice(0, 6).every((part) => part === 0)) return refused(range === 'unicast' ? 'ipv4Compatible' : range);
  if (range !== 'unicast') return refused(range);
  return address.match(GLOBAL_UNICAST_V6) ? ALLOWED : refused('unassigned');
}

/**
 * Whether an IP address may be fetched: public unicast only. Accepts every textual form
 * ipaddr.js parses, including decimal (2130706433), octal (0177.0.0.1), hex (0x7f.1), short
 * (127.1) IPv4 and bracketed or zoned IPv6.
 */
export function classifyAddress(raw: string): AddressVerdict {
  const text = raw.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (!ipaddr.isValid(text)) return refused('invalid');
  const address = ipaddr.parse(text);
  return address.kind() === 'ipv4' ? classifyV4(address as ipaddr.IPv4) : classifyV6(address as ipaddr.IPv6);
}

/** Whether a host name is written as an IP address (in any form ipaddr.js accepts). */
export function isIpLiteral(hostname: string): boolean {
  return ipaddr.isValid(hostname.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, ''));
}
