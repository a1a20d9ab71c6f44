/**
 * What `npm run mutate` measures (scripts/mutate.mjs, decision 033): the rules modules, each
 * held to THRESHOLD percent of its mutants killed, grouped by the tests that must kill them.
 * A new rules module joins by matching a group's `modules` (services and lib/ helpers join by
 * their place, the module code that writes by what it does: scripts/lib/mutation-selection.mjs);
 * a module may fall below the threshold only with a reason in EXCUSED.
 */

import { writesInUnitOfWork } from './scripts/lib/mutation-selection.mjs';

/** The lowest mutation score a rules module may have (killed and timed out / all valid). */
export const THRESHOLD = 80;

/** The API tests of the captcha and lock rules, which the account services apply. */
const ACCOUNT_RULES_TESTS = [
  'apps/server/src/modules/captcha/captcha.test.ts',
  'apps/server/src/security/account-rules.test.ts',
];

/** The API tests of rotating SESSION_SECRET, which the two-factor and calendar services meet. */
const SECRET_ROTATION_TESTS = 'apps/server/src/security/session-secret-rotation.test.ts';

/** Services whose API tests live beside the features that use them, not only in their folder. */
const SERVICE_TESTS = {
  'apps/server/src/modules/accounts/accounts.service.ts': [
    'apps/server/src/modules/accounts/*.test.ts',
    ...ACCOUNT_RULES_TESTS,
  ],
  'apps/server/src/modules/accounts/password.service.ts': [
    'apps/server/src/modules/accounts/*.test.ts',
    ...ACCOUNT_RULES_TESTS,
  ],
  'apps/server/src/modules/security/abuse-guard.service.ts': [
    'apps/server/src/modules/accounts/*.test.ts',
    ...ACCOUNT_RULES_TESTS,
  ],
  // The console's outcome corrections and standby call-ins are this service's staff actions.
  'apps/server/src/modules/classes/class-lifecycle.service.ts': [
    'apps/server/src/modules/classes/*.test.ts',
    'apps/server/src/modules/class-admin/*.test.ts',
  ],
  'apps/server/src/modules/maintenance/maintenance.service.ts': [
    'apps/server/src/modules/auth/sessions.test.ts',
    'apps/server/src/modules/storage/file-sweeper.test.ts',
    // The hourly pruning of ended rate-limit counters (decision 043).
    'apps/server/src/plugins/shared-rate-limits.test.ts',
  ],
  // Rotating SESSION_SECRET (decision 048) is tested across the secrets, in the security suite.
  'apps/server/src/modules/staff/two-factor.service.ts': [
    'apps/server/src/modules/staff/*.test.ts',
    SECRET_ROTATION_TESTS,
  ],
  // The feed's tests (its address, rotation, its events) rather than every class test.
  'apps/server/src/modules/classes/calendar-feed.service.ts': [
    'apps/server/src/modules/classes/class-panels.test.ts',
    SECRET_ROTATION_TESTS,
  ],
};

/** Writers whose API tests live beside the features that use them, not only in their folder. */
const WRITER_TESTS = {
  // The metrics' count of the payslips a generation wrote.
  'apps/server/src/modules/pay/pay-generation.ts': [
    'apps/server/src/modules/pay/*.test.ts',
    'apps/server/src/observability/metrics.test.ts',
  ],
  // A class is handed to a standby when its teacher gives it back: the leave tests reach it.
  'apps/server/src/modules/classes/standby-hand-over.ts': [
    'apps/server/src/modules/classes/*.test.ts',
    'apps/server/src/modules/leave/leave-handover.test.ts',
    'apps/server/src/modules/leave/cancellation-writer.test.ts',
  ],
  // The console's standby call-in takes the standby this writer hands a class to.
  'apps/server/src/modules/leave/cancellation-writer.ts': [
    'apps/server/src/modules/leave/*.test.ts',
    'apps/server/src/modules/classes/class-lifecycle-staff.test.ts',
  ],
};

/**
 * Each group is one Stryker run (or one per set of tests, when `tests` is a function of the
 * module): its modules are mutated and its tests run against them
 * (per-test coverage: only the tests that reach a mutant run for it). Fast tests first: a
 * module's mutants should die in its own workspace's unit tests.
 */
export const MUTATION_GROUPS = [
  {
    name: 'contracts',
    modules: [
      'packages/contracts/src/accounts/fields.ts',
      'packages/contracts/src/accounts/mail-domains.ts',
      'packages/contracts/src/accounts/permissions.ts',
      'packages/contracts/src/accounts/two-factor.ts',
      'packages/contracts/src/application/channels.ts',
      'packages/contracts/src/application/resume.ts',
      'packages/contracts/src/application/resume-fields.ts',
      'packages/contracts/src/application/review.ts',
      'packages/contracts/src/calendar/beijing.ts',
      'packages/contracts/src/calendar/business-days.ts',
      'packages/contracts/src/calendar/calendars.ts',
      'packages/contracts/src/calendar/wire-dates.ts',
      'packages/contracts/src/calls/call-address.ts',
      'packages/contracts/src/classes/class-event.ts',
      'packages/contracts/src/classes/class-types.ts',
      'packages/contracts/src/classes/opening-rules.ts',
      'packages/contracts/src/classes/slot-statuses.ts',
      'packages/contracts/src/classes/teaching-week.ts',
      'packages/contracts/src/content/banner-link.ts',
      'packages/contracts/src/contract/bank.ts',
      'packages/contracts/src/contract/contract-rules.ts',
      'packages/contracts/src/contract/document-rules.ts',
      'packages/contracts/src/contract/documents.ts',
      'packages/contracts/src/contract/profile.ts',
      'packages/contracts/src/contract/teacher.ts',
      'packages/contracts/src/files/purposes.ts',
      'packages/contracts/src/fixed/fixed-period.ts',
      'packages/contracts/src/funnel/apply-again.ts',
      'packages/contracts/src/funnel/business-days.ts',
      'packages/contracts/src/funnel/callback.ts',
      'packages/contracts/src/funnel/overview.ts',
      'packages/contracts/src/funnel/status-update.ts',
      'packages/contracts/src/funnel/statuses.ts',
      'packages/contracts/src/funnel/steps.ts',
      'packages/contracts/src/funnel/transitions.ts',
      'packages/contracts/src/leave/cancellation-cost.ts',
      'packages/contracts/src/leave/cost-fingerprint.ts',
      'packages/contracts/src/leave/leave-calendar.ts',
      'packages/contracts/src/leave/leave-policy.ts',
      'packages/contracts/src/leave/leave-wire-names.ts',
      'packages/contracts/src/notifications/mail-notices.ts',
      'packages/contracts/src/paging.ts',
      'packages/contracts/src/pay/pay-lines.ts',
      'packages/contracts/src/pay/pay-money.ts',
      'packages/contracts/src/pay/pay-month.ts',
      'packages/contracts/src/pay/pay-policy.ts',
      'packages/contracts/src/pay/pay-year.ts',
      'packages/contracts/src/pay/payslip-anomalies.ts',
      'packages/contracts/src/pay/payslip-document.ts',
      'packages/contracts/src/pay/payslip-status.ts',
      'packages/contracts/src/plain-text.ts',
      'packages/contracts/src/scheduling/booking-rules.ts',
      'packages/contracts/src/scheduling/demo-courses.ts',
      'packages/contracts/src/scheduling/demo-results.ts',
      'packages/contracts/src/scheduling/recorded-demo.ts',
      'packages/contracts/src/wire.ts',
    ],
    tests: ['packages/contracts/src/**/*.test.ts'],
  },
  {
    name: 'web',
    modules: ['apps/web/src/lib/*.ts', 'apps/web/src/features/**/lib/*.ts'],
    tests: ['apps/web/src/**/*.test.{ts,tsx}'],
  },
  {
    name: 'server-lib',
    modules: ['apps/server/src/lib/*.ts'],
    tests: ['apps/server/src/**/*.unit.test.ts'],
  },
  {
    name: 'services',
    modules: ['apps/server/src/modules/**/*.service.ts'],
    // The API tests of the service's own module folder (in-memory PGlite): services' rules
    // meet the database they rely on. One Stryker run per set of tests.
    tests: (module) =>
      SERVICE_TESTS[module] ?? [`${module.slice(0, module.lastIndexOf('/'))}/*.test.ts`],
    excludeTests: ['**/*.unit.test.ts'],
    api: true,
  },
  {
    // The module code besides the services that writes money and statuses: every file that
    // runs inside a unit of work (`tx: Repositories` or `uow.run(`; the rule and its test are
    // scripts/lib/mutation-selection*.mjs). Repositories are the SQL, routes the HTTP wiring.
    name: 'writers',
    modules: ['apps/server/src/modules/**/*.ts'],
    ignore: ['**/*.service.ts', '**/*.repository.ts', '**/*.routes.ts'],
    where: writesInUnitOfWork,
    tests: (module) =>
      WRITER_TESTS[module] ?? [`${module.slice(0, module.lastIndexOf('/'))}/*.test.ts`],
    excludeTests: ['**/*.unit.test.ts'],
    api: true,
  },
];

/**
 * Modules measured but not held to the threshold, each with the reason. A module's tests
 * being slow or missing is not a reason.
 */
export const EXCUSED = {
  'apps/web/src/lib/i18n.ts':
    "58 %: the 10 survivors change no text or behaviour with one language and inline catalogues: lng or fallbackLng emptied (each alone still resolves to 'en'), ns emptied or its names blanked (3: with inline resources and no backend it only lists namespaces), defaultNS emptied (t falls back to fallbackNS 'shell'), initAsync true (i18next starts synchronously when resources are given), returnNull true (no catalogue value is null), addResourceBundle's deep false or overwrite true (a bundle exists already only for publicSite, whose first-load keys are the same values from the same file); the tests of the loaders, loadTexts (once each), the unescaped values and the shell fallback kill the rest",
};
