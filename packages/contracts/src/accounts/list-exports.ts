import { beijingDate } from '../calendar/beijing.js';
import type { TeacherStanding } from '../contract/teacher.js';
import { funnelStepIndex, FUNNEL_STEPS } from '../funnel/steps.js';
import { staffStatusLabel } from '../funnel/status-labels.js';

/**
 * The console lists' CSV exports (decision 069): the applicants and the teachers of exactly the
 * list's filter (its page and page size aside), one row each, streamed by the server. The
 * columns and their texts live here; the server writes the cells.
 */

export const APPLICANT_EXPORT_HEADER = [
  'Name',
  'Email',
  'Step',
  'Status',
  'Owner',
  'Registered',
  'Submitted',
] as const;

export const TEACHER_EXPORT_HEADER = [
  'Name',
  'Email',
  'Standing',
  'Grade',
  'Contract from',
  'Contract to',
  'Activated',
  'Bank details',
] as const;

/** How the export names a standing: the console's words (the web's `ops.standing` texts). */
export const TEACHER_STANDING_EXPORT_LABELS: Record<TeacherStanding, string> = {
  ACTIVE: 'Active',
  SUSPENDED: 'Suspended',
  CONTRACT_ENDED: 'Contract expired',
  SUSPENDED_CONTRACT_ENDED: 'Suspended, contract expired',
};

const dayOf = (at: number | null) => (at === null ? '' : beijingDate(at));

export function applicantExportRow(row: {
  name: string;
  email: string;
  stage: string;
  status: string;
  ownerName: string | null;
  registeredAt: number;
  submittedAt: number | null;
}): string[] {
  const step = FUNNEL_STEPS[funnelStepIndex(row.stage, row.status)];
  return [
    row.name,
    row.email,
    step?.label ?? '',
    staffStatusLabel(row.stage, row.status),
    row.ownerName ?? '',
    dayOf(row.registeredAt),
    dayOf(row.submittedAt),
  ];
}

export function teacherExportRow(row: {
  name: string;
  email: string;
  standing: TeacherStanding;
  gradeLabel: string;
  contract: { effectiveOn: string; expiresOn: string } | null;
  activatedAt: number;
  hasBankDetails: boolean;
}): string[] {
  return [
    row.name,
    row.email,
    TEACHER_STANDING_EXPORT_LABELS[row.standing],
    row.gradeLabel,
    row.contract?.effectiveOn ?? '',
    row.contract?.expiresOn ?? '',
    dayOf(row.activatedAt),
    row.hasBankDetails ? 'Yes' : 'No',
  ];
}
