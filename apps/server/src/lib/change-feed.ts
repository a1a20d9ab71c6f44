/**
 * What this server has heard changed in the database (decision 040). The triggers of
 * migrations 0013 and 0017 send, after every commit that changes what a cached read shows, a
 * notification on `CHANGE_CHANNEL`: comma-joined tokens `u<id>` (a user's reads), `s<id>` (a
 * staff member's row and sessions, migration 0025), `standby`,
 * `catalogue`, `pay_policy` (the pay rules every payslip's payday follows), `applicants` (the console's
 * applicant list: accounts and resumes, migration 0025), or `*`
 * (everything). The feed turns them into versions: a cached read keeps the version it was
 * made at and is used only while the version is unchanged.
 *
 * Versions are stamps from one counter, so a stamp never comes back after a reset: forgetting
 * the per-user stamps (too many users, a lost connection) moves the floor every version starts
 * from instead.
 */
export const CHANGE_CHANNEL = 'portal_changes';

export type SharedPart = 'standby' | 'catalogue' | 'pay_policy' | 'applicants';
const SHARED_PARTS: readonly string[] = ['standby', 'catalogue', 'pay_policy', 'applicants'];

/** Users (and staff members) remembered one by one; past this the feed starts over from a new floor. */
const MAX_USERS = 100_000;

export interface ChangeFeed {
  /** The version of a user's reads (session, account, classes, payslips). */
  user(userId: number): number;
  /** The version of a staff member's reads (their row, their sessions). */
  staff(staffId: number): number;
  /** The version of a part every user's reads share. */
  shared(part: SharedPart): number;
  /** The latest stamp: a read that started at `mark()` is current for a user while `user(id) <= mark`. */
  mark(): number;
  /** Applies one notification's payload. */
  apply(payload: string): void;
  /** Drops every version (the connection that hears changes was lost: some may be missed). */
  reset(): void;
}

export function createChangeFeed(): ChangeFeed {
  let stamp = 0;
  let floor = 0;
  const users = new Map<number, number>();
  const members = new Map<number, number>();
  const shared: Record<SharedPart, number> = {
    standby: 0,
    catalogue: 0,
    pay_policy: 0,
    applicants: 0,
  };
  const reset = () => {
    floor = ++stamp;
    users.clear();
    members.clear();
  };
  const stampOne = (ids: Map<number, number>, id: number) => {
    if (ids.size >= MAX_USERS) reset();
    ids.set(id, ++stamp);
  };
  const applyToken = (token: string) => {
    if (token === '*') reset();
    else if (SHARED_PARTS.includes(token)) shared[token as SharedPart] = ++stamp;
    else if (/^u\d+$/.test(token)) stampOne(users, Number(token.slice(1)));
    else if (/^s\d+$/.test(token)) stampOne(members, Number(token.slice(1)));
  };
  return {
    user: (userId) => Math.max(floor, users.get(userId) ?? 0),
    staff: (staffId) => Math.max(floor, members.get(staffId) ?? 0),
    shared: (part) => Math.max(floor, shared[part]),
    mark: () => stamp,
    apply(payload) {
      for (const token of payload.split(',')) applyToken(token.trim());
    },
    reset,
  };
}
