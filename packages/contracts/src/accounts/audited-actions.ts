/**
 * The names of the staff actions kept in the audit trail besides funnel moves (decision 038).
 * A feature that lets staff read or change something private adds its name here, and the
 * console its label (a teacher's activity, decision 063).
 */
export const AUDITED_ACTIONS = [
  'viewDocument',
  'passDocument',
  'returnDocument',
  'offerContract',
  'viewContract',
  'recordBackgroundConsent',
  'viewBankDetails',
  'suspendTeacher',
  'restoreTeacher',
  'correctOutcome',
  'callInStandby',
  'grantClassPermission',
  'revokeClassPermission',
  'editClassType',
  'editTeachingWindows',
  'createIntegrationKey',
  'revokeIntegrationKey',
  'recordEmergencyCancellation',
  'grantCancellationCredits',
  'decideLeaveAppeal',
  'viewAppealFile',
  'editCancellationPolicy',
  'startPayRun',
  'addPayAdjustment',
  'viewPayslipReceipt',
  'releasePayslips',
  'markPayslipProblem',
  'resolvePayslip',
  'submitPayslip',
  'payPayslip',
  'editPayPolicy',
  'createPayBatch',
  'exportPayBatch',
  'payPayBatch',
  'cancelPayBatch',
  'addTeacherNote',
] as const;
export type AuditedAction = (typeof AUDITED_ACTIONS)[number];
