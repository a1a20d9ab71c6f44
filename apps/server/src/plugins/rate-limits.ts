/**
 * Per-address limits for calls that check a password or send mail (on top of the captcha
 * and lock rules of decision 007). Generous for people, tight for scripts.
 */
export const RATE_LIMITS = {
  passwordCheck: { max: 30, timeWindow: '1 minute' },
  register: { max: 30, timeWindow: '1 minute' },
  sendsMail: { max: 10, timeWindow: '1 minute' },
  captcha: { max: 60, timeWindow: '1 minute' },
  uploads: { max: 30, timeWindow: '1 minute' },
  /** First-party analytics writes (funnel events, page close): a page sends a few a minute. */
  analytics: { max: 60, timeWindow: '1 minute' },
} as const;
