import { DAY_MS, MINUTE_MS, type ErrorCode } from '@portal/contracts';
import { hashToken, randomToken } from '../../lib/tokens.js';
import type { SessionOwner, SessionRepository, SignedInAccount } from './session.repository.js';

/** Idle expiry: the spec's cookie lifetime of one day. */
export const SESSION_IDLE_MS = DAY_MS;
/** Absolute expiry, whatever the activity. */
export const SESSION_MAX_MS = 30 * DAY_MS;
/** Activity is written at most this often, to spare the database a write per request. */
const TOUCH_EVERY_MS = 5 * MINUTE_MS;

export type SessionCheck =
  | { ok: true; owner: SessionOwner; tokenHash: string; account: SignedInAccount | null }
  | { ok: false; code: Extract<ErrorCode, 'TOKEN_NULL' | 'TOKEN_EXPIRED' | 'TOKEN_ILLEGAL'> };

export function createSessionService(
  repository: SessionRepository,
  clock: () => Date = () => new Date(),
) {
  return {
    /** A new opaque token; only its hash is stored. */
    async issue(
      owner: SessionOwner,
      meta: { ip?: string; userAgent?: string } = {},
    ): Promise<string> {
      const token = randomToken();
      const now = clock();
      await repository.insert({
        tokenHash: hashToken(token),
        owner,
        expiresAt: new Date(now.getTime() + SESSION_MAX_MS),
        ...meta,
      });
      return token;
    },

    /** Resolves a presented token for the expected kind of owner. */
    async check(token: string | undefined, kind: SessionOwner['kind']): Promise<SessionCheck> {
      if (!token) return { ok: false, code: 'TOKEN_NULL' };
      const tokenHash = hashToken(token);
      const row = await repository.find(tokenHash);
      if (!row) return { ok: false, code: 'TOKEN_ILLEGAL' };
      const owner: SessionOwner | undefined =
        kind === 'teacher' && row.userId !== null
          ? { kind, userId: row.userId }
          : kind === 'staff' && row.staffId !== null
            ? { kind, staffId: row.staffId }
            : undefined;
      if (!owner) return { ok: false, code: 'TOKEN_ILLEGAL' };
      const now = clock();
      // Kept until the hourly maintenance, so every use says "expired", not "illegal".
      if (row.expiresAt <= now || now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS) {
        return { ok: false, code: 'TOKEN_EXPIRED' };
      }
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS)
        await repository.touch(tokenHash, now);
      return { ok: true, owner, tokenHash, account: row.account };
    },

    endAll: (owner: SessionOwner) => repository.deleteForOwner(owner),
    endOthers: (owner: SessionOwner, keepTokenHash: string) =>
      repository.deleteForOwner(owner, keepTokenHash),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
