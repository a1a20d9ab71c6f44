/**
 * Words spelled like a lifecycle's status that mean something else where they are written
 * ("<file> <word>"), each with why. Anything else quoted outside a `*.lifecycle.ts` file fails
 * the literal scan.
 */
export const OTHER_MEANINGS = new Set<string>([
  // An iCalendar attendee's answer (PARTSTAT) and an event's STATUS, not a lifecycle's.
  'apps/server/src/modules/scheduling/demo-calendar.ts ACCEPTED',
  'apps/server/src/modules/scheduling/demo-calendar.ts CANCELLED',
  // A demo's result and a resume's decision (PASS), not a document's.
  'apps/server/src/db/schema/scheduling.ts PASS',
  'packages/contracts/src/application/review.ts PASS',
  'packages/contracts/src/scheduling/demo-results.ts PASS',
  'apps/web/src/features/console/application/components/ResumeDecisionForm.tsx PASS',
  // A reconciliation row's state (paid as generated, or corrected since), not a payslip's.
  'apps/server/src/modules/pay/pay-reconciliation.service.ts PAID',
  // A signed contract's term on a day (not started, running, ended: a date rule), not a pay
  // run's or a fixed period's status.
  'packages/contracts/src/contract/contract-in-force.ts RUNNING',
  'packages/contracts/src/contract/contract-in-force.ts ENDED',
  // A teacher's standing as staff read it (account and contract together), not the account's
  // status itself.
  'packages/contracts/src/contract/teacher.ts ACTIVE',
  // The spec's booking phase a status call answers (decision 073), read from a booking's
  // status and its time, not the booking's status itself.
  'packages/contracts/src/scheduling/booking-phase.ts BOOK_SUCCESS',
  // Words the fuzzer tries in any field, not a banner's state.
  'apps/server/src/security/fuzz-arbitraries.ts ON',
]);
