/**
 * The client routes of spec section 2, below the base path. The server's login check answers
 * one of these as `callback`; the web router knows every one of them.
 */
export const PUBLIC_ROUTES = {
  home: '/home',
  refcenter: '/refcenter',
  learn: '/learn',
  privacy: '/privacy',
  reset: '/reset',
  download: '/download',
} as const;

export const APPLICATION_ROUTES = {
  basic: '/basic',
  activity: '/activity',
  interview: '/interview',
  training: '/training',
  trial: '/trial',
  contract: '/contract',
} as const;

export const TEACHER_ROUTES = {
  referralListNew: '/referral/list/new',
  referralList: '/referral/list',
  bookingSchedule: '/booking/schedule',
  bookingCancellation: '/booking/cancellation',
  bookingCancelHistory: '/booking/cancel-history',
  /** Project route (spec section 2 leaves the fixed-class screen's path unshown; decision 041). */
  bookingFixed: '/booking/fixed',
  booking: '/booking',
  homeroom: '/homeroom',
  evaluateRecord: '/evaluate/record',
  evaluate: '/evaluate',
  payslipList: '/payslip/list',
  payslipDetail: '/payslip/detail/:payslipId',
  user: '/user',
  shop: '/shop',
} as const;

export type AppRoute =
  | (typeof PUBLIC_ROUTES)[keyof typeof PUBLIC_ROUTES]
  | (typeof APPLICATION_ROUTES)[keyof typeof APPLICATION_ROUTES]
  | (typeof TEACHER_ROUTES)[keyof typeof TEACHER_ROUTES];

export const ALL_ROUTES: readonly AppRoute[] = [
  ...Object.values(PUBLIC_ROUTES),
  ...Object.values(APPLICATION_ROUTES),
  ...Object.values(TEACHER_ROUTES),
];

/** Path prefixes the server answers with JSON, never with the SPA or a redirect. */
export const API_PREFIXES = ['/t/', '/api/', '/ops/', '/docs', '/healthz'] as const;

/** The staff console (back office), below the base path; its own lazy-loaded part of the SPA. */
export const OPS_ROUTES = {
  login: '/ops/login',
  setPassword: '/ops/set-password',
  home: '/ops',
  staff: '/ops/staff',
  applicants: '/ops/applicants',
  applicant: '/ops/applicants/:userId',
  banners: '/ops/banners',
  sessions: '/ops/sessions',
  session: '/ops/sessions/:bookingId',
  recording: '/ops/recordings/:recordingId',
  teachers: '/ops/teachers',
  /** One teacher: contract, classes, leave, payslips, staff notes and activity (decision 063). */
  teacher: '/ops/teachers/:userId',
  teacherWeek: '/ops/teachers/:userId/week',
  /** A teacher's cancellations, no-shows, counts and credits (decision 041). */
  teacherLeave: '/ops/teachers/:userId/leave',
  /** The appeals waiting on OPERATIONS and the cancellation policy's numbers (decision 041). */
  leave: '/ops/leave',
  /** A month's payslips: generation, release, and each payslip's lines and moves (decision 042). */
  pay: '/ops/pay',
  payslip: '/ops/pay/payslips/:payslipId',
  /** The pay rules' numbers FINANCE edit (decision 042). */
  payRules: '/ops/pay/rules',
  classes: '/ops/classes',
  scheduleSettings: '/ops/schedule-settings',
  integrationKeys: '/ops/integration-keys',
  twoFactor: '/ops/two-factor',
} as const;
export type OpsRoute = (typeof OPS_ROUTES)[keyof typeof OPS_ROUTES];
