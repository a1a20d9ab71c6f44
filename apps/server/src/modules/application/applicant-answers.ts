import type { ChangeFeed } from '../../lib/change-feed.js';
import { createAnswerCache } from '../../lib/answer-cache.js';

/** Answers kept per server: a page of 50 to 200 applicants is 10 to 60 kB. */
const ANSWERS_KEPT = 200;

/**
 * The console's applicant list answered from a cache while no account or resume was written
 * (decision 040, decision 055, migration 0025): every staff member asking for the same page
 * gets the same bytes, serialised and compressed once. A key names the feed's `applicants`
 * version and the request's query; nothing depends on the time or on who asks (who may ask
 * is checked before).
 */
export function createApplicantAnswers(changes: ChangeFeed) {
  const answers = createAnswerCache(ANSWERS_KEPT);
  return {
    send: answers.send,
    key: (query: Record<string, unknown>) =>
      JSON.stringify([changes.shared('applicants'), Object.entries(query).sort()]),
  };
}
