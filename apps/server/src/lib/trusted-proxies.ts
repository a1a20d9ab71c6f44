import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which peers may tell us the client's address and protocol (`X-Forwarded-For`, `-Proto`,
 * `-Host`): nobody, the last N hops, or the proxies at these addresses (decision 020).
 * Trusting everybody is not an option: a client could then choose its own address and
 * escape every per-address limit, captcha threshold and lock.
 */
export type TrustedProxies = false | number | string[];

const OFF = new Set(['false', '0', 'no']);
const EVERYONE = new Set(['true', 'yes']);
const MAX_HOPS = 10;

/** An IPv4 or IPv6 address, with an optional prefix length (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

export const trustedProxiesSchema = z.string().transform((raw, ctx): TrustedProxies => {
  const value = raw.trim().toLowerCase();
  if (OFF.has(value)) return false;
  if (EVERYONE.has(value)) {
    ctx.addIssue({
      code: 'custom',
      message: `"${raw}" would trust any X-Forwarded-For a client sends; give the number of proxies in front of the server (1) or their addresses (10.0.0.0/8,127.0.0.1)`,
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= MAX_HOPS) return hops;
    ctx.addIssue({ code: 'custom', message: `at most ${MAX_HOPS} proxy hops` });
    return z.NEVER;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length === 0) return entries;
  ctx.addIssue({
    code: 'custom',
    message: `not an address or a CIDR range: ${wrong.map((entry) => `"${entry}"`).join(', ')}`,
  });
  return z.NEVER;
});

/**
 * Fastify's `trustProxy` for our setting. A hop count goes in as a function: Fastify reads a
 * bare number as "trust no peer" (it cannot check who is connected), which would ignore the
 * TLS-terminating proxy's protocol (HSTS, Secure cookies) and every client address.
 */
export function trustProxyOption(
  trusted: TrustedProxies,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted !== 'number') return trusted;
  return (_address, hop) => hop < trusted;
}
