import {
  TEACHER_GRADES,
  type TeacherGrade,
  type TeacherLevel,
} from '../application/options/choices.js';
import { STATUS } from '../funnel/statuses.js';
import { contractsLapsed } from './contract-in-force.js';
import { TEACHER_ACCOUNT, type AccountState } from './teacher-account.lifecycle.js';

/** Where an activated account starts (issue 11): grade C Sophomore, level 1. */
export const INITIAL_GRADE: TeacherGrade = 'C';
export const INITIAL_LEVEL: TeacherLevel = 1;

/** "C Sophomore": the grade as the teacher reads it (spec section 3). */
export function gradeLabel(grade: string): string {
  return TEACHER_GRADES.find((entry) => entry.value === grade)?.label ?? grade;
}

/**
 * What stops a teacher from acting (spec section 8: STATUS_DISABLE, CONTRACT_EXPIRED, "Contract
 * expired/Account disabled"): a suspended account first, then contracts that have all ended
 * (contracts' `contractsLapsed`: one still to begin keeps the account open, and the teacher
 * opens its dates only). `lastExpiresOn` is the latest end of any signed contract, `today` the
 * Beijing day, both in one format; no signed contract means nothing has expired.
 */
export function teacherBlock(
  accountStatus: AccountState,
  lastExpiresOn: string | null,
  today: string,
): 'BIZ_TEACHER_STATUS_DISABLE' | 'BIZ_TEACHER_CONTRACT_EXPIRED' | null {
  if (accountStatus === TEACHER_ACCOUNT.DISABLED) return 'BIZ_TEACHER_STATUS_DISABLE';
  const signed = lastExpiresOn === null ? [] : [{ expiresOn: lastExpiresOn }];
  if (contractsLapsed(signed, today)) return 'BIZ_TEACHER_CONTRACT_EXPIRED';
  return null;
}

/**
 * How staff name a teacher's account (decision 063): the suspension and the contract are two
 * facts, both told. The teacher reads the spec's one short label for either block
 * ("Contract expired/Account disabled", ACCOUNT_BLOCKED_LABEL); staff must not read "Contract
 * expired" for a suspended teacher whose contract runs on, nor "Suspended" for one whose
 * contract ended. The contract ended by `contractsLapsed`, the account guard's own rule.
 */
export const TEACHER_STANDINGS = [
  'ACTIVE',
  'SUSPENDED',
  'CONTRACT_ENDED',
  'SUSPENDED_CONTRACT_ENDED',
] as const;
export type TeacherStanding = (typeof TEACHER_STANDINGS)[number];

/** The account's standing for staff; `lastExpiresOn` and `today` as `teacherBlock` takes them. */
export function teacherStanding(
  accountStatus: AccountState,
  lastExpiresOn: string | null,
  today: string,
): TeacherStanding {
  const suspended = accountStatus === TEACHER_ACCOUNT.DISABLED;
  const ended = contractsLapsed(
    lastExpiresOn === null ? [] : [{ expiresOn: lastExpiresOn }],
    today,
  );
  if (suspended) return ended ? 'SUSPENDED_CONTRACT_ENDED' : 'SUSPENDED';
  return ended ? 'CONTRACT_ENDED' : 'ACTIVE';
}

/** Background check results. */
export const BACKGROUND_RESULTS = ['CLEAR', 'ADVERSE'] as const;
export type BackgroundResult = (typeof BACKGROUND_RESULTS)[number];

/** The statuses staff may put an applicant on hold with, at any step-4 or step-5 place. */
export const HOLD_STATUSES = [STATUS.Standby, STATUS.OutOfContact, STATUS.Waiver] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];
