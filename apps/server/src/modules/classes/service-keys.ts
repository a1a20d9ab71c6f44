import { createHash, randomBytes } from 'node:crypto';
import { scopeAllows, type OperateScope } from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { ServiceKeysRepository } from './service-keys.repository.js';

const KEY_PREFIX = 'sk_';
const LAST_USED_STEP_MS = 60_000;

/**
 * A new service key: 32 random bytes. Only its SHA-256 is stored: the key has the entropy of
 * a token, so a slow hash (argon2, for passwords people choose) buys nothing here.
 */
export function newServiceKey(): { key: string; hash: string; prefix: string } {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashServiceKey(key), prefix: key.slice(0, 10) };
}

export function hashServiceKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The guard of the student side's calls: a live key whose scope allows the call. */
export function createServiceKeyGuard(keys: ServiceKeysRepository, clock: () => Date) {
  return {
    async authenticate(
      key: string | undefined,
      needed: 'READ_OPERATE' | 'WRITE_OPERATE',
    ): Promise<{ keyId: number; role: string }> {
      if (!key) throw new AppError('TOKEN_NULL');
      if (!key.startsWith(KEY_PREFIX) || key.length > 100) throw new AppError('TOKEN_ILLEGAL');
      const row = await keys.liveByHash(hashServiceKey(key));
      if (!row) throw new AppError('TOKEN_ILLEGAL');
      if (row.role !== 'STUDENT_OPERATOR' || !scopeAllows(row.scope as OperateScope, needed))
        throw new AppError('FORBIDDEN');
      const now = clock();
      // "Last used" to the minute: a busy key does not write a row per request.
      if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_STEP_MS)
        await keys.markUsed(row.id, now);
      return { keyId: row.id, role: row.role };
    },
  };
}
