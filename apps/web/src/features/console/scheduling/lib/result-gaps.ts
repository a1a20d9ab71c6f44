import { unscoredCriteria } from '@portal/contracts';

/** What the result form holds before it is sent. */
export interface ResultDraft {
  result: string;
  scores: Readonly<Record<string, string>>;
  feedback: string;
}

/**
 * What a result still lacks (issue 36): the form keeps the one message and names under it
 * each criterion not scored, marking the result, each such criterion and the feedback.
 */
export function resultGaps(draft: ResultDraft, criteria: readonly string[]) {
  const gaps = {
    result: draft.result === '',
    criteria: unscoredCriteria(criteria, draft.scores),
    feedback: draft.feedback.trim() === '',
  };
  return { ...gaps, complete: !gaps.result && !gaps.feedback && gaps.criteria.length === 0 };
}
