/**
 * Where a banner may send a visitor: a page of this site, or an https address (decision 022).
 * The server checks a link when staff save it and the web client again before following it,
 * with these same functions.
 */

/**
 * The WHATWG URL parser, present in browsers and Node; the contracts compile without either's
 * library types, so the part used here is declared.
 */
type ParsedUrl = Readonly<
  Record<'origin' | 'pathname' | 'protocol' | 'hostname' | 'username' | 'password', string>
>;
declare const URL: new (input: string, base?: string) => ParsedUrl;

function parsed(input: string, base?: string): ParsedUrl | undefined {
  try {
    return new URL(input, base);
  } catch {
    return undefined;
  }
}

/** A reserved origin to resolve paths against: a path that escapes it escapes our site. */
const PROBE_ORIGIN = 'https://portal.invalid';
/** How often a path is percent-decoded while checking it: more than any router would. */
const DECODE_ROUNDS = 3;

/**
 * `//host` and `/\host` leave the site (browsers read both as another host), and so does a
 * path such as `/v2//host` once a router strips its base: no empty segment, no backslash.
 */
const mayLeaveTheSite = (path: string) => path.includes('//') || path.includes('\\');

function decoded(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * A path of this site: it starts with one `/`, has no empty segment and no backslash, and
 * no percent-encoding that a later decoding (a router, a redirect) would turn into one.
 */
export function isSameSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false;
  const url = parsed(value, PROBE_ORIGIN);
  if (url?.origin !== PROBE_ORIGIN) return false;
  let path: string | undefined = url.pathname;
  for (let round = 0; round <= DECODE_ROUNDS; round += 1) {
    if (path === undefined || mayLeaveTheSite(path)) return false;
    const next = decoded(path);
    if (next === path) return true;
    path = next;
  }
  // Still changing after several decodings: not a plain path.
  return false;
}

/** An absolute https address with a host and no user name or password in it. */
export function isHttpsAddress(value: string): boolean {
  if (!/^https:\/\/[^\s\\]+$/i.test(value)) return false;
  const url = parsed(value);
  return url?.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
}
