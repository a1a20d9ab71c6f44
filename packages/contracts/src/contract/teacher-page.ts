import { z } from 'zod';
import { AUDITED_ACTIONS } from '../accounts/audited-actions.js';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { multiLineText } from '../plain-text.js';
import { CONTRACT_TERMS } from './contract-in-force.js';
import { CONTRACT_STATUSES } from './contract.lifecycle.js';
import { teacherRecord } from './teacher-admin.js';

/**
 * One teacher's page in the console (decision 063): the account and its contracts, staff notes
 * and the staff actions about them. The classes, the leave and the payslips come from their own
 * areas' calls, each with its own roles.
 */

/** A contract version of the teacher's, newest first; dates YYYY/MM/DD. */
export const teacherContractRow = z.object({
  contractId: z.number().int(),
  version: z.number().int(),
  status: z.enum(CONTRACT_STATUSES),
  contractType: z.string(),
  effectiveOn: z.string(),
  expiresOn: z.string(),
  signedAt: z.number().int().nullable(),
  /** A signed contract's term today (contracts' `contractTerm`); null for one not signed. */
  term: z.enum(CONTRACT_TERMS).nullable(),
});
export type TeacherContractRow = z.infer<typeof teacherContractRow>;

export const teacherDetail = teacherRecord.extend({
  timeZone: z.string().nullable(),
  contracts: z.array(teacherContractRow),
});
export type TeacherDetail = z.infer<typeof teacherDetail>;

/** A staff note's longest text. */
export const TEACHER_NOTE_MAX = 2000;

/** A new note: what the next colleague should know. Notes are never edited (append-only). */
export const teacherNoteRequest = z.object({
  body: multiLineText({ error: FIELD_MESSAGES.required })
    .min(1, FIELD_MESSAGES.required)
    .max(TEACHER_NOTE_MAX, FIELD_MESSAGES.invalid),
});
export type TeacherNoteRequest = z.input<typeof teacherNoteRequest>;

export const teacherNote = z.object({
  id: z.number().int(),
  body: z.string(),
  staffName: z.string(),
  createdAt: z.number().int(),
});
export type TeacherNote = z.infer<typeof teacherNote>;

/** The latest notes, newest first (at most TEACHER_PAGE_LIMIT). */
export const teacherNotes = z.object({ notes: z.array(teacherNote) });

/** A staff action about the teacher from the audit trail, with the reason when one was given. */
export const teacherActivityEntry = z.object({
  id: z.number().int(),
  action: z.enum(AUDITED_ACTIONS),
  staffName: z.string(),
  at: z.number().int(),
  reason: z.string(),
});
export type TeacherActivityEntry = z.infer<typeof teacherActivityEntry>;

/** The latest staff actions about the teacher, newest first (at most TEACHER_PAGE_LIMIT). */
export const teacherActivity = z.object({ entries: z.array(teacherActivityEntry) });

/** How many notes, activity entries, payslips a teacher's page reads at most. */
export const TEACHER_PAGE_LIMIT = 50;
/** How many classes to come and classes past a teacher's page shows. */
export const TEACHER_PAGE_CLASSES = 5;
