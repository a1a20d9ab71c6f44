import { AppError } from '../../lib/app-error.js';
import { hashToken } from '../../lib/tokens.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import type { AbuseGuard } from '../security/abuse-guard.service.js';
import type { PasswordHasher } from './password-hasher.js';

/** What a sign-in call carries: the address, the password and, when asked, the captcha. */
export interface SignInAttempt {
  email: string;
  password: string;
  captcha?: string | undefined;
  token?: string | undefined;
  altcha?: string | undefined;
  /** Staff: the second factor's code, once asked for. */
  otp?: string | undefined;
}

type FailureKind = 'SIGN_IN_FAILED' | 'STAFF_SIGN_IN_FAILED';

/** An account's name in its proof-of-work challenges: not its address (they travel in clear). */
export const proofAccountKey = (email: string) =>
  hashToken(`proof-account:${email.toLowerCase()}`).slice(0, 32);

/**
 * The proof-of-work account of a sign-in challenge: its key and the larger of its levels as
 * a teacher's and as a staff member's address (the challenge call does not say which).
 */
export async function signInProofAccount(guard: AbuseGuard, email: string) {
  const address = email.toLowerCase();
  const levels = await Promise.all([
    guard.proofLevel('SIGN_IN_FAILED', address),
    guard.proofLevel('STAFF_SIGN_IN_FAILED', address),
  ]);
  return { key: proofAccountKey(address), level: Math.max(...levels) };
}

/**
 * The password check that teachers and staff share (decision 007): the lock, the captcha past
 * its threshold, the same hashing work whether or not the account exists, and the failure
 * counted. Every failure answers the same, so nothing tells whether an account exists.
 */
export function createPasswordSignIn(deps: {
  guard: AbuseGuard;
  captcha: CaptchaService;
  hasher: PasswordHasher;
  /** Tells a teacher whose account is being guessed (issue 37); staff have a second factor. */
  tellOwner?: (email: string) => Promise<void>;
}) {
  const { guard, captcha, hasher } = deps;
  return async function checkPassword<A extends { passwordHash: string | null }>(
    kind: FailureKind,
    input: SignInAttempt,
    ip: string,
    find: (email: string) => Promise<A | undefined>,
    /** Further conditions on a found account (a disabled member), failing alike. */
    usable: (account: A) => boolean = () => true,
  ): Promise<A> {
    const email = input.email.toLowerCase();
    if (await guard.signInLocked(kind, email, ip)) throw new AppError('BIZ_TOO_MANY_REQUESTS');
    if (await guard.signInNeedsCaptcha(kind, email, ip)) {
      const level = await guard.proofLevel(kind, email);
      await captcha.require(
        'LOGIN',
        { ticket: input.token, answer: input.captcha, proof: input.altcha },
        { key: proofAccountKey(email), level },
      );
    }
    const account = await find(email);
    const valid = account?.passwordHash
      ? await hasher.verify(account.passwordHash, input.password)
      : await hasher.verifyNothing(input.password);
    if (!account || !valid || !usable(account)) {
      await guard.record(kind, { email, ip });
      // Only an existing account has an owner to tell: once a day at most, so the few
      // milliseconds of it tell nobody much (decision 072).
      if (account && deps.tellOwner && (await guard.ownerToBeTold(kind, email)))
        await deps.tellOwner(email);
      throw new AppError('BIZ_TEACHER_LOGIN_ERROR');
    }
    await guard.signInSucceeded(kind, email, ip);
    return account;
  };
}
