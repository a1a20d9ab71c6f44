import { HOUR_MS, MINUTE_MS } from '@portal/contracts';
import type { Config } from '../../config.js';
import type { SecurityEventsRepository } from './security-events.repository.js';

const SIGN_IN_WINDOW_MS = 15 * MINUTE_MS;

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
  return {
    async signInNeedsCaptcha(
      kind: 'SIGN_IN_FAILED' | 'STAFF_SIGN_IN_FAILED',
      email: string,
      ip: string,
    ) {
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
    async signInLocked(kind: 'SIGN_IN_FAILED' | 'STAFF_SIGN_IN_FAILED', email: string, ip: string) {
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

    record: events.record,
  };
}
export type AbuseGuard = ReturnType<typeof createAbuseGuard>;
