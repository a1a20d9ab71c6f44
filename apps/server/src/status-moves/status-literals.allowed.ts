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
  // A demo result (PASS, SPARE, NOPASS: spec section 3), not a document's PASS.
  'packages/contracts/src/scheduling/demo-results.ts PASS',
  'apps/server/src/db/schema/scheduling.ts PASS',
  // A resume decision (PASS, REJECT, STANDBY), not a document's PASS.
  'packages/contracts/src/application/review.ts PASS',
  'apps/web/src/features/console/components/ResumeDecisionForm.tsx PASS',
  // A staff account's INVITED (its own status set, not declared yet: its first member is made
  // by the command line, which no MoveActor names), not a contract's.
  'packages/contracts/src/accounts/staff.ts INVITED',
  'apps/server/src/db/schema/staff.ts INVITED',
  'apps/server/src/modules/staff/staff.repository.ts INVITED',
  'apps/server/src/modules/staff/staff.service.ts INVITED',
  // A word the fuzzer types into any text field, not a banner's ON.
  'apps/server/src/security/fuzz-arbitraries.ts ON',
  // A fixed period's WITHDRAWN (its own status set), not a recording's.
  'packages/contracts/src/fixed/fixed-period.ts WITHDRAWN',
  'apps/server/src/db/schema/fixed.ts WITHDRAWN',
  'apps/server/src/modules/fixed/fixed-weeks.ts WITHDRAWN',
]);
