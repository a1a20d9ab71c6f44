import { describe, expect, it } from 'vitest';
import { STAFF_DECISION_STATUSES } from './overview.js';
import { FUNNEL_STATUSES, type StatusCode } from './statuses.js';
import { isStaffTurn, STAFF_TURN_STATUSES, STATUS_TURNS } from './turns.js';

const codes = Object.keys(FUNNEL_STATUSES) as StatusCode[];

describe('whose turn each status is', () => {
  it('names a turn for every status of the table, and for nothing else', () => {
    expect(Object.keys(STATUS_TURNS).sort()).toEqual([...codes].sort());
    for (const code of codes)
      expect(['STAFF', 'APPLICANT', 'APPOINTMENT', 'NONE']).toContain(STATUS_TURNS[code]);
  });

  it('puts every status told "1-2 business days" (the overview) on the staff', () => {
    for (const code of STAFF_DECISION_STATUSES) expect(isStaffTurn(code)).toBe(true);
  });

  it('lists the reviews and decisions staff owe, in the table order', () => {
    expect(STAFF_TURN_STATUSES).toEqual([
      'Apply',
      'InterviewUndetermined',
      'TRAINING_UNDETERMINED',
      'PENDING_REVIEW',
      'BACKGROUND_CHECK',
    ]);
  });

  it('leaves the applicant’s moves, booked sessions, closed files and unknown codes out', () => {
    for (const code of ['Init', 'Contract', 'Interview', 'Finish', 'Standby', 'Nope', ''])
      expect(isStaffTurn(code)).toBe(false);
  });
});
