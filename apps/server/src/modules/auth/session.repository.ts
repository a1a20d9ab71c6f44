import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { sessions, users } from '../../db/schema/index.js';

export type SessionOwner = { kind: 'teacher'; userId: number } | { kind: 'staff'; staffId: number };

/** A teacher's account as every signed-in page needs it: where they are in the funnel. */
export interface SignedInAccount {
  email: string;
  stage: string;
  status: string;
}

export interface SessionRow {
  tokenHash: string;
  userId: number | null;
  staffId: number | null;
  lastSeenAt: Date;
  expiresAt: Date;
  /** The teacher's account, read with the session (null for a staff session). */
  account: SignedInAccount | null;
}

const ownerColumns = (owner: SessionOwner) =>
  owner.kind === 'teacher'
    ? { userId: owner.userId, staffId: null }
    : { userId: null, staffId: owner.staffId };

const ownerFilter = (owner: SessionOwner) =>
  owner.kind === 'teacher'
    ? eq(sessions.userId, owner.userId)
    : eq(sessions.staffId, owner.staffId);

/**
 * Every guarded request reads its session: built once and prepared, and a teacher's account
 * comes in the same round trip (the login check on every page needs nothing more; decision
 * 031).
 */
const sessionByTokenHash = (db: Db) =>
  db
    .select({
      tokenHash: sessions.tokenHash,
      userId: sessions.userId,
      staffId: sessions.staffId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      email: users.email,
      stage: users.stage,
      status: users.status,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_by_token_hash');

export function createSessionRepository(db: Db) {
  // On first use: a repository over a transaction that never reads a session builds nothing.
  let findQuery: ReturnType<typeof sessionByTokenHash> | undefined;
  return {
    async insert(row: {
      tokenHash: string;
      owner: SessionOwner;
      expiresAt: Date;
      ip?: string;
      userAgent?: string;
    }) {
      await db.insert(sessions).values({
        tokenHash: row.tokenHash,
        ...ownerColumns(row.owner),
        expiresAt: row.expiresAt,
        ip: row.ip ?? null,
        userAgent: row.userAgent?.slice(0, 300) ?? null,
      });
    },

    async find(tokenHash: string): Promise<SessionRow | undefined> {
      findQuery ??= sessionByTokenHash(db);
      const [row] = await findQuery.execute({ tokenHash });
      if (!row) return undefined;
      const { email, stage, status, ...session } = row;
      const account = email !== null && stage !== null && status !== null;
      return { ...session, account: account ? { email, stage, status } : null };
    },

    async touch(tokenHash: string, now: Date) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Ends every session of the owner except `keepTokenHash` (all when undefined). */
    async deleteForOwner(owner: SessionOwner, keepTokenHash?: string) {
      await db
        .delete(sessions)
        .where(
          keepTokenHash
            ? and(ownerFilter(owner), ne(sessions.tokenHash, keepTokenHash))
            : ownerFilter(owner),
        );
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
