import type { Namespace } from './i18n';

/** A status set's labels in the i18n resources: the object at `prefix` of `ns`, by code. */
export interface StatusLabelKey {
  ns: Namespace;
  prefix: string;
}

/**
 * Where the console and the teacher area find a label for each status of each registered
 * lifecycle (contracts' `LIFECYCLES`), so that no status is shown as its code (decision 058).
 * The screens call `t(`${prefix}.${status}`)` with these keys (the typed catalogue checks each
 * call); `status-label-keys.test.ts` proves every status of every lifecycle has a label here,
 * that none is a code, and fails for a lifecycle the table does not name. The funnel's own
 * statuses have both labels in contracts' `FUNNEL_STATUS_LABELS`; payslips' teacher labels
 * are contracts' `PAYSLIP_STATUS_LABELS` (spec section 4), their staff labels are here.
 * An empty list says the statuses are not shown, with why.
 */
export const STATUS_LABEL_KEYS: Record<string, readonly StatusLabelKey[]> = {
  // The run is shown by its progress and failure sentences (console `pay.run`), not by status.
  payRun: [],
  classSlot: [
    { ns: 'console', prefix: 'classes.statuses' },
    { ns: 'schedule', prefix: 'status' },
    { ns: 'leave', prefix: 'slotStatus' },
  ],
  fixedPeriod: [{ ns: 'fixed', prefix: 'periodStatuses' }],
  fixedRequest: [{ ns: 'fixed', prefix: 'requestStatuses' }],
  leaveRecord: [{ ns: 'leave', prefix: 'statuses' }],
  leaveAppeal: [{ ns: 'leave', prefix: 'appealStatuses' }],
  // The student side's notices are the integration's bookkeeping: no screen lists them.
  studentSideNotice: [],
  payslip: [{ ns: 'console', prefix: 'pay.statuses' }],
  payBatch: [{ ns: 'console', prefix: 'pay.batches.statuses' }],
  demoBooking: [{ ns: 'console', prefix: 'sessions.status' }],
  demoRecording: [{ ns: 'console', prefix: 'sessions.recordings.status' }],
  applicantDocument: [
    { ns: 'documents', prefix: 'documents.status' },
    { ns: 'documents', prefix: 'documentReview.status' },
  ],
  contract: [{ ns: 'contract', prefix: 'staff.versions.statuses' }],
  banner: [{ ns: 'console', prefix: 'siteBanners.status' }],
  teacherAccount: [{ ns: 'teacher', prefix: 'ops.states' }],
  staffAccount: [{ ns: 'console', prefix: 'console.statuses' }],
};
