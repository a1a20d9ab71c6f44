import {
  BASE_PATH,
  bankFieldsSet,
  holderFullName,
  mailTime,
  maskedAccount,
  PUBLIC_ROUTES,
  type BankDetails,
  type BankInfo,
  type FullBankDetails,
  type PaymentMethod,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { Uow } from '../../repositories.js';
import type { AccountsRepository } from '../accounts/accounts.repository.js';
import type { PasswordHasher } from '../auth/password-hasher.js';
import type { BankDetailsRepository, BankDetailsRow } from './bank-details.repository.js';
import type { BankVault } from './bank-vault.js';
import { nameOf } from './teacher-views.js';
import type { TeachersRepository } from './teachers.repository.js';
import { refuseRecheck, type RecheckDeps } from '../auth/recheck.js';

interface Deps {
  uow: Uow;
  teachers: TeachersRepository;
  bank: BankDetailsRepository;
  accounts: Pick<AccountsRepository, 'findById'>;
  hasher: PasswordHasher;
  vault: BankVault;
  supportEmail: string;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Wrong passwords counted per account; past the limit the sessions end (issue 37). */
  recheck: RecheckDeps;
  clock?: () => Date;
}

const REKEY_BATCH = 100;

/**
 * A teacher's bank details (decision 038): sealed at rest, shown to the teacher only as a
 * hint, changed only with the password given again, read in full only by FINANCE (audited).
 */
export function createBankService(deps: Deps) {
  const { uow, teachers, bank, vault, log } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** What the teacher sees: method, holder, hint and which fields are kept. */
  function infoOf(userId: number, row: BankDetailsRow | undefined): BankInfo {
    if (!row)
      return {
        teacherId: userId,
        hasDetails: false,
        method: null,
        holderName: '',
        masked: '',
        fieldsSet: [],
        updatedAt: null,
      };
    const details = vault.open(userId, row);
    // No key opens it: say what the plain columns say, and tell the operators.
    if (!details) log.error({ userId, keyId: row.keyId }, 'bank details cannot be opened');
    return {
      teacherId: userId,
      hasDetails: true,
      method: row.method as PaymentMethod,
      holderName: details ? holderFullName(details) : '',
      masked: row.masked,
      fieldsSet: details ? bankFieldsSet(details as BankDetails) : [],
      updatedAt: row.updatedAt.getTime(),
    };
  }

  return {
    /** `teacherId` (spec Group B) may be left out; anybody else's answers FORBIDDEN. */
    async info(userId: number, teacherId: number | undefined): Promise<BankInfo> {
      if (teacherId !== undefined && teacherId !== userId) throw new AppError('FORBIDDEN');
      if (!(await teachers.find(userId))) throw new AppError('FORBIDDEN');
      return infoOf(userId, await bank.find(userId));
    },

    async update(
      userId: number,
      body: { password: string; details: BankDetails },
    ): Promise<BankInfo> {
      const teacher = await teachers.find(userId);
      if (!teacher) throw new AppError('FORBIDDEN');
      // argon2 before the transaction: it is slow and must not hold the row's lock.
      const user = await deps.accounts.findById(userId);
      if (!user) throw new AppError('BIZ_TEACHER_PASSWORD_ORIGIN_ERROR');
      if (!(await deps.hasher.verify(user.passwordHash, body.password)))
        await refuseRecheck(
          deps.recheck,
          { kind: 'teacher', userId },
          user.email,
          'BIZ_TEACHER_PASSWORD_ORIGIN_ERROR',
        );
      const now = clock();
      const sealed = vault.seal(userId, body.details);
      const masked = maskedAccount(body.details);
      // The record and the mail that tells of it: both or neither.
      await uow.run(async (tx) => {
        await tx.bankDetails.save({ userId, method: body.details.method, masked, ...sealed }, now);
        await tx.mail.send(user.email, 'bankDetailsChanged', {
          name: nameOf(teacher),
          time: mailTime(now.getTime(), { zone: teacher.timeZone, withBeijing: true }),
          masked,
          email: deps.supportEmail,
          link: `${deps.publicUrl}${BASE_PATH}${PUBLIC_ROUTES.home}?type=login`,
        });
      });
      // Who and which method, never the details (the logger also redacts their field names).
      log.info(
        { userId, method: body.details.method, keyId: sealed.keyId },
        'bank details changed',
      );
      return infoOf(userId, await bank.find(userId));
    },

    /** FINANCE (and ADMIN): the whole record; the reading is audited before it is answered. */
    async reveal(staffId: number, userId: number): Promise<FullBankDetails> {
      const row = await uow.run(async (tx) => {
        const found = await tx.bankDetails.find(userId);
        if (!found) throw new AppError('NOT_FOUND');
        await tx.staffActions.record({
          staffId,
          action: 'viewBankDetails',
          userId,
          detail: { method: found.method },
        });
        return found;
      });
      const details = vault.open(userId, row);
      if (!details) {
        log.error({ userId, keyId: row.keyId }, 'bank details cannot be opened');
        throw new AppError('SERVER_ERR');
      }
      return {
        teacherId: userId,
        method: details.method,
        holderName: holderFullName(details),
        masked: row.masked,
        updatedAt: row.updatedAt.getTime(),
        details,
      };
    },

    /**
     * Key rotation: every row sealed under an earlier key is sealed again under the current
     * one. Rows no configured key opens are counted and left for an operator.
     */
    async rekeyAll(): Promise<{ rekeyed: number; unreadable: number }> {
      let rekeyed = 0;
      let unreadable = 0;
      let after = 0;
      for (;;) {
        const rows = await bank.sealedUnderOtherKeys(vault.currentKeyId, after, REKEY_BATCH);
        for (const row of rows) {
          const next = vault.rekey(row.userId, row);
          if (!next) unreadable += 1;
          else if (await bank.reseal(row.userId, row, next)) rekeyed += 1;
        }
        if (rows.length < REKEY_BATCH) break;
        after = rows[rows.length - 1]?.userId ?? after;
      }
      if (rekeyed > 0) log.info({ rekeyed }, 'bank details sealed under the current key');
      if (unreadable > 0) log.error({ unreadable }, 'bank details no configured key opens');
      return { rekeyed, unreadable };
    },
  };
}
export type BankService = ReturnType<typeof createBankService>;
