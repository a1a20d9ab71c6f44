import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { securityEvents } from '../../db/schema/index.js';

export const SECURITY_EVENT_KINDS = [
  'SIGN_IN_FAILED',
  'REGISTERED',
  /** A registration answered "e-mail used": each tells whether an address has an account. */
  'REGISTRATION_EMAIL_USED',
  'RESET_REQUESTED',
  'STAFF_SIGN_IN_FAILED',
  /** A password or code asked again inside a session, wrong (issue 37). */
  'RECHECK_FAILED',
  'STAFF_RECHECK_FAILED',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

export function createSecurityEventsRepository(db: Db) {
  return {
    async record(kind: SecurityEventKind, who: { email?: string; ip?: string }) {
      await db
        .insert(securityEvents)
        .values({ kind, email: who.email ?? null, ip: who.ip ?? null });
    },

    /** Events of a kind (or of any of kinds) since a moment, for an e-mail, an address, or both. */
    async count(
      kind: SecurityEventKind | readonly SecurityEventKind[],
      who: { email?: string; ip?: string },
      since: Date,
    ): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(securityEvents)
        .where(
          and(
            typeof kind === 'string'
              ? eq(securityEvents.kind, kind)
              : inArray(securityEvents.kind, [...kind]),
            who.email === undefined ? undefined : eq(securityEvents.email, who.email),
            who.ip === undefined ? undefined : eq(securityEvents.ip, who.ip),
            gte(securityEvents.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },
  };
}
export type SecurityEventsRepository = ReturnType<typeof createSecurityEventsRepository>;
