/**
 * The referral programme's terms of spec section 9, as the public page states them. They
 * belong with the contracts' constants once the referral area is built (it will pay them).
 */
export const SHARE_POST_MAX = 4;
/** Days after signing the contract within which a task's first step must happen. */
export const TASK_WINDOW_DAYS = 60;
/** The referral task's base reward, in cents (spec: $80 plus an extra bonus). */
export const REFERRAL_BASE_REWARD_CENTS = 8000;
