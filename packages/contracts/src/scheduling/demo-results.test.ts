import { describe, expect, it } from 'vitest';
import { canMove, FUNNEL_TRANSITIONS } from '../funnel/transitions.js';
import { DEMO_COURSE_TYPES, DEMO_COURSES } from './demo-courses.js';
import {
  awaitsSecondLook,
  DEFAULT_DEMO_CRITERIA,
  DEMO_RESULT_CODES,
  DEMO_RESULTS,
  hasStarted,
  INTERVIEW_NO_SHOW_TO_RECORDING,
  isRoomOpen,
  isUnmarked,
  NO_SHOW_MOVES,
  RESULT_MOVES,
  ROOM_OPENS_BEFORE_MS,
  scoresMatchCriteria,
  unscoredCriteria,
} from './demo-results.js';
import { MINUTE_MS } from '../calendar/index.js';

const START = Date.UTC(2031, 0, 6, 12, 0);
const session = { startsAt: START, endsAt: START + 25 * MINUTE_MS };

describe('results', () => {
  it('has the codes of spec section 3', () => {
    expect(DEMO_RESULT_CODES).toEqual({ 1: 'PASS', 2: 'SPARE', 3: 'NOPASS' });
    expect(DEMO_RESULTS).toEqual(['PASS', 'SPARE', 'NOPASS']);
  });

  it('moves each course from its booked place, by the member who takes demos', () => {
    for (const courseType of DEMO_COURSE_TYPES) {
      const booked = FUNNEL_TRANSITIONS[DEMO_COURSES[courseType].book].to;
      for (const result of DEMO_RESULTS) {
        const move = RESULT_MOVES[courseType][result];
        expect(canMove(move, booked), `${courseType} ${result}`).toBe(true);
        expect(FUNNEL_TRANSITIONS[move].by).toBe('takeDemos');
      }
      expect(canMove(NO_SHOW_MOVES[courseType], booked)).toBe(true);
    }
    const interview = FUNNEL_TRANSITIONS[DEMO_COURSES.INTERVIEW.book].to;
    expect(canMove(INTERVIEW_NO_SHOW_TO_RECORDING, interview)).toBe(true);
    expect(FUNNEL_TRANSITIONS[INTERVIEW_NO_SHOW_TO_RECORDING].to.status).toBe(
      'InterviewInvitation_3',
    );
  });

  it('waits for a second look after a SPARE on the interview or the trial class only', () => {
    expect(awaitsSecondLook('INTERVIEW', 'SPARE')).toBe(true);
    expect(awaitsSecondLook('TRIAL_CLASS', 'SPARE')).toBe(true);
    expect(awaitsSecondLook('TRAINING', 'SPARE')).toBe(false);
    expect(awaitsSecondLook('INTERVIEW', 'PASS')).toBe(false);
    expect(awaitsSecondLook('TRIAL_CLASS', 'NOPASS')).toBe(false);
  });

  it('lets the second look pass or fail from the SPARE, never SPARE again', () => {
    for (const courseType of ['INTERVIEW', 'TRIAL_CLASS'] as const) {
      const waiting = FUNNEL_TRANSITIONS[RESULT_MOVES[courseType].SPARE].to;
      expect(canMove(RESULT_MOVES[courseType].PASS, waiting)).toBe(true);
      expect(canMove(RESULT_MOVES[courseType].NOPASS, waiting)).toBe(true);
      expect(canMove(RESULT_MOVES[courseType].SPARE, waiting)).toBe(false);
    }
  });

  it('passes both trial demo sessions on to material collection', () => {
    for (const courseType of ['TRAINING', 'TRIAL_CLASS'] as const)
      expect(FUNNEL_TRANSITIONS[RESULT_MOVES[courseType].PASS].to).toEqual({
        stage: 'CONTRACT',
        status: 'Contract',
      });
    expect(FUNNEL_TRANSITIONS[RESULT_MOVES.TRAINING.SPARE].to).toEqual({
      stage: 'TRAIL_CLASS',
      status: 'TrialInvitation_1',
    });
  });
});

describe('scores', () => {
  const criteria = DEFAULT_DEMO_CRITERIA.MINI_DEMO;
  const scored = (names: readonly string[]) => names.map((criterion) => ({ criterion }));

  it('name every criterion once, in any order, and nothing else', () => {
    expect(scoresMatchCriteria(scored(criteria), criteria)).toBe(true);
    expect(scoresMatchCriteria(scored([...criteria].reverse()), criteria)).toBe(true);
    expect(scoresMatchCriteria(scored(criteria.slice(1)), criteria)).toBe(false);
    expect(scoresMatchCriteria(scored([...criteria, 'Singing']), criteria)).toBe(false);
    const doubled = [...criteria.slice(1), criteria[1] ?? ''];
    expect(scoresMatchCriteria(scored(doubled), criteria)).toBe(false);
    const renamed = [...criteria.slice(1), 'Singing'];
    expect(scoresMatchCriteria(scored(renamed), criteria)).toBe(false);
  });

  it("name the criteria not scored yet, in the list's order", () => {
    const [first = '', second = '', third = ''] = criteria;
    expect(unscoredCriteria(criteria, {})).toEqual([...criteria]);
    expect(unscoredCriteria(criteria, { [second]: '4' })).toEqual(
      criteria.filter((name) => name !== second),
    );
    expect(unscoredCriteria(criteria, { [first]: 1, [third]: '', Singing: '5' })).toEqual(
      criteria.filter((name) => name !== first),
    );
    const all = Object.fromEntries(criteria.map((name) => [name, '3']));
    expect(unscoredCriteria(criteria, all)).toEqual([]);
  });

  it('grade energy and TPR by default, for both phases', () => {
    for (const list of Object.values(DEFAULT_DEMO_CRITERIA)) {
      expect(list).toContain('Energy and warmth');
      expect(list).toContain('TPR and gestures');
    }
  });
});

describe('the session window', () => {
  it('opens the room 10 minutes before the start, until the end', () => {
    expect(ROOM_OPENS_BEFORE_MS).toBe(10 * MINUTE_MS);
    expect(isRoomOpen(session, START - 10 * MINUTE_MS - 1)).toBe(false);
    expect(isRoomOpen(session, START - 10 * MINUTE_MS)).toBe(true);
    expect(isRoomOpen(session, session.endsAt - 1)).toBe(true);
    expect(isRoomOpen(session, session.endsAt)).toBe(false);
  });

  it('flags a booked session that ended with nothing recorded', () => {
    expect(isUnmarked({ status: 'BOOK_SUCCESS', endsAt: session.endsAt }, session.endsAt)).toBe(
      true,
    );
    expect(isUnmarked({ status: 'BOOK_SUCCESS', endsAt: session.endsAt }, session.endsAt - 1)).toBe(
      false,
    );
    for (const status of ['INTERVIEW_OVER', 'BOOK_NO_SHOW', 'BOOK_CANCEL'])
      expect(isUnmarked({ status, endsAt: session.endsAt }, session.endsAt + 1)).toBe(false);
  });

  it('takes a record from the start on', () => {
    expect(hasStarted(session, START - 1)).toBe(false);
    expect(hasStarted(session, START)).toBe(true);
  });
});
