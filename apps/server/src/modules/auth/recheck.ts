import type { ErrorCode } from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { SessionOwner } from './session.repository.js';
import type { AbuseGuard } from '../security/abuse-guard.service.js';

export interface RecheckDeps {
  guard: Pick<AbuseGuard, 'recheckFailed'>;
  sessions: { endAll(owner: SessionOwner): Promise<unknown> };
}

/**
 * Refuses a wrong password or code that a signed-in call asked again (issue 37). Past the
 * account's limit of such failures every session of the account ends and the answer is
 * LOGIN_REQUIRED, so a stolen session cannot go on guessing; the owner signs in again, or
 * resets the password, and nobody else is locked out. Otherwise the call's own refusal.
 */
export async function refuseRecheck(
  deps: RecheckDeps,
  owner: SessionOwner,
  email: string,
  refusal: ErrorCode,
): Promise<never> {
  const kind = owner.kind === 'staff' ? 'STAFF_RECHECK_FAILED' : 'RECHECK_FAILED';
  if (await deps.guard.recheckFailed(kind, email.toLowerCase())) {
    await deps.sessions.endAll(owner);
    throw new AppError('LOGIN_REQUIRED');
  }
  throw new AppError(refusal);
}
