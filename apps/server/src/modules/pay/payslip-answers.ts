import type { ChangeFeed } from '../../lib/change-feed.js';
import { createAnswerCache } from '../../lib/answer-cache.js';

/** Answers kept per server: a page of payslips or of lines is a few kB at most. */
const ANSWERS_KEPT = 20_000;

/**
 * The teacher's payslip reads (decision 042) answered from a cache while nothing they show
 * has changed (decision 040, migration 0017). A key names the teacher's version (their
 * payslips, lines and receipts), the pay rules' version where the answer shows a payday,
 * and the request's own fields. Nothing depends on the time, so no minute: a payslip's
 * status and payday move only by writes the feed hears.
 */
export function createPayslipAnswers(changes: ChangeFeed) {
  const answers = createAnswerCache(ANSWERS_KEPT);
  const mine = (call: string, userId: number) => [call, userId, changes.user(userId)];
  const withPayday = (call: string, userId: number) => [
    ...mine(call, userId),
    changes.shared('pay_policy'),
  ];
  return {
    send: answers.send,
    listKey: (
      userId: number,
      query: { pageIndex: number; pageSize: number; monthStartTime?: number | undefined },
    ) =>
      [
        ...withPayday('list', userId),
        query.pageIndex,
        query.pageSize,
        query.monthStartTime ?? '',
      ].join('|'),
    detailKey: (userId: number, payslipId: number) =>
      [...withPayday('detail', userId), payslipId].join('|'),
    classesKey: (
      userId: number,
      query: { payslipId: number; pageIndex: number; pageSize: number },
    ) => [...mine('classes', userId), query.payslipId, query.pageIndex, query.pageSize].join('|'),
    earningsKey: (userId: number) => mine('earnings', userId).join('|'),
  };
}
export type PayslipAnswers = ReturnType<typeof createPayslipAnswers>;
