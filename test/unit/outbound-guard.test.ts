import { describe, expect, it } from 'vitest';
import { OutboundGuard, OutboundUrlError, type LookupAll } from '../../src/platform/outbound/outbound-guard.js';

/** A resolver with fixed answers; unknown names fail the way getaddrinfo does. */
function fakeDns(answers: Record<string, string[]>): LookupAll & { calls: string[] } {
  const calls: string[] = [];
  const lookup = async (host: string) => {
    calls.push(host);
    const addresses = answers[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(lookup, { calls });
}

async function refusal(guard: OutboundGuard, url: string): Promise<OutboundUrlError> {
  const err = await guard.resolve(url).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OutboundUrlError);
  return err as OutboundUrlError;
}

const dns = fakeDns({
  'hooks.example.com': ['93.184.216.34', '2606:4700::1111'],
  'hooks.internal': ['10.0.0.5'],
  'mixed.example.com': ['93.184.216.34', '169.254.169.254'],
  'receiver.test': ['127.0.0.1'],
  'empty.example.com': [],
});

describe('OutboundGuard.resolve', () => {
  const guard = new OutboundGuard({ allowedHosts: [], lookup: dns });

  it('answers the first address of a public name, with the default port', async () => {
    const target = await guard.resolve('https://hooks.example.com/memory-events?x=1');
    expect(target).toMatchObject({ host: 'hooks.example.com', port: 443, address: '93.184.216.34', family: 4 });
    expect(target.url.pathname).toBe('/memory-events');
  });

  it('takes IP literals without DNS, brackets removed', async () => {
    dns.calls.length = 0;
    expect(await guard.resolve('https://[2606:4700::1111]:8443/x')).toMatchObject({
      host: '2606:4700::1111',
      port: 8443,
      address: '2606:4700::1111',
      family: 6,
    });
    expect(await guard.resolve('https://93.184.216.34/')).toMatchObject({ address: '93.184.216.34', family: 4 });
    expect(dns.calls).toEqual([]);
  });

  it.each([
    ['http://hooks.example.com/', /https:\/\//],
    ['ftp://hooks.example.com/', /https:\/\//],
    ['hooks.example.com/path', /not a valid absolute URL/],
    ['/relative', /not a valid absolute URL/],
    ['https://user:pass@hooks.example.com/', /credentials/],
    ['https://token@hooks.example.com/', /credentials/],
  ])('refuses %s as invalid', async (url, message) => {
    const err = await refusal(guard, url);
    expect(err.kind).toBe('invalid');
    expect(err.reason).toMatch(message);
  });

  it('refuses a name that resolves to a private address, saying which and why', async () => {
    const err = await refusal(guard, 'https://hooks.internal/x');
    expect(err.kind).toBe('forbidden');
    expect(err.message).toBe(
      'hooks.internal resolves to 10.0.0.5, a private address; the service does not call private, loopback, link-local or metadata addresses.',
    );
    expect(err.reason).toBe(err.message);
  });

  it('refuses when any of the addresses is forbidden, not only the first', async () => {
    const err = await refusal(guard, 'https://mixed.example.com/');
    expect(err.kind).toBe('forbidden');
    expect(err.reason).toContain('169.254.169.254, a cloud metadata address');
  });

  it.each([
    ['https://127.0.0.1/', '127.0.0.1 is a loopback address'],
    ['https://[::1]/', '::1 is a loopback address'],
    ['https://[::ffff:169.254.169.254]/', 'metadata'],
    ['https://169.254.169.254/latest/meta-data/', 'cloud metadata'],
    ['https://0x7f.1/', '127.0.0.1 is a loopback address'], // the URL parser normalizes the short forms
    ['https://2130706433/', '127.0.0.1 is a loopback address'],
    ['https://[fd00:ec2::254]/', 'cloud metadata'],
  ])('refuses the literal in %s', async (url, message) => {
    const err = await refusal(guard, url);
    expect(err.kind).toBe('forbidden');
    expect(err.reason).toContain(message);
  });

  it('reports a failed lookup as dns', async () => {
    const err = await refusal(guard, 'https://nowhere.example.com/');
    expect(err.kind).toBe('dns');
    expect(err.reason).toBe('DNS lookup failed for nowhere.example.com: ENOTFOUND');
    expect((await refusal(guard, 'https://empty.example.com/')).kind).toBe('dns');
  });

  it('lets allow-listed hosts through, matching the host name exactly and case-insensitively', async () => {
    const allowing = new OutboundGuard({ allowedHosts: ['RECEIVER.test', '127.0.0.1', '[::1]'], lookup: dns });
    expect(await allowing.resolve('https://receiver.TEST:9443/hook')).toMatchObject({
      host: 'receiver.test',
      port: 9443,
      address: '127.0.0.1',
    });
    expect(await allowing.resolve('https://127.0.0.1:9443/')).toMatchObject({ address: '127.0.0.1' });
    expect(await allowing.resolve('https://[0:0::1]/')).toMatchObject({ address: '::1', family: 6 });
    // the allowance is for names, not for what other names resolve to
    expect((await refusal(allowing, 'https://hooks.internal/')).kind).toBe('forbidden');
    expect((await refusal(allowing, 'https://127.0.0.2/')).kind).toBe('forbidden');
  });

  it('uses the system resolver by default', async () => {
    const system = new OutboundGuard({ allowedHosts: [] });
    const err = await refusal(system, 'https://localhost/');
    expect(err.kind).toBe('forbidden');
    expect(err.reason).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), a loopback address/);
  });
});
