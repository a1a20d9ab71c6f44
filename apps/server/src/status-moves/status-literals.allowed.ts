/**
 * Words spelled like a lifecycle's status that mean something else where they are written
 * ("<file> <word>"), each with why. Anything else quoted outside a `*.lifecycle.ts` file fails
 * the literal scan.
 */
export const OTHER_MEANINGS = new Set<string>([
  // An iCalendar attendee's answer (PARTSTAT), not a leave appeal's.
  'apps/server/src/modules/scheduling/demo-calendar.ts ACCEPTED',
  // A fixed request's status, not a leave appeal's: fixed requests are declared on their own
  // branch of issue 35; these go when that lifecycle replaces the literals.
  'apps/server/src/db/schema/fixed.ts PENDING',
  'apps/server/src/db/schema/fixed.ts ACCEPTED',
  'apps/server/src/demo/seeds/demo-fixed.ts PENDING',
  'apps/server/src/demo/seeds/demo-fixed.ts ACCEPTED',
  'apps/server/src/modules/fixed/fixed-answers.service.ts ACCEPTED',
  'apps/server/src/modules/fixed/fixed-integration.service.ts PENDING',
  'apps/server/src/modules/fixed/fixed-mails.ts PENDING',
  'apps/server/src/modules/fixed/fixed-periods.service.ts PENDING',
  'apps/server/src/modules/fixed/fixed-reads.ts PENDING',
  'apps/server/src/modules/fixed/fixed-requests.repository.ts PENDING',
  'apps/server/src/modules/fixed/fixed-views.ts PENDING',
  'apps/server/src/modules/fixed/fixed-views.ts ACCEPTED',
  'apps/web/src/features/fixed/components/FixedRequests.tsx PENDING',
  'packages/contracts/src/fixed/fixed-period.ts PENDING',
  'packages/contracts/src/fixed/fixed-period.ts ACCEPTED',
]);
