import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { securityEvents } from '../../db/schema/index.js';

export const SECURITY_EVENT_KINDS = [
  'SIGN_IN_FAILED',
  'REGISTERED',
  'RESET_REQUESTED',
  'STAFF_SIGN_IN_FAILED',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

export function createSecurityEventsRepository(db: Db) {
  return {
    async record(kind: SecurityEventKind, who: { email?: string; ip?: string }) {
      await db
        .insert(securityEvents)
        .values({ kind, email: who.email ?? null, ip: who.ip ?? null });
    },

    async countByEmail(kind: SecurityEventKind, email: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(securityEvents)
        .where(
          and(
            eq(securityEvents.kind, kind),
            eq(securityEvents.email, email),
            gte(securityEvents.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    async countByIp(kind: SecurityEventKind, ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(securityEvents)
        .where(
          and(
            eq(securityEvents.kind, kind),
            eq(securityEvents.ip, ip),
            gte(securityEvents.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    async countByEmailAndIp(
      kind: SecurityEventKind,
      email: string,
      ip: string,
      since: Date,
    ): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(securityEvents)
        .where(
          and(
            eq(securityEvents.kind, kind),
            eq(securityEvents.email, email),
            eq(securityEvents.ip, ip),
            gte(securityEvents.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    async deleteOlderThan(before: Date) {
      await db.delete(securityEvents).where(lt(securityEvents.createdAt, before));
    },
  };
}
export type SecurityEventsRepository = ReturnType<typeof createSecurityEventsRepository>;
