import { BASE_PATH, MINUTE_MS, PUBLIC_ROUTES } from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import type { OneTimeTokenRepository } from '../auth/one-time-token.repository.js';
import type { PasswordHasher } from '../auth/password-hasher.js';
import type { SessionService } from '../auth/session.service.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import type { MailService } from '../mail/mail.service.js';
import type { AbuseGuard } from '../security/abuse-guard.service.js';
import { refuseRecheck } from '../auth/recheck.js';
import type { Uow } from '../../repositories.js';
import type { AccountsRepository } from './accounts.repository.js';

/** A reset link works once, within 30 minutes. */
export const RESET_LINK_TTL_MS = 30 * MINUTE_MS;

export interface ResetJob {
  /** Lower-cased, as the request gave it. */
  email: string;
}

interface Deps {
  uow: Uow;
  accounts: AccountsRepository;
  links: OneTimeTokenRepository;
  sessions: SessionService;
  hasher: PasswordHasher;
  captcha: CaptchaService;
  guard: AbuseGuard;
  mail: MailService;
  queue: JobQueue;
  publicUrl: string;
  clock?: () => Date;
}

export function createPasswordService(deps: Deps) {
  const { uow, accounts, sessions, hasher, captcha, guard, queue } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    /**
     * Does the same for every address, so neither the answer nor its time tells who has an
     * account: the address is looked up later, in the `password-reset` job (decision 024).
     */
    async requestReset(
      input: {
        email: string;
        code?: string | undefined;
        ticket?: string | undefined;
        altcha?: string | undefined;
      },
      ip: string,
    ) {
      if (await guard.resetNeedsCaptcha(ip))
        await captcha.require('RESET', {
          ticket: input.ticket,
          answer: input.code,
          proof: input.altcha,
        });
      const email = input.email.toLowerCase();
      await guard.record('RESET_REQUESTED', { email, ip });
      await queue.send('password-reset', { email } satisfies ResetJob);
    },

    /** The `password-reset` job: a link for an account, nothing for an unknown address. */
    async sendResetLink({ email }: ResetJob) {
      const user = await accounts.findByEmail(email);
      if (!user) return;
      const code = randomToken();
      const link = `${deps.publicUrl}${BASE_PATH}${PUBLIC_ROUTES.reset}?userId=${user.id}&code=${code}`;
      // The link and the mail that carries it: both or neither.
      await uow.run(async (tx) => {
        await tx.links.insert({
          purpose: 'TEACHER_RESET',
          subjectId: user.id,
          tokenHash: hashToken(code),
          expiresAt: new Date(clock().getTime() + RESET_LINK_TTL_MS),
        });
        await tx.mail.send(user.email, 'passwordReset', { link });
      });
    },

    /** A used, expired or unknown link answers BIZ_TEACHER_VERIFICATION_CODE. */
    async reset(input: { userId: number; verifyCode: string; newPassword: string }) {
      const now = clock();
      // Hashed before the transaction: argon2 takes a while and must not hold its locks.
      const passwordHash = await hasher.hash(input.newPassword);
      // Using the link, the new hash and the end of the sessions: all or none, so a failure
      // never spends the link without changing the password.
      await uow.run(async (tx) => {
        const valid = await tx.links.consume(
          'TEACHER_RESET',
          input.userId,
          hashToken(input.verifyCode),
          now,
        );
        if (!valid) throw new AppError('BIZ_TEACHER_VERIFICATION_CODE');
        await tx.accounts.updatePassword(input.userId, passwordHash);
        await tx.links.retireAll('TEACHER_RESET', input.userId, now);
        await tx.sessions.endAll({ kind: 'teacher', userId: input.userId });
      });
    },

    /** Keeps the session that asked; ends the others. */
    async change(
      userId: number,
      keepTokenHash: string,
      input: { password: string; newPassword: string },
    ) {
      const user = await accounts.findById(userId);
      if (!user) throw new AppError('BIZ_TEACHER_PASSWORD_ORIGIN_ERROR');
      if (!(await hasher.verify(user.passwordHash, input.password)))
        await refuseRecheck(
          deps,
          { kind: 'teacher', userId },
          user.email,
          'BIZ_TEACHER_PASSWORD_ORIGIN_ERROR',
        );
      await accounts.updatePassword(userId, await hasher.hash(input.newPassword));
      await sessions.endOthers({ kind: 'teacher', userId }, keepTokenHash);
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
