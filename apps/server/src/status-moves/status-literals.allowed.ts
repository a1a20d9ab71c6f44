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
]);
