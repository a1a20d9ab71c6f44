import { z } from 'zod';
import { AUDITED_ACTIONS } from '../accounts/audited-actions.js';
import { teacherNote, teacherNoteRequest } from '../contract/teacher-page.js';

/**
 * An applicant's owner, notes and activity (decision 069). Notes are a person's, whatever
 * their stage: the same append-only notes as a teacher's page (decision 063), so what staff
 * wrote about an applicant is still there once they teach.
 */

/** `REVIEW_CALLS.assignApplicantOwner`: a member who may own applicants, or null for nobody. */
export const applicantOwnerRequest = z.object({
  ownerId: z.number().int().positive().nullable(),
});
export type ApplicantOwnerRequest = z.input<typeof applicantOwnerRequest>;

/** The members an applicant can be given to: active, with a role that may own applicants. */
export const applicantOwners = z.object({
  owners: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ApplicantOwners = z.infer<typeof applicantOwners>;

export const personNoteRequest = teacherNoteRequest;
export type PersonNoteRequest = z.input<typeof personNoteRequest>;
export const personNote = teacherNote;
export type PersonNote = z.infer<typeof personNote>;
export const personNotes = z.object({ notes: z.array(personNote) });

/**
 * One entry of an applicant's timeline, newest first: a staff action of the audit trail, or a
 * move of the funnel (from and to a place; by the applicant when `staffName` is null).
 */
export const applicantTimelineEntry = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('action'),
    id: z.number().int(),
    action: z.enum(AUDITED_ACTIONS),
    staffName: z.string(),
    at: z.number().int(),
    reason: z.string(),
  }),
  z.object({
    kind: z.literal('move'),
    id: z.number().int(),
    staffName: z.string().nullable(),
    at: z.number().int(),
    fromStage: z.string(),
    fromStatus: z.string(),
    toStage: z.string(),
    toStatus: z.string(),
    reason: z.string(),
  }),
]);
export type ApplicantTimelineEntry = z.infer<typeof applicantTimelineEntry>;
export const applicantTimeline = z.object({ entries: z.array(applicantTimelineEntry) });
