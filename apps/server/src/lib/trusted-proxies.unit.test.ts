import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustedProxiesSchema, trustProxyOption, type TrustedProxies } from './trusted-proxies.js';

const parse = (raw: string): TrustedProxies => trustedProxiesSchema.parse(raw);

/** The one issue a refused setting gives. */
const refusal = (raw: string) => {
  const parsed = trustedProxiesSchema.safeParse(raw);
  expect(parsed.success, raw).toBe(false);
  expect(parsed.error?.issues, raw).toHaveLength(1);
  expect(parsed.error?.issues[0]?.code, raw).toBe('custom');
  return parsed.error?.issues[0]?.message;
};

const notAnAddress = (...entries: string[]) =>
  `not an address or a CIDR range: ${entries.map((entry) => `"${entry}"`).join(', ')}`;

describe('TRUST_PROXY', () => {
  it('is off for false, 0 and no, in any case and with spaces around', () => {
    for (const raw of ['false', '0', 'no', 'FALSE', 'No', '  false  ', '\t0\n', ' NO ']) {
      expect(parse(raw), raw).toBe(false);
    }
  });

  it('refuses true and yes, saying what to give instead (decision 020)', () => {
    for (const raw of ['true', 'yes', 'TRUE', ' Yes ']) {
      const message = refusal(raw);
      expect(message).toBe(
        `"${raw}" would trust any X-Forwarded-For a client sends; give the number of proxies in front of the server (1) or their addresses (10.0.0.0/8,127.0.0.1)`,
      );
    }
  });

  it('takes a hop count from 1 to 10', () => {
    expect(parse('1')).toBe(1);
    expect(parse(' 2 ')).toBe(2);
    expect(parse('10')).toBe(10);
    expect(parse('007')).toBe(7);
  });

  it('refuses more than 10 hops', () => {
    expect(refusal('11')).toBe('at most 10 proxy hops');
    expect(refusal('100')).toBe('at most 10 proxy hops');
  });

  it('takes a list of addresses and ranges, trimmed and lower-cased', () => {
    expect(parse(' 10.0.0.0/8 , 127.0.0.1,FD00::/8 ')).toStrictEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
    ]);
    expect(parse('10.0.0.1')).toStrictEqual(['10.0.0.1']);
    expect(parse('::1')).toStrictEqual(['::1']);
    expect(parse('::ffff:10.0.0.1')).toStrictEqual(['::ffff:10.0.0.1']);
  });

  it('takes IPv4 prefixes from /0 to /32 and IPv6 prefixes from /0 to /128', () => {
    for (const entry of [
      '0.0.0.0/0',
      '10.0.0.0/8',
      '192.168.1.1/32',
      '::/0',
      'fd00::/64',
      '2001:db8::/128',
    ]) {
      expect(parse(entry), entry).toStrictEqual([entry]);
    }
  });

  it('refuses prefixes past the address length', () => {
    expect(refusal('10.0.0.0/33')).toBe(notAnAddress('10.0.0.0/33'));
    expect(refusal('fd00::/129')).toBe(notAnAddress('fd00::/129'));
    // An IPv6 prefix is not an IPv4 one, nor the other way round.
    expect(refusal('10.0.0.0/64')).toBe(notAnAddress('10.0.0.0/64'));
  });

  it('refuses prefixes that are not one to three digits', () => {
    for (const entry of [
      '10.0.0.0/',
      '10.0.0.0/0008',
      '10.0.0.0/x8',
      '10.0.0.0/8x',
      '10.0.0.0/+8',
      '10.0.0.0/-1',
      '10.0.0.0/8.0',
      'fd00::/0064',
    ]) {
      expect(refusal(entry), entry).toBe(notAnAddress(entry));
    }
  });

  it('refuses names, broken addresses, a second prefix and empty entries, listing each', () => {
    expect(refusal('proxy.internal')).toBe(notAnAddress('proxy.internal'));
    expect(refusal('10.0.0.0/8/8')).toBe(notAnAddress('10.0.0.0/8/8'));
    expect(refusal('256.0.0.1')).toBe(notAnAddress('256.0.0.1'));
    expect(refusal('1.2.3')).toBe(notAnAddress('1.2.3'));
    expect(refusal('/8')).toBe(notAnAddress('/8'));
    expect(refusal('10.0.0.1,')).toBe(notAnAddress(''));
    expect(refusal('10.0.0.1, localhost, 127.0.0.1, 10.0.0.0/99')).toBe(
      notAnAddress('localhost', '10.0.0.0/99'),
    );
    expect(refusal('1 2')).toBe(notAnAddress('1 2'));
  });

  it('refuses an empty setting', () => {
    expect(refusal('')).toBe(notAnAddress(''));
    expect(refusal('   ')).toBe(notAnAddress(''));
  });
});

describe('trustProxyOption', () => {
  it('passes off and lists through to Fastify as they are', () => {
    expect(trustProxyOption(false)).toBe(false);
    const list = ['10.0.0.0/8', '::1'];
    expect(trustProxyOption(list)).toBe(list);
  });

  it('turns a hop count into a function trusting that many hops from the socket', () => {
    const one = trustProxyOption(1);
    const three = trustProxyOption(3);
    if (typeof one !== 'function' || typeof three !== 'function') throw new Error('a function');
    expect([0, 1, 2].map((hop) => one('10.0.0.1', hop))).toStrictEqual([true, false, false]);
    expect([0, 1, 2, 3, 4].map((hop) => three('10.0.0.1', hop))).toStrictEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  /** The client address and protocol Fastify reads with our option, through a chain of proxies. */
  async function seen(
    trusted: TrustedProxies,
    remoteAddress: string,
    headers: Record<string, string>,
  ) {
    const app = Fastify({ trustProxy: trustProxyOption(trusted) });
    app.get('/', (request) => ({ ip: request.ip, protocol: request.protocol }));
    try {
      return (await app.inject({ url: '/', remoteAddress, headers })).json<{
        ip: string;
        protocol: string;
      }>();
    } finally {
      await app.close();
    }
  }

  it('with 1 hop, the entry the proxy appended is the client, past a spoofed one', async () => {
    const headers = {
      'x-forwarded-for': '198.51.100.9, 203.0.113.7',
      'x-forwarded-proto': 'https',
    };
    expect(await seen(1, '10.20.0.1', headers)).toStrictEqual({
      ip: '203.0.113.7',
      protocol: 'https',
    });
    expect(await seen(2, '10.20.0.1', headers)).toStrictEqual({
      ip: '198.51.100.9',
      protocol: 'https',
    });
  });

  it('off, the socket is the client and forwarded headers are ignored', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.9', 'x-forwarded-proto': 'https' };
    expect(await seen(false, '10.20.0.1', headers)).toStrictEqual({
      ip: '10.20.0.1',
      protocol: 'http',
    });
  });

  it('with a list, only listed peers are believed, IPv4 and IPv6', async () => {
    const list = parse('10.0.0.0/8,fd00::/8');
    const headers = {
      'x-forwarded-for': '198.51.100.9, 203.0.113.7',
      'x-forwarded-proto': 'https',
    };
    expect(await seen(list, '10.20.0.1', headers)).toStrictEqual({
      ip: '203.0.113.7',
      protocol: 'https',
    });
    expect(await seen(list, 'fd00::5', headers)).toStrictEqual({
      ip: '203.0.113.7',
      protocol: 'https',
    });
    expect(await seen(list, '192.0.2.1', headers)).toStrictEqual({
      ip: '192.0.2.1',
      protocol: 'http',
    });
    expect(await seen(list, '11.0.0.1', headers)).toStrictEqual({
      ip: '11.0.0.1',
      protocol: 'http',
    });
  });
});
