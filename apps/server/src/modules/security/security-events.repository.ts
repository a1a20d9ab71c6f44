import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { queryRows } from '../../db/raw-query.js';
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
  /** A sign-in that passed: an account's failures before it no longer count (issue 37). */
  'SIGN_IN_SUCCEEDED',
  'STAFF_SIGN_IN_SUCCEEDED',
  /** The owner was mailed about failed sign-ins on their account (issue 37). */
  'SIGN_IN_ALERT_MAILED',
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

    /**
     * Records an event for an e-mail unless one of its kind is there since `since`; true when
     * it recorded. Under a transaction-scoped lock on the pair, so of two at once one wins:
     * call it inside a unit of work.
     */
    async recordOnce(kind: SecurityEventKind, email: string, since: Date): Promise<boolean> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind}:${email}`}))`);
      const rows = await queryRows<{ id: number }>(
        db,
        sql`insert into security_events (kind, email)
            select ${kind}, ${email}
             where not exists (select 1 from security_events
                                where kind = ${kind} and email = ${email} and created_at >= ${since})
            returning id`,
      );
      return rows.length > 0;
    },

    /** When the latest event of a kind for an e-mail happened, if one did since `since`. */
    async latest(kind: SecurityEventKind, email: string, since: Date): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: securityEvents.createdAt })
        .from(securityEvents)
        .where(
          and(
            eq(securityEvents.kind, kind),
            eq(securityEvents.email, email),
            gte(securityEvents.createdAt, since),
          ),
        )
        .orderBy(desc(securityEvents.createdAt))
        .limit(1);
      return row?.at;
    },
  };
}
export type SecurityEventsRepository = ReturnType<typeof createSecurityEventsRepository>;
