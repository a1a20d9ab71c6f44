import type { PayPolicy } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { payPolicy, staff } from '../../db/schema/index.js';

/** The pay rules FINANCE edit (decision 042): the one `pay_policy` row, with who wrote it. */
export function createPayPolicyRepository(db: Db) {
  return {
    async find() {
      const [row] = await db
        .select({
          policy: payPolicy.policy,
          updatedAt: payPolicy.updatedAt,
          updatedBy: staff.name,
        })
        .from(payPolicy)
        .leftJoin(staff, eq(staff.id, payPolicy.updatedBy));
      return row;
    },

    /** The row locked, so two edits at once audit each other's values as the old ones. */
    async lock() {
      const [row] = await db.select({ policy: payPolicy.policy }).from(payPolicy).for('update');
      return row;
    },

    async save(policy: PayPolicy, staffId: number, at: Date): Promise<void> {
      await db
        .insert(payPolicy)
        .values({ id: 1, policy, updatedBy: staffId, updatedAt: at })
        .onConflictDoUpdate({
          target: payPolicy.id,
          set: { policy, updatedBy: staffId, updatedAt: at },
        });
    },
  };
}
export type PayPolicyRepository = ReturnType<typeof createPayPolicyRepository>;
