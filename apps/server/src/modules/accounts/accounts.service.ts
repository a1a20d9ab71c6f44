import {
  BASE_PATH,
  callbackFor,
  INITIAL_PLACE,
  FIELD_MESSAGES,
  PUBLIC_ROUTES,
  type ApplicationStage,
  type LoginCheck,
  type SessionIssued,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import { randomDigits } from '../../lib/tokens.js';
import type { PasswordHasher } from '../auth/password-hasher.js';
import { createPasswordSignIn, type SignInAttempt } from '../auth/password-sign-in.js';
import type { SignedInAccount } from '../auth/session.repository.js';
import type { SessionService } from '../auth/session.service.js';
import type { CaptchaService } from '../captcha/captcha.service.js';
import type { AbuseGuard } from '../security/abuse-guard.service.js';
import type { Repositories, Uow } from '../../repositories.js';
import type { AccountsRepository, UserRow } from './accounts.repository.js';

export interface RequestMeta {
  ip: string;
  userAgent?: string;
}

export interface RegisterInput {
  email: string;
  password: string;
  captcha?: string | undefined;
  token?: string | undefined;
  altcha?: string | undefined;
  referralCode?: string | undefined;
  poster?: string | undefined;
  t_ick?: string | undefined;
}

export type SignInInput = SignInAttempt;

const REFERRAL_CODE_DIGITS = 8;
/** The event the spec's registration flow fires (first-party, no third-party tracker). */
export const COMPLETE_REGISTRATION = 'CompleteRegistration';

interface Deps {
  uow: Uow;
  accounts: AccountsRepository;
  sessions: SessionService;
  hasher: PasswordHasher;
  captcha: CaptchaService;
  guard: AbuseGuard;
  publicUrl: string;
}

export function createAccountsService(deps: Deps) {
  const { uow, accounts, sessions, hasher, captcha, guard } = deps;
  const checkPassword = createPasswordSignIn({
    ...deps,
    // The mail and its claim together: once a day, however many fail at the same moment.
    tellOwner: (email) =>
      uow.run(async (tx) => {
        if (!(await tx.guard.claimOwnerMail(email))) return;
        const count = await tx.guard.failuresSinceSuccess('SIGN_IN_FAILED', email);
        await tx.mail.send(email, 'signInAttempts', {
          count: String(count),
          link: `${deps.publicUrl}${BASE_PATH}${PUBLIC_ROUTES.reset}`,
        });
      }),
  });

  async function issueFor(
    user: Pick<UserRow, 'id' | 'stage' | 'status'>,
    meta: RequestMeta,
    through: Pick<Repositories, 'sessions'> = deps,
  ) {
    const token = await through.sessions.issue({ kind: 'teacher', userId: user.id }, meta);
    const issued: SessionIssued = {
      userIdCookie: { value: String(user.id) },
      serviceTokenCookie: { value: token },
      phCookie: { value: '' },
      callback: callbackFor(user.stage as ApplicationStage, user.status),
    };
    return { token, issued };
  }

  async function insertAccount(
    tx: Pick<Repositories, 'accounts'>,
    input: RegisterInput,
    passwordHash: string,
    referredByUserId: number | undefined,
  ) {
    // A drawn referral code may collide; the address may be taken (then we stop).
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const id = await tx.accounts.insert({
        email: input.email,
        passwordHash,
        referralCode: randomDigits(REFERRAL_CODE_DIGITS),
        ...(referredByUserId ? { referredByUserId } : {}),
        ...(input.poster ? { poster: input.poster } : {}),
        ...(input.t_ick ? { clickId: input.t_ick } : {}),
      });
      if (id !== undefined) return id;
      if (await tx.accounts.findByEmail(input.email))
        throw new AppError('BIZ_TEACHER_EMAIL_HAS_BEEN_USED');
    }
    throw new Error('could not draw a free referral code');
  }

  return {
    async register(input: RegisterInput, meta: RequestMeta) {
      if (await guard.registrationNeedsCaptcha(meta.ip))
        await captcha.require('REGISTER', {
          ticket: input.token,
          answer: input.captcha,
          proof: input.altcha,
        });
      if (await accounts.findByEmail(input.email)) {
        await guard.record('REGISTRATION_EMAIL_USED', {
          email: input.email.toLowerCase(),
          ip: meta.ip,
        });
        throw new AppError('BIZ_TEACHER_EMAIL_HAS_BEEN_USED');
      }
      const referredByUserId = input.referralCode
        ? await accounts.findIdByReferralCode(input.referralCode)
        : undefined;
      if (input.referralCode && referredByUserId === undefined) {
        throw new AppError('BIZ_PARAM_INVALID', {
          fields: { referralCode: FIELD_MESSAGES.referralNotFound },
        });
      }
      const passwordHash = await hasher.hash(input.password);
      // The account, its counters, its funnel event and its first session: all or none.
      return uow.run(async (tx) => {
        const id = await insertAccount(tx, input, passwordHash, referredByUserId);
        await tx.guard.record('REGISTERED', { email: input.email.toLowerCase(), ip: meta.ip });
        await tx.accounts.recordFunnelEvent(COMPLETE_REGISTRATION, id, {
          ...(input.poster ? { poster: input.poster } : {}),
          ...(input.referralCode ? { referralCode: input.referralCode } : {}),
          ...(input.t_ick ? { clickId: input.t_ick } : {}),
        });
        return issueFor({ id, ...INITIAL_PLACE }, meta, tx);
      });
    },

    /** Every failure answers the same, whether or not the account exists. */
    async signIn(input: SignInInput, meta: RequestMeta) {
      const user = await checkPassword('SIGN_IN_FAILED', input, meta.ip, (email) =>
        accounts.findByEmail(email),
      );
      return issueFor(user, meta);
    },

    /**
     * Where the signed-in teacher belongs: from the account the guard read with the session
     * (one round trip for the call every page makes), else read now.
     */
    async checkLogin(teacher: {
      userId: number;
      account: SignedInAccount | null;
    }): Promise<LoginCheck> {
      const account = teacher.account ?? (await accounts.findById(teacher.userId));
      if (!account) throw new AppError('TOKEN_ILLEGAL');
      return {
        callback: callbackFor(account.stage as ApplicationStage, account.status),
        userId: String(teacher.userId),
        email: account.email,
        stage: account.stage,
        status: account.status,
      };
    },

    async referralCodeExists(code: string): Promise<boolean> {
      const digits = code.replace(/\D/g, '');
      return digits.length > 0 && (await accounts.findIdByReferralCode(digits)) !== undefined;
    },

    /** Sign-out ends every session of the user, on every device. */
    signOut: (userId: number) => sessions.endAll({ kind: 'teacher', userId }),
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
