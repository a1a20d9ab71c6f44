import {
  BASE_PATH,
  STAFF_ACCOUNT,
  WEEK_MS,
  type StaffMember,
  type StaffRole,
  type StaffSwitchStatus,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import type { OneTimeTokenRepository } from '../auth/one-time-token.repository.js';
import type { PasswordHasher } from '../auth/password-hasher.js';
import { createPasswordSignIn, type SignInAttempt } from '../auth/password-sign-in.js';
import type { SessionService } from '../auth/session.service.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import type { MailService } from '../mail/mail.service.js';
import type { AbuseGuard } from '../security/abuse-guard.service.js';
import type { Uow } from '../../repositories.js';
import type { StaffRepository, StaffRow } from './staff.repository.js';
import type { TwoFactorService } from './two-factor.service.js';

/** Invitation links work once, within 7 days. */
export const INVITATION_TTL_MS = WEEK_MS;
export const STAFF_SET_PASSWORD_PATH = `${BASE_PATH}/ops/set-password`;

interface Deps {
  uow: Uow;
  staff: StaffRepository;
  links: OneTimeTokenRepository;
  sessions: SessionService;
  hasher: PasswordHasher;
  captcha: CaptchaService;
  guard: AbuseGuard;
  mail: MailService;
  twoFactor: TwoFactorService;
  publicUrl: string;
}

const publicView = ({ passwordHash: _hidden, ...member }: StaffRow): StaffMember => member;

/**
 * Makes a member and the one-time link that sets their password. Used by the console's
 * invitation and by `npm run staff -- create`.
 */
export function createStaffMembers(deps: Pick<Deps, 'staff' | 'links' | 'publicUrl'>) {
  return async function create(
    input: { email: string; name: string; roles: StaffRole[] },
    invitedBy?: number,
  ) {
    const created = await deps.staff.insert({ ...input, ...(invitedBy ? { invitedBy } : {}) });
    if (!created) throw new AppError('BIZ_EXISTING_ACCOUNT');
    const code = randomToken();
    await deps.links.insert({
      purpose: 'STAFF_SET_PASSWORD',
      subjectId: created.id,
      tokenHash: hashToken(code),
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
    const link = `${deps.publicUrl}${STAFF_SET_PASSWORD_PATH}?staffId=${created.id}&code=${code}`;
    return { member: publicView(created), link };
  };
}

export function createStaffService(deps: Deps) {
  const { staff, sessions, hasher } = deps;
  const checkPassword = createPasswordSignIn(deps);

  /**
   * After the right password, a member with a second factor gives its code: none shows the
   * code field; a wrong one counts as a failed sign-in, towards the captcha and the lock.
   */
  async function secondFactor(member: StaffRow, code: string | undefined, ip: string) {
    if (!code) throw new AppError('BIZ_STAFF_TWO_FACTOR_REQUIRED');
    if (await deps.twoFactor.verify(member, code.toLowerCase().replace(/\s+/g, ''))) return;
    await deps.guard.record('STAFF_SIGN_IN_FAILED', { email: member.email.toLowerCase(), ip });
    throw new AppError('BIZ_STAFF_TWO_FACTOR_ERROR');
  }

  const create = createStaffMembers(deps);

  return {
    create,

    /** The member, their link and the mail that carries it: all or none. */
    async invite(input: { email: string; name: string; roles: StaffRole[] }, invitedBy: number) {
      return deps.uow.run(async (tx) => {
        const { member, link } = await createStaffMembers({ ...deps, ...tx })(input, invitedBy);
        await tx.mail.send(member.email, 'staffInvitation', { link, name: member.name });
        return member;
      });
    },

    async setPassword(input: { staffId: number; code: string; newPassword: string }) {
      const member = await staff.findById(input.staffId);
      if (!member || member.status === STAFF_ACCOUNT.DISABLED)
        throw new AppError('BIZ_TEACHER_VERIFICATION_CODE');
      // Hashed before the transaction (argon2 must not hold its locks); the link, the hash
      // and the end of the sessions are written together.
      const passwordHash = await hasher.hash(input.newPassword);
      await deps.uow.run(async (tx) => {
        const valid = await tx.links.consume(
          'STAFF_SET_PASSWORD',
          member.id,
          hashToken(input.code),
          new Date(),
        );
        if (!valid) throw new AppError('BIZ_TEACHER_VERIFICATION_CODE');
        await tx.staff.setPassword(member.id, passwordHash);
        await tx.sessions.endAll({ kind: 'staff', staffId: member.id });
      });
    },

    async signIn(input: SignInAttempt, meta: { ip: string; userAgent?: string }) {
      const member = await checkPassword(
        'STAFF_SIGN_IN_FAILED',
        input,
        meta.ip,
        (email) => staff.findByEmail(email),
        ({ status }) => status === STAFF_ACCOUNT.ACTIVE,
      );
      if (member.twoFactor) await secondFactor(member, input.otp, meta.ip);
      const token = await sessions.issue({ kind: 'staff', staffId: member.id }, meta);
      return { token, staff: publicView(member) };
    },

    async activeMember(staffId: number): Promise<StaffMember | undefined> {
      const member = await staff.findById(staffId);
      return member?.status === STAFF_ACCOUNT.ACTIVE ? publicView(member) : undefined;
    },

    async list() {
      const { total, records } = await staff.list();
      return { total, records: records.map(publicView) };
    },

    /** Disabling ends the member's sessions at once. Nobody disables themselves. */
    async setStatus(staffId: number, status: StaffSwitchStatus, by: number) {
      if (staffId === by) throw new AppError('FORBIDDEN');
      const member = await staff.findById(staffId);
      if (!member) throw new AppError('NOT_FOUND');
      // An invited member becomes active by setting a password, not by an ADMIN's switch.
      const next =
        status === STAFF_ACCOUNT.ACTIVE && !member.passwordHash ? STAFF_ACCOUNT.INVITED : status;
      await staff.setStatus(staffId, next, by);
      if (next === STAFF_ACCOUNT.DISABLED) await sessions.endAll({ kind: 'staff', staffId });
      return publicView({ ...member, status: next });
    },

    signOut: (staffId: number) => sessions.endAll({ kind: 'staff', staffId }),
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
