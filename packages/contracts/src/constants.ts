/**
 * Business constants and limits of spec section 9, one place for each. A constant comes with
 * the feature that reads it (an unused one is dead code, not a plan).
 */
export const BASE_PATH = '/v2';
export const REQUEST_TIMEOUT_MS = 20_000;
/** Uploads of up to 10 MB get longer, for slow connections (decision 004). */
export const UPLOAD_TIMEOUT_MS = 120_000;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 18;
export const CAPTCHA_LENGTH = 4;
export const PHONE_MAX = 20;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const CONTACT_MESSAGE_MAX = 300;
/** The last page a list call serves: a list's address asking past it shows this page. */
export const PAGE_INDEX_MAX = 10_000;
/** The longest search a staff list takes (a part of an e-mail or a name). */
export const LIST_SEARCH_MAX = 100;
export const ERROR_TOAST_MS = 1_500;
export const TOAST_MS = 2_000;
export const TOAST_TRANSITION_MS = 300;
export const COOKIE_LIFETIME_DAYS = 1;
export const REGISTER_REDIRECT_DELAY_MS = 200;
export const CAROUSEL_AUTOPLAY_MS = 10_000;
export const STEP_PROGRESS_PERCENT = 25;
export const HEADLINE_PAY_PER_HOUR = 26;
export const WIDE_WINDOW_PX = 1440;
export const BASE_FONT_WIDE_PX = 100;
export const BASE_FONT_NARROW_PX = 80;
export const DATE_FORMAT = 'YYYY/MM/DD';

/* The referral programme's terms (spec section 9), as the public page states them. */
/** Posts a month that count towards the share reward. */
export const SHARE_POST_MAX = 4;
/** Days after signing the contract within which a referral task's first step must happen. */
export const TASK_WINDOW_DAYS = 60;
/** The referral task's base reward, in cents ($80 plus an extra bonus). */
export const REFERRAL_BASE_REWARD_CENTS = 8000;

/**
 * The upper bound of the "1-2 business days" a decision takes (spec section 9, result
 * turnaround): past it, the console's overview lists the applicant as waiting on staff.
 */
export const RESULT_TURNAROUND_BUSINESS_DAYS = 2;
/** How many waiting applicants the console's overview lists (the oldest first). */
export const OVERVIEW_WAITING_LIMIT = 50;
