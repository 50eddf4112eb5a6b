import { classifyAddress } from '../../src/fetcher/address-policy';
import { FetchError } from '../../src/fetcher/fetch-error';
import { resolveSafeTarget } from '../../src/fetcher/safe-target';
import { parseHttpUrl } from '../../src/fetcher/url-policy';
import { fakeResolver } from './support/fake-resolver';

/** Unit tests of the SSRF address check (named .e2e-spec so the api jest project picks them up). */
describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.255', 'carrierGradeNat'],
    ['169.254.169.254', 'linkLocal'],
    ['169.254.0.1', 'linkLocal'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    // odd spellings of 127.0.0.1
    ['2130706433', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['0x7f.1', 'loopback'],
    ['0x7f000001', 'loopback'],
    ['127.1', 'loopback'],
    ['017700000001', 'loopback'],
    ['0xa9.0xfe.0xa9.0xfe', 'linkLocal'],
    // IPv6
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456:789a::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['ff02::1', 'multicast'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['2001:db8::1', 'reserved'],
    ['100::1', 'discard'],
    ['::ffff:127.0.0.1', 'ipv4Mapped of loopback'],
    ['::ffff:7f00:1', 'ipv4Mapped of loopback'],
    ['::ffff:10.0.0.1', 'ipv4Mapped of private'],
    ['::ffff:169.254.169.254', 'ipv4Mapped of linkLocal'],
    ['::ffff:0:192.168.0.1', 'rfc6145 of private'],
    ['64:ff9b::10.0.0.1', 'rfc6052 of private'],
    ['64:ff9b::7f00:1', 'rfc6052 of loopback'],
    ['64:ff9b:1::1', 'rfc6052'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2002:c0a8:101::1', '6to4 of private'],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'teredo of private'], // client ~(f5ff:fffe) = 10.0.0.1
    ['2001:0:0a00:0001::1', 'teredo of private'], // server 10.0.0.1
    ['::7f00:1', 'ipv4Compatible'],
    ['4000::1', 'unassigned'],
    ['not-an-ip', 'invalid'],
  ])('refuses %s (%s)', (address, range) => {
    expect(classifyAddress(address)).toEqual({ allowed: false, range });
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:0808:0808::1',
  ])('allows the public address %s', (address) => {
    expect(classifyAddress(address)).toEqual({ allowed: true });
  });
});

describe('parseHttpUrl', () => {
  it.each([
    ['http://2130706433/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
  ])('normalises %s to %s before the check', (url, hostname) => {
    expect(parseHttpUrl(url).hostname).toBe(hostname);
  });

  it.each([
    'ftp://example.com/job',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'gopher://127.0.0.1:6379/_',
    'not a url',
    'http://user:pw@example.com/',
    '//example.com/job',
  ])('refuses %s as invalid input', (url) => {
    expect(() => parseHttpUrl(url)).toThrow(expect.objectContaining({ code: 'invalid-url', isCallerInput: true }));
  });

  it('calls a bad redirect target the site’s fault, not the caller’s', () => {
    expect(() => parseHttpUrl('ftp://example.com/', 1)).toThrow(expect.objectContaining({ code: 'bad-redirect', isCallerInput: false }));
  });
});

describe('resolveSafeTarget', () => {
  const refusal = (hop = 0) => expect.objectContaining({ code: 'blocked-address', details: expect.objectContaining({ hop }) });

  it.each([
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0x7f.1/',
    'http://127.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00::1]/',
  ])('refuses the IP literal %s without asking DNS', async (url) => {
    const resolver = fakeResolver({});
    await expect(resolveSafeTarget(parseHttpUrl(url), { resolver, allowedHosts: [] })).rejects.toEqual(refusal());
    expect(resolver.calls).toEqual([]);
  });

  it('refuses a host name that resolves to a private address', async () => {
    const resolver = fakeResolver({ 'intranet.example.com': ['10.1.2.3'] });
    await expect(resolveSafeTarget(new URL('https://intranet.example.com/'), { resolver, allowedHosts: [] })).rejects.toEqual(refusal());
  });

  it('refuses a host name when any one of its addresses is private', async () => {
    const resolver = fakeResolver({ 'mixed.example.com': ['93.184.216.34', '127.0.0.1'] });
    await expect(resolveSafeTarget(new URL('https://mixed.example.com/'), { resolver, allowedHosts: [] })).rejects.toEqual(refusal());
  });

  it('refuses localhost and names that resolve to IPv6 loopback or mapped addresses', async () => {
    const resolver = fakeResolver({ localhost: ['127.0.0.1', '::1'], 'v6.example.com': ['::ffff:192.168.0.10'] });
    await expect(resolveSafeTarget(new URL('http://localhost/'), { resolver, allowedHosts: [] })).rejects.toEqual(refusal());
    await expect(resolveSafeTarget(new URL('http://v6.example.com/'), { resolver, allowedHosts: [] })).rejects.toEqual(refusal());
  });

  it('returns the checked public address to connect to', async () => {
    const resolver = fakeResolver({ 'jobs.example.com': ['93.184.216.34', '2606:2800:220:1::1'] });
    await expect(resolveSafeTarget(new URL('https://jobs.example.com/1'), { resolver, allowedHosts: [] })).resolves.toEqual({
      address: '93.184.216.34',
      family: 4,
    });
  });

  it('lets an allowed host:port through, and only on that port', async () => {
    const resolver = fakeResolver({ 'dev.example.test': ['127.0.0.1'] });
    const policy = { resolver, allowedHosts: ['dev.example.test:8080', '127.0.0.1:9000'] };
    await expect(resolveSafeTarget(new URL('http://dev.example.test:8080/'), policy)).resolves.toEqual({ address: '127.0.0.1', family: 4 });
    await expect(resolveSafeTarget(new URL('http://127.0.0.1:9000/'), policy)).resolves.toEqual({ address: '127.0.0.1', family: 4 });
    await expect(resolveSafeTarget(new URL('http://dev.example.test:8081/'), policy)).rejects.toEqual(refusal());
    await expect(resolveSafeTarget(new URL('http://127.0.0.1/'), policy)).rejects.toEqual(refusal());
  });

  it('reports a name that does not resolve as a DNS failure', async () => {
    const error = await resolveSafeTarget(new URL('https://nowhere.example.com/'), { resolver: fakeResolver({}), allowedHosts: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({ code: 'dns' });
  });
});
