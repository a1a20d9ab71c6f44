import { describe, expect, it } from 'vitest';
import { resultGaps } from './result-gaps';

const CRITERIA = ['Energy and warmth', 'TPR and gestures', 'Pronunciation'];
const ALL = Object.fromEntries(CRITERIA.map((name) => [name, '3']));

describe('resultGaps', () => {
  it("names each criterion left unscored, in the form's order", () => {
    const gaps = resultGaps(
      { result: '1', scores: { 'TPR and gestures': '4' }, feedback: 'Lively.' },
      CRITERIA,
    );
    expect(gaps).toEqual({
      result: false,
      criteria: ['Energy and warmth', 'Pronunciation'],
      feedback: false,
      complete: false,
    });
  });

  it('marks a missing result and blank feedback apart from the scores', () => {
    expect(resultGaps({ result: '', scores: ALL, feedback: '  ' }, CRITERIA)).toEqual({
      result: true,
      criteria: [],
      feedback: true,
      complete: false,
    });
    expect(resultGaps({ result: '', scores: ALL, feedback: 'Good' }, CRITERIA).complete).toBe(
      false,
    );
    expect(resultGaps({ result: '3', scores: ALL, feedback: '' }, CRITERIA).complete).toBe(false);
  });

  it('is complete with a result, every score and feedback', () => {
    expect(resultGaps({ result: '2', scores: ALL, feedback: 'Good' }, CRITERIA)).toEqual({
      result: false,
      criteria: [],
      feedback: false,
      complete: true,
    });
  });
});
