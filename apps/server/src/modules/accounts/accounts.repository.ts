import { eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { applicantCounts, funnelEvents, users } from '../../db/schema/index.js';

export interface UserRow {
  id: number;
  email: string;
  passwordHash: string;
  stage: string;
  status: string;
}

const userColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  stage: users.stage,
  status: users.status,
};

export function createAccountsRepository(db: Db) {
  return {
    /** Inserts the account; undefined when the address (or, rarely, the drawn code) is taken. */
    async insert(row: {
      email: string;
      passwordHash: string;
      referralCode: string;
      referredByUserId?: number;
      poster?: string;
      clickId?: string;
    }): Promise<number | undefined> {
      const [created] = await db
        .insert(users)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: users.id });
      return created?.id;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select(userColumns)
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
      return row;
    },

    async findIdByReferralCode(code: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.referralCode, code));
      return row?.id;
    },

    async updatePassword(id: number, passwordHash: string) {
      await db
        .update(users)
        .set({ passwordHash, passwordChangedAt: new Date() })
        .where(eq(users.id, id));
    },

    /** From the counts the triggers on `users` keep (migration 0021), not every account. */
    async countByPlace(): Promise<{ stage: string; status: string; count: number }[]> {
      return db
        .select({
          stage: applicantCounts.stage,
          status: applicantCounts.status,
          count: sum(applicantCounts.accounts).mapWith(Number),
        })
        .from(applicantCounts)
        .groupBy(applicantCounts.stage, applicantCounts.status);
    },

    async recordFunnelEvent(
      name: string,
      userId: number | undefined,
      properties: Record<string, string>,
    ) {
      await db.insert(funnelEvents).values({ name, userId: userId ?? null, properties });
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
