import { createHash } from 'node:crypto';

/** What the server keeps of a session token (apps/server/src/lib/tokens.ts). */
export const sha256Hex = (text) => createHash('sha256').update(text).digest('hex');

/**
 * The state shared by seeders, calls, plans and races of one run. Seeders fill in what they
 * make (`ctx.accounts`, ...); calls and races read it.
 * @param {{ runId: string, users: number, payTeachers: number, payClasses: number, payMonth: boolean, schedule: boolean }} options
 */
export function createContext({ runId, users, payTeachers, payClasses, payMonth, schedule }) {
  let addresses = 0;
  return {
    runId,
    scale: { users, payTeachers, payClasses, payMonth, schedule },
    /** Base URLs: `portal` (the built server), `baseline` (bare Fastify), `race` (list of servers). */
    urls: { portal: '', baseline: '', race: [] },
    /** Paths of the landing page's JS and CSS (from apps/web/dist/index.html). */
    landingAssets: [],
    /** Filled by seeds/accounts.mjs. */
    accounts: null,
    /** Filled by seeds/staff.mjs: a RECRUITER's session token. */
    staff: null,
    /** Filled by seeds/classes.mjs: teachers with sessions and their slots' weeks. */
    classes: null,
    /** Filled by seeds/payslips.mjs (the pay month, FINANCE's session) and pay-generation.mjs. */
    payslips: null,
    /**
     * A client address never used before in this run (10.0.0.1, 10.0.0.2, ...), sent as
     * x-forwarded-for (the server runs with TRUST_PROXY=1: the bench plays the one proxy)
     * so that per-address rate limits and captcha rules do not distort a measurement.
     * 16 million before it wraps.
     */
    nextIp() {
      addresses = (addresses % 0xfffffe) + 1;
      return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
    },
  };
}
