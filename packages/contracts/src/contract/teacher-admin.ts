import { z } from 'zod';
import { PAGE_INDEX_MAX, LIST_SEARCH_MAX } from '../constants.js';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText } from '../plain-text.js';
import { optionalText, wireInt } from '../wire.js';
import { PAYMENT_METHODS, type PaymentMethod } from './bank.js';
import { contractPeriod, teacherSummary } from './profile.js';
import { ACCOUNT_STATES } from './teacher-account.lifecycle.js';
import { TEACHER_STANDINGS } from './teacher.js';
import { TABLE_PAGE_SIZE, tablePageSizeQuery } from '../paging.js';

/** The console's activated teachers (OPERATIONS, FINANCE): the list, states, bank details. */

export const teacherListQuery = z.object({
  /** A part of the e-mail or the name. */
  search: optionalText(lineText().max(LIST_SEARCH_MAX)),
  state: optionalText(z.enum(ACCOUNT_STATES)),
  pageIndex: optionalText(wireInt.pipe(z.number().int().min(1).max(PAGE_INDEX_MAX))),
  pageSize: tablePageSizeQuery,
});
export type TeacherListQuery = z.input<typeof teacherListQuery>;
export type TeacherListFilter = z.output<typeof teacherListQuery>;
export const DEFAULT_TEACHER_PAGE_SIZE = TABLE_PAGE_SIZE;

/** One activated teacher as staff see them. */
export const teacherRecord = teacherSummary.extend({
  /** The suspension and the contract, both told (contracts' `teacherStanding`). */
  standing: z.enum(TEACHER_STANDINGS),
  statusReason: z.string(),
  statusChangedAt: z.number().int().nullable(),
  activatedAt: z.number().int(),
  contract: contractPeriod.nullable(),
  hasBankDetails: z.boolean(),
});
export type TeacherRecord = z.infer<typeof teacherRecord>;

export const teacherList = z.object({
  total: z.number().int(),
  records: z.array(teacherRecord),
});

export const teacherIdParams = z.object({ userId: wireInt.pipe(z.number().int().positive()) });

/** Suspending or restoring an account: the reason is told to the teacher and kept. */
export const teacherStateRequest = z.object({
  reason: lineText({ error: FIELD_MESSAGES.required })
    .min(1, FIELD_MESSAGES.required)
    .max(500, FIELD_MESSAGES.invalid),
});
export type TeacherStateRequest = z.input<typeof teacherStateRequest>;

const text = z.string();
const holder = { holderFirstName: text, holderMiddleName: text, holderLastName: text };
const PAYMENT_METHOD_CODES = Object.keys(PAYMENT_METHODS) as [PaymentMethod, ...PaymentMethod[]];

/**
 * The full details as FINANCE reads them (each reading is audited). Plain strings: an answer
 * is not checked again by the form's rules, only described.
 */
export const bankDetailsRecord = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('ABA_BANK'),
    ...holder,
    bankName: text,
    routingNumber: text,
    accountNumber: text,
    accountType: z.enum(['CHECKING', 'SAVINGS']),
  }),
  z.object({
    method: z.literal('SWIFT'),
    ...holder,
    bankName: text,
    swiftCode: text,
    accountNumber: text,
    bankAddress: text,
    bankCountry: text,
  }),
  z.object({ method: z.literal('PAYPAL'), ...holder, paypalEmail: text }),
]);
export type BankDetailsRecord = z.infer<typeof bankDetailsRecord>;

export const fullBankDetails = z.object({
  teacherId: z.number().int(),
  method: z.enum(PAYMENT_METHOD_CODES),
  holderName: z.string(),
  masked: z.string(),
  updatedAt: z.number().int(),
  details: bankDetailsRecord,
});
export type FullBankDetails = z.infer<typeof fullBankDetails>;
