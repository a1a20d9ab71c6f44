/**
 * Words spelled like a lifecycle's status that mean something else where they are written
 * ("<file> <word>"), each with why. Anything else quoted outside a `*.lifecycle.ts` file fails
 * the literal scan.
 */
export const OTHER_MEANINGS = new Set<string>([
  // An iCalendar attendee's answer (PARTSTAT) and an event's STATUS, not a lifecycle's.
  'apps/server/src/modules/scheduling/demo-calendar.ts ACCEPTED',
  'apps/server/src/modules/scheduling/demo-calendar.ts CANCELLED',
]);
