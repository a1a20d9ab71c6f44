import { randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  twoFactorRequired,
  type StaffRole,
  type TwoFactorSetup,
} from '@portal/contracts';
import { Secret, TOTP } from 'otpauth';
import type { FastifyBaseLogger } from 'fastify';
import QRCode from 'qrcode';
import { AppError } from '../../lib/app-error.js';
import type { RotatingBox } from '../../lib/rotating-box.js';
import { hashToken } from '../../lib/tokens.js';
import type { Uow } from '../../repositories.js';
import type { TwoFactorRepository } from './two-factor.repository.js';
import { refuseRecheck, type RecheckDeps } from '../auth/recheck.js';

/** What authenticator apps show above the account's address. */
export const TOTP_ISSUER = 'Teacher Portal';
/** Codes of the step before and after are accepted too: clocks drift by a few seconds. */
const WINDOW = 1;
/** Letters and digits people do not confuse, for the recovery codes. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

interface Member {
  id: number;
  email: string;
  roles: readonly StaffRole[];
}

interface Deps {
  uow: Uow;
  /** Wrong codes to turn it off counted per member; past the limit the sessions end (issue 37). */
  recheck: RecheckDeps;
  twoFactor: TwoFactorRepository;
  /**
   * Seals the secrets at rest, with a key of their own (decision 029); it also opens those
   * sealed under an earlier SESSION_SECRET until `rekeyAll` has sealed them again (decision 048).
   */
  box: RotatingBox;
  clock?: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

export function totpFor(base32Secret: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    secret: Secret.fromBase32(base32Secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

function newRecoveryCode(): string {
  const pick = () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  const group = () => Array.from({ length: 5 }, pick).join('');
  return `${group()}-${group()}`;
}
const hashRecoveryCode = (code: string) => hashToken(`staff-recovery:${code}`);
const REKEY_BATCH = 200;

/**
 * Staff two-factor sign-in (TOTP, RFC 6238): enrolment by QR code, ten one-time recovery
 * codes, and the check at sign-in. Required for the roles of `TWO_FACTOR_ROLES`, offered to
 * every other (decision 029).
 */
export function createTwoFactorService(deps: Deps) {
  const { twoFactor, box } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** The 30-second step a code belongs to, within the window; undefined when it is wrong. */
  function stepOf(totp: TOTP, code: string): number | undefined {
    const timestamp = clock().getTime();
    const delta = totp.validate({ token: code, timestamp, window: WINDOW });
    if (delta === null) return undefined;
    return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp }) + delta;
  }

  async function secretOf(staffId: number, state: 'pending' | 'enabled') {
    const row = await twoFactor.find(staffId);
    if (!row?.sealedSecret || row.enabled !== (state === 'enabled')) return undefined;
    return box.open(row.sealedSecret)?.plain;
  }

  async function verify(member: Member, code: string): Promise<boolean> {
    const secret = await secretOf(member.id, 'enabled');
    if (!secret) return false;
    if (RECOVERY_CODE_PATTERN.test(code))
      return twoFactor.useRecoveryCode(member.id, hashRecoveryCode(code), clock());
    const step = stepOf(totpFor(secret, member.email), code);
    return step !== undefined && twoFactor.useStep(member.id, step);
  }

  return {
    /** A new secret to scan; replaces a pending one, refused while one is in force. */
    async begin(member: Member): Promise<TwoFactorSetup> {
      const secret = new Secret({ size: 20 });
      if (!(await twoFactor.setPending(member.id, box.seal(secret.base32))))
        throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      const uri = totpFor(secret.base32, member.email).toString();
      const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return {
        secret: secret.base32,
        uri,
        qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    /** The app's first code turns the second factor on; answers the recovery codes, once. */
    async confirm(member: Member, code: string): Promise<string[]> {
      const secret = await secretOf(member.id, 'pending');
      if (!secret) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      const step = stepOf(totpFor(secret, member.email), code);
      if (step === undefined) throw new AppError('BIZ_STAFF_TWO_FACTOR_ERROR');
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const enabled = await deps.uow.run((tx) =>
        tx.twoFactor.enable(member.id, step, codes.map(hashRecoveryCode), clock()),
      );
      if (!enabled) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
      return codes;
    },

    /** At sign-in: the app's code (each step once) or an unused recovery code. */
    verify,

    /**
     * The hourly maintenance's part (like the bank details', decision 038): secrets sealed under
     * an earlier SESSION_SECRET are sealed again under the current one, so it can be dropped.
     */
    async rekeyAll(): Promise<{ rekeyed: number; unreadable: number }> {
      let rekeyed = 0;
      let unreadable = 0;
      let after = 0;
      for (;;) {
        const rows = await twoFactor.sealedSecrets(after, REKEY_BATCH);
        for (const row of rows) {
          const opened = box.open(row.sealedSecret);
          if (!opened) unreadable += 1;
          else if (!opened.current) {
            const resealed = box.seal(opened.plain);
            if (await twoFactor.reseal(row.staffId, row.sealedSecret, resealed)) rekeyed += 1;
          }
        }
        if (rows.length < REKEY_BATCH) break;
        after = rows[rows.length - 1]?.staffId ?? after;
      }
      if (rekeyed > 0)
        deps.log.info({ rekeyed }, 'two-factor secrets sealed under the current key');
      if (unreadable > 0)
        deps.log.error({ unreadable }, 'two-factor secrets no configured key opens');
      return { rekeyed, unreadable };
    },

    /** Off again, for a role that may go without, with a current code. */
    async disable(member: Member, code: string): Promise<void> {
      if (twoFactorRequired(member.roles)) throw new AppError('FORBIDDEN');
      if (!(await verify(member, code)))
        await refuseRecheck(
          deps.recheck,
          { kind: 'staff', staffId: member.id },
          member.email,
          'BIZ_STAFF_TWO_FACTOR_ERROR',
        );
      await twoFactor.disable(member.id);
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
