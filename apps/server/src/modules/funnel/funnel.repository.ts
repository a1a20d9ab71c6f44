import { canMove, FUNNEL_TRANSITIONS, type FunnelTransition } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { applicationEvents, users } from '../../db/schema/index.js';

export interface Move {
  userId: number;
  /** The staff member who made it; absent when the applicant did. */
  staffId?: number;
  reason?: string;
}

/**
 * The only writer of an applicant's stage and status: a named transition of the contracts'
 * table. The applicant's row is locked, the move checked against the table, made as a
 * conditional update from the place it was read at (two recruiters at once: one wins, the
 * other is refused), and recorded in the audit trail: all in one transaction (a savepoint
 * inside the caller's unit of work).
 */
export function createFunnelRepository(db: Db) {
  return {
    /** Whether the applicant was moved; false when they were not at one of its `from` places. */
    async move(transition: FunnelTransition, move: Move): Promise<boolean> {
      const { to } = FUNNEL_TRANSITIONS[transition];
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ stage: users.stage, status: users.status })
          .from(users)
          .where(eq(users.id, move.userId))
          .for('update');
        if (!current || !canMove(transition, current)) return false;
        const moved = await tx
          .update(users)
          .set({ stage: to.stage, status: to.status })
          .where(
            and(
              eq(users.id, move.userId),
              eq(users.stage, current.stage),
              eq(users.status, current.status),
            ),
          )
          .returning({ id: users.id });
        if (moved.length === 0) return false;
        await tx.insert(applicationEvents).values({
          userId: move.userId,
          staffId: move.staffId ?? null,
          fromStage: current.stage,
          fromStatus: current.status,
          toStage: to.stage,
          toStatus: to.status,
          reason: move.reason ?? '',
        });
        return true;
      });
    },
  };
}
export type FunnelRepository = ReturnType<typeof createFunnelRepository>;
