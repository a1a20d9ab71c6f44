import type { CancellationPolicy, TimeRange } from '@portal/contracts';
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { cancellationPolicy, freePassUses } from '../../db/schema/index.js';

/** The policy's one row (none until OPERATIONS first edit it) and the free passes spent. */
export function createLeavePolicyRepository(db: Db) {
  return {
    async policy(): Promise<CancellationPolicy | undefined> {
      const [row] = await db.select().from(cancellationPolicy).where(eq(cancellationPolicy.id, 1));
      if (!row) return undefined;
      const { id: _id, updatedBy: _by, updatedAt: _at, ...numbers } = row;
      return numbers;
    },

    async savePolicy(policy: CancellationPolicy, staffId: number, now: Date): Promise<void> {
      const row = { ...policy, updatedBy: staffId, updatedAt: now };
      await db
        .insert(cancellationPolicy)
        .values({ id: 1, ...row })
        .onConflictDoUpdate({ target: cancellationPolicy.id, set: row });
    },

    /** Passes spent in the contract year `range`. */
    async passesUsed(teacherId: number, range: TimeRange): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(freePassUses)
        .where(
          and(
            eq(freePassUses.teacherId, teacherId),
            gte(freePassUses.createdAt, new Date(range.start)),
            lt(freePassUses.createdAt, new Date(range.end)),
          ),
        );
      return row?.n ?? 0;
    },

    /** Spends a pass on a record; false when the record had one already (the unique index). */
    async usePass(row: typeof freePassUses.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(freePassUses)
        .values(row)
        .onConflictDoNothing({ target: freePassUses.leaveId })
        .returning({ id: freePassUses.id });
      return rows.length > 0;
    },
  };
}
export type LeavePolicyRepository = ReturnType<typeof createLeavePolicyRepository>;
