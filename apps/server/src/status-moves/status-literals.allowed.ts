/**
 * Words spelled like a lifecycle's status that mean something else where they are written
 * ("<file> <word>"), each with why. Anything else quoted outside a `*.lifecycle.ts` file fails
 * the literal scan.
 */
export const OTHER_MEANINGS = new Set<string>([
  // A student-side notice's delivery (not a pay run's FAILED).
  'apps/server/src/modules/leave/student-notices.repository.ts FAILED',
  'apps/server/src/modules/leave/student-notices.ts FAILED',
  'apps/server/src/db/schema/leave.ts FAILED',
  // A teacher's account state or a staff member's status (ACTIVE), not a fixed period's. Until
  // that set is declared (issue 35), the same word means another status.
  'apps/server/src/db/schema/contract.ts ACTIVE',
  'apps/server/src/demo/seeds/contract-applicants.ts ACTIVE',
  'apps/server/src/demo/seeds/demo-accounts.ts ACTIVE',
  'apps/server/src/modules/application/resume.repository.ts ACTIVE',
  'apps/server/src/modules/fixed/fixed-periods.repository.ts ACTIVE',
  'apps/server/src/modules/staff/staff.repository.ts ACTIVE',
  'apps/server/src/modules/staff/staff.service.ts ACTIVE',
  'apps/server/src/modules/teacher/teacher-admin.service.ts ACTIVE',
  'apps/web/src/features/console/api/set-staff-status.ts ACTIVE',
  'apps/web/src/features/console/components/StaffTable.tsx ACTIVE',
  'apps/web/src/features/console/components/TeachersPage.tsx ACTIVE',
  'apps/web/src/features/console/lib/console-access.ts ACTIVE',
  'packages/contracts/src/accounts/staff.ts ACTIVE',
  'packages/contracts/src/contract/teacher.ts ACTIVE',
  // A leave appeal's or a student-side notice's status (PENDING, ACCEPTED), not a fixed
  // request's. Until that set is declared (issue 35), the same word means another status.
  'apps/server/src/db/schema/leave.ts ACCEPTED',
  'apps/server/src/db/schema/leave.ts PENDING',
  'apps/server/src/modules/leave/leave-admin.service.ts ACCEPTED',
  'apps/server/src/modules/leave/leave-appeals.repository.ts PENDING',
  'apps/server/src/modules/leave/no-show-records.ts ACCEPTED',
  'apps/server/src/modules/leave/student-notices.repository.ts PENDING',
  'apps/web/src/features/console/components/AppealDecisionModal.tsx ACCEPTED',
  'apps/web/src/features/console/components/AppealsQueue.tsx PENDING',
  'apps/web/src/features/console/lib/appeal-list-params.ts PENDING',
  'packages/contracts/src/leave/leave-policy.ts ACCEPTED',
  'packages/contracts/src/leave/leave-policy.ts PENDING',
  // A pay batch's status (OPEN, CANCELLED), not a class slot's. Until that set is declared (issue
  // 35), the same word means another status.
  'apps/server/src/db/schema/pay-batches.ts CANCELLED',
  'apps/server/src/db/schema/pay-batches.ts OPEN',
  'apps/server/src/modules/pay/pay-batches.repository.ts CANCELLED',
  'apps/server/src/modules/pay/pay-batches.repository.ts OPEN',
  'apps/server/src/modules/pay/pay-batches.service.ts CANCELLED',
  'apps/web/src/features/console/components/PayBatchActions.tsx OPEN',
  'apps/web/src/features/console/components/PayBatchModal.tsx CANCELLED',
  'packages/contracts/src/pay/pay-batch-schemas.ts CANCELLED',
  'packages/contracts/src/pay/pay-batch-schemas.ts OPEN',
  // A recorded demo's status (WITHDRAWN), not a fixed period's. Until that set is declared (issue
  // 35), the same word means another status.
  'apps/server/src/db/schema/scheduling.ts WITHDRAWN',
  'apps/server/src/modules/scheduling/demo-recordings.repository.ts WITHDRAWN',
  'packages/contracts/src/scheduling/recorded-demo.ts WITHDRAWN',
  // iCalendar's STATUS and PARTSTAT values in a demo's calendar invitation. Until that set is
  // declared (issue 35), the same word means another status.
  'apps/server/src/modules/scheduling/demo-calendar.ts ACCEPTED',
  'apps/server/src/modules/scheduling/demo-calendar.ts CANCELLED',
]);
