import { HOUR_MS, MINUTE_MS } from '@portal/contracts';
import type { Config } from '../../config.js';
import type { SecurityEventsRepository } from './security-events.repository.js';

const SIGN_IN_WINDOW_MS = 15 * MINUTE_MS;

/**
 * Guessing one account from many addresses (issue 37): past the captcha threshold, every
 * PROOF_DOUBLES_EVERY failures in the hour since the account's last good sign-in double the
 * proof of work its sign-in needs, up to 2^PROOF_MAX_LEVEL times (half a minute on a phone,
 * from a second); at OWNER_MAIL_AFTER failures the owner is told, once a day at most.
 */
export const PROOF_DOUBLES_EVERY = 3;
export const PROOF_MAX_LEVEL = 5;
export const OWNER_MAIL_AFTER = 10;
const OWNER_MAIL_EVERY_MS = 24 * HOUR_MS;

type SignInKind = 'SIGN_IN_FAILED' | 'STAFF_SIGN_IN_FAILED';
const SUCCESS_OF = {
  SIGN_IN_FAILED: 'SIGN_IN_SUCCEEDED',
  STAFF_SIGN_IN_FAILED: 'STAFF_SIGN_IN_SUCCEEDED',
} as const;

export type Thresholds = Pick<
  Config,
  | 'CAPTCHA_AFTER_SIGN_IN_FAILURES_PER_ACCOUNT'
  | 'CAPTCHA_AFTER_SIGN_IN_FAILURES_PER_IP'
  | 'CAPTCHA_AFTER_REGISTRATIONS_PER_IP'
  | 'CAPTCHA_AFTER_RESET_EMAILS_PER_IP'
  | 'LOCK_AFTER_SIGN_IN_FAILURES_PER_ACCOUNT'
  | 'SIGN_OUT_AFTER_RECHECK_FAILURES'
>;

/**
 * When a call must carry a solved captcha, and when an address is refused outright. Until a
 * threshold is passed no call needs a captcha (decision 007).
 */
export function createAbuseGuard(
  events: SecurityEventsRepository,
  limits: Thresholds,
  clock: () => Date = () => new Date(),
) {
  const ago = (ms: number) => new Date(clock().getTime() - ms);
  /** An account's failed sign-ins in the last hour, since its last good one. */
  const failuresSinceSuccess = async (kind: SignInKind, email: string): Promise<number> => {
    const hourAgo = ago(HOUR_MS);
    const success = await events.latest(SUCCESS_OF[kind], email, hourAgo);
    return events.count(kind, { email }, success ?? hourAgo);
  };
  return {
    async signInNeedsCaptcha(kind: SignInKind, email: string, ip: string) {
      const since = ago(SIGN_IN_WINDOW_MS);
      const [byAccount, byIp] = await Promise.all([
        events.count(kind, { email }, since),
        events.count(kind, { ip }, since),
      ]);
      return (
        byAccount >= limits.CAPTCHA_AFTER_SIGN_IN_FAILURES_PER_ACCOUNT ||
        byIp >= limits.CAPTCHA_AFTER_SIGN_IN_FAILURES_PER_IP
      );
    },

    /**
     * Past the hourly lock threshold an account refuses the addresses that failed on it; the
     * real user, from another address, can still sign in with the captcha.
     */
    async signInLocked(kind: SignInKind, email: string, ip: string) {
      const since = ago(HOUR_MS);
      const total = await events.count(kind, { email }, since);
      if (total < limits.LOCK_AFTER_SIGN_IN_FAILURES_PER_ACCOUNT) return false;
      return (await events.count(kind, { email, ip }, since)) > 0;
    },

    /**
     * Registrations from an address, and its registrations answered "e-mail used" (issue 37):
     * the spec's answer tells whether an address has an account, so listing addresses meets
     * the captcha as soon as registering many accounts does.
     */
    async registrationNeedsCaptcha(ip: string) {
      return (
        (await events.count(['REGISTERED', 'REGISTRATION_EMAIL_USED'], { ip }, ago(HOUR_MS))) >=
        limits.CAPTCHA_AFTER_REGISTRATIONS_PER_IP
      );
    },

    async resetNeedsCaptcha(ip: string) {
      return (
        (await events.count('RESET_REQUESTED', { ip }, ago(HOUR_MS))) >=
        limits.CAPTCHA_AFTER_RESET_EMAILS_PER_IP
      );
    },

    /**
     * A password or code asked again inside a session (bank details, a new password,
     * two-factor off) was wrong: counted for the account from any address and session, and
     * true once the hour holds SIGN_OUT_AFTER_RECHECK_FAILURES of them (issue 37).
     */
    async recheckFailed(kind: 'RECHECK_FAILED' | 'STAFF_RECHECK_FAILED', email: string) {
      await events.record(kind, { email });
      return (
        (await events.count(kind, { email }, ago(HOUR_MS))) >=
        limits.SIGN_OUT_AFTER_RECHECK_FAILURES
      );
    },

    failuresSinceSuccess,

    /** How many times over (as a power of two) the account's proof of work is to be. */
    async proofLevel(kind: SignInKind, email: string): Promise<number> {
      const past =
        (await failuresSinceSuccess(kind, email)) -
        limits.CAPTCHA_AFTER_SIGN_IN_FAILURES_PER_ACCOUNT;
      return Math.min(PROOF_MAX_LEVEL, Math.floor(Math.max(0, past) / PROOF_DOUBLES_EVERY));
    },

    signInSucceeded: (kind: SignInKind, email: string, ip: string) =>
      events.record(SUCCESS_OF[kind], { email, ip }),

    /** From the OWNER_MAIL_AFTER-th failure on: the owner is to be told (if not already). */
    ownerToBeTold: async (kind: SignInKind, email: string) =>
      (await failuresSinceSuccess(kind, email)) >= OWNER_MAIL_AFTER &&
      !(await events.latest('SIGN_IN_ALERT_MAILED', email, ago(OWNER_MAIL_EVERY_MS))),

    /** Claims the day's one mail to the owner (in the mail's unit of work); false if taken. */
    claimOwnerMail: (email: string) =>
      events.recordOnce('SIGN_IN_ALERT_MAILED', email, ago(OWNER_MAIL_EVERY_MS)),

    record: events.record,
  };
}
export type AbuseGuard = ReturnType<typeof createAbuseGuard>;
