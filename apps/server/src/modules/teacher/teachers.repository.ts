import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  CONTRACT,
  TEACHER_ACCOUNT_LIFECYCLE,
  type AccountState,
  type ContractPeriod,
} from '@portal/contracts';
import type { Db } from '../../db/database.js';
import { bankDetails, contracts, resumes, teachers, users } from '../../db/schema/index.js';
import { createLifecycleWriter } from '../../status-moves/lifecycle-writer.js';

/** An activated teacher with what the teacher area and the console show of them. */
export interface TeacherRow {
  userId: number;
  email: string;
  referralCode: string;
  grade: string;
  level: number;
  accountStatus: AccountState;
  statusReason: string;
  statusChangedAt: Date | null;
  activatedAt: Date;
  timeZone: string | null;
  /** The teacher's own profile ({} until first saved). */
  profile: Record<string, string>;
  profileUpdatedAt: Date | null;
  /** The application form's fields, the profile's source until the teacher saves their own. */
  resumeFields: Record<string, string | boolean> | null;
  /** The signed contract that ends last. */
  contract: ContractPeriod | null;
  hasBankDetails: boolean;
}

/** A contract version as a teacher's page lists it: dates as days and as staff read them. */
export interface TeacherContractDays {
  contractId: number;
  version: number;
  status: string;
  contractType: string;
  /** `YYYY-MM-DD`, what the contract rules compare. */
  effectiveDay: string;
  expiresDay: string;
  /** `YYYY/MM/DD`, as staff read a contract's dates. */
  effectiveOn: string;
  expiresOn: string;
  signedAt: Date | null;
}

export interface TeacherFilter {
  search?: string | undefined;
  state?: AccountState | undefined;
  pageIndex: number;
  pageSize: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The signed contract of the row's teacher that ends last (then the latest version), dates as
 * YYYY/MM/DD: its end is the account's (contracts' `contractsLapsed`, decision 052). The outer
 * column is written out: Drizzle leaves it unqualified in a one-table query, where it would
 * name the subquery's own `user_id` and match every contract.
 */
const OUTER_TEACHER = sql.raw('"teachers"."user_id"');
const latestSignedContract = sql<ContractPeriod | null>`(
  select json_build_object(
    'contractType', c.contract_type,
    'effectiveOn', to_char(c.effective_on, 'YYYY/MM/DD'),
    'expiresOn', to_char(c.expires_on, 'YYYY/MM/DD'))
  from contracts c
  where c.user_id = ${OUTER_TEACHER} and c.status = ${CONTRACT.SIGNED}
  order by c.expires_on desc, c.version desc limit 1)`;

/** The name staff search by: the saved profile's, else the application's. */
const firstName = sql<string>`coalesce(nullif(${teachers.profile}->>'firstName', ''), ${resumes.firstName}, '')`;
const lastName = sql<string>`coalesce(nullif(${teachers.profile}->>'lastName', ''), ${resumes.lastName}, '')`;

export function createTeachersRepository(db: Db) {
  /** The one writer of an account's state (suspend, restore; activation inserts the row). */
  const accounts = createLifecycleWriter(db, TEACHER_ACCOUNT_LIFECYCLE, {
    table: teachers,
    id: teachers.userId,
    status: teachers.accountStatus,
  });
  const columns = {
    userId: teachers.userId,
    email: users.email,
    referralCode: users.referralCode,
    grade: teachers.grade,
    level: teachers.level,
    accountStatus: sql<AccountState>`${teachers.accountStatus}`,
    statusReason: teachers.statusReason,
    statusChangedAt: teachers.statusChangedAt,
    activatedAt: teachers.activatedAt,
    timeZone: teachers.timeZone,
    profile: teachers.profile,
    profileUpdatedAt: teachers.profileUpdatedAt,
    resumeFields: resumes.fields,
    contract: latestSignedContract,
    hasBankDetails: sql<boolean>`exists (select 1 from ${bankDetails} b where b.user_id = ${OUTER_TEACHER})`,
  };
  const base = () =>
    db
      .select(columns)
      .from(teachers)
      .innerJoin(users, eq(users.id, teachers.userId))
      .leftJoin(resumes, eq(resumes.userId, teachers.userId));

  return {
    async find(userId: number): Promise<TeacherRow | undefined> {
      const [row] = await base().where(eq(teachers.userId, userId));
      return row;
    },

    /** Every contract version of the teacher's, the newest first. */
    contractsOf(userId: number): Promise<TeacherContractDays[]> {
      const day = (column: SQL, format: string) => sql<string>`to_char(${column}, ${format})`;
      return db
        .select({
          contractId: contracts.id,
          version: contracts.version,
          status: contracts.status,
          contractType: contracts.contractType,
          effectiveDay: day(sql`${contracts.effectiveOn}`, 'YYYY-MM-DD'),
          expiresDay: day(sql`${contracts.expiresOn}`, 'YYYY-MM-DD'),
          effectiveOn: day(sql`${contracts.effectiveOn}`, 'YYYY/MM/DD'),
          expiresOn: day(sql`${contracts.expiresOn}`, 'YYYY/MM/DD'),
          signedAt: contracts.signedAt,
        })
        .from(contracts)
        .where(eq(contracts.userId, userId))
        .orderBy(desc(contracts.version));
    },

    /** What the account-state guard reads: the state and the last end of a signed contract. */
    async accountState(
      userId: number,
    ): Promise<{ accountStatus: AccountState; lastExpiresOn: string | null } | undefined> {
      const [row] = await db
        .select({
          accountStatus: sql<AccountState>`${teachers.accountStatus}`,
          lastExpiresOn: sql<string | null>`(select to_char(max(c.expires_on), 'YYYY/MM/DD')
            from contracts c where c.user_id = ${OUTER_TEACHER} and c.status = ${CONTRACT.SIGNED})`,
        })
        .from(teachers)
        .where(eq(teachers.userId, userId));
      return row;
    },

    /** The teacher's own profile replaces the application's; the zone changes when given. */
    async saveProfile(
      userId: number,
      profile: Record<string, string>,
      timeZone: string | undefined,
      at: Date,
    ): Promise<boolean> {
      const saved = await db
        .update(teachers)
        .set({ profile, profileUpdatedAt: at, ...(timeZone ? { timeZone } : {}) })
        .where(eq(teachers.userId, userId))
        .returning({ userId: teachers.userId });
      return saved.length === 1;
    },

    async setTimeZone(userId: number, timeZone: string): Promise<boolean> {
      const saved = await db
        .update(teachers)
        .set({ timeZone })
        .where(eq(teachers.userId, userId))
        .returning({ userId: teachers.userId });
      return saved.length === 1;
    },

    /**
     * Suspends or restores, only from the other state: of two members at once one changes
     * it and the other is told the state changed (false).
     */
    async changeState(
      userId: number,
      move: 'suspend' | 'restore',
      staffId: number,
      reason: string,
      at: Date,
    ): Promise<boolean> {
      const changed = await accounts.move(
        move,
        { by: 'staff', staffId },
        eq(teachers.userId, userId),
        {
          statusReason: reason,
          statusChangedAt: at,
        },
      );
      return changed.length === 1;
    },

    /** The console's list, newest activation first, searched by e-mail or name. */
    async list(filter: TeacherFilter): Promise<{ total: number; rows: TeacherRow[] }> {
      const conditions: (SQL | undefined)[] = [
        filter.state ? eq(teachers.accountStatus, filter.state) : undefined,
      ];
      if (filter.search) {
        const pattern = `%${escapeLike(filter.search)}%`;
        conditions.push(
          or(ilike(users.email, pattern), ilike(sql`${firstName} || ' ' || ${lastName}`, pattern)),
        );
      }
      const where = and(...conditions);
      const [total] = await db
        .select({ n: count() })
        .from(teachers)
        .innerJoin(users, eq(users.id, teachers.userId))
        .leftJoin(resumes, eq(resumes.userId, teachers.userId))
        .where(where);
      const rows = await base()
        .where(where)
        .orderBy(desc(teachers.activatedAt), desc(teachers.userId))
        .limit(filter.pageSize)
        .offset((filter.pageIndex - 1) * filter.pageSize);
      return { total: total?.n ?? 0, rows };
    },
  };
}
export type TeachersRepository = ReturnType<typeof createTeachersRepository>;
