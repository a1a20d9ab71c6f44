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
  // A reconciled class's standing (paid on its own payslip), not a payslip's or batch's PAID.
  'apps/server/src/modules/pay/pay-reconciliation.service.ts PAID',
  // Issue 35: a class slot's, fixed period's or request's, or demo booking's OPEN and CANCELLED,
  // not a pay batch's. Their lifecycles are declared by other parts of issue 35, which replace
  // these literals by their constants and drop these entries.
  'apps/server/src/db/schema/classes.ts OPEN',
  'apps/server/src/db/schema/classes.ts CANCELLED',
  'apps/server/src/db/schema/fixed.ts CANCELLED',
  'apps/server/src/demo/seeds/demo-classes.ts OPEN',
  'apps/server/src/demo/seeds/demo-fixed.ts CANCELLED',
  'apps/server/src/demo/seeds/demo-leave.ts CANCELLED',
  'apps/server/src/demo/seeds/demo-releases.ts CANCELLED',
  'apps/server/src/demo/seeds/demo-releases.ts OPEN',
  'apps/server/src/modules/class-admin/class-list.repository.ts CANCELLED',
  'apps/server/src/modules/classes/class-rules.sql.ts CANCELLED',
  'apps/server/src/modules/classes/class-stats.repository.ts CANCELLED',
  'apps/server/src/modules/classes/class-week.repository.ts CANCELLED',
  'apps/server/src/modules/fixed/fixed-integration.service.ts CANCELLED',
  'apps/server/src/modules/leave/class-releases.repository.ts OPEN',
  'apps/server/src/modules/scheduling/demo-calendar.ts CANCELLED',
  'apps/web/src/features/console/lib/emergency-picks.ts OPEN',
  'packages/contracts/src/classes/opening-rules.ts OPEN',
  'packages/contracts/src/classes/slot-statuses.ts OPEN',
  'packages/contracts/src/classes/slot-statuses.ts CANCELLED',
  'packages/contracts/src/fixed/fixed-period.ts CANCELLED',
]);
