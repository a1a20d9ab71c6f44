import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { calendarFeeds } from '../../db/schema/index.js';

/** Teachers' calendar feeds: the hash of each secret address and when it was made. */
export function createCalendarFeedsRepository(db: Db) {
  return {
    async ofTeacher(userId: number) {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return row;
    },
    async byTokenHash(tokenHash: string) {
      const [row] = await db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.tokenHash, tokenHash));
      return row;
    },
    async save(userId: number, tokenHash: string, rotatedAt: Date): Promise<void> {
      await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash, rotatedAt })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, rotatedAt } });
    },
  };
}
export type CalendarFeedsRepository = ReturnType<typeof createCalendarFeedsRepository>;
