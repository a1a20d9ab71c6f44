import { describe, expect, it } from 'vitest';
import {
  earliestBookable,
  isBookable,
  isLateCancellation,
  LATE_CANCEL_WINDOW_MS,
  mayBookLiveInterview,
  mayCancel,
  moveRefusal,
  publishRefusal,
  PUBLISH_AHEAD_MS,
  recordedDemoOnly,
} from './booking-rules.js';
import {
  CANCEL_TYPES,
  courseTypeForStage,
  DEMO_COURSES,
  demoEnd,
  isDemoCourseType,
} from './demo-courses.js';
import { HOUR_MS, MINUTE_MS } from '../calendar/index.js';

const NOW = Date.UTC(2031, 0, 6, 12, 0);

describe('booking a time', () => {
  it('takes a live interview any time before it starts, never at or after', () => {
    expect(isBookable('INTERVIEW', NOW + 1, NOW)).toBe(true);
    expect(isBookable('INTERVIEW', NOW, NOW)).toBe(false);
    expect(isBookable('INTERVIEW', NOW - 1, NOW)).toBe(false);
    expect(earliestBookable('INTERVIEW', NOW)).toBe(NOW + 1);
  });

  it('takes training and trial classes from 3 hours ahead', () => {
    for (const type of ['TRAINING', 'TRIAL_CLASS'] as const) {
      expect(isBookable(type, NOW + 3 * HOUR_MS, NOW)).toBe(true);
      expect(isBookable(type, NOW + 3 * HOUR_MS - 1, NOW)).toBe(false);
      expect(earliestBookable(type, NOW)).toBe(NOW + 3 * HOUR_MS);
    }
  });
});

describe('cancelling a booking', () => {
  it('lets a live interview be cancelled until it starts', () => {
    expect(mayCancel('INTERVIEW', NOW + 1, NOW)).toBe(true);
    expect(mayCancel('INTERVIEW', NOW, NOW)).toBe(false);
  });

  it('refuses training within 3 hours of the start', () => {
    expect(mayCancel('TRAINING', NOW + 3 * HOUR_MS, NOW)).toBe(true);
    expect(mayCancel('TRAINING', NOW + 3 * HOUR_MS - 1, NOW)).toBe(false);
    expect(mayCancel('TRIAL_CLASS', NOW + 3 * HOUR_MS - 1, NOW)).toBe(false);
  });

  it('counts a cancellation within 24 hours as late', () => {
    expect(LATE_CANCEL_WINDOW_MS).toBe(24 * HOUR_MS);
    expect(isLateCancellation(NOW + 24 * HOUR_MS - 1, NOW)).toBe(true);
    expect(isLateCancellation(NOW + 24 * HOUR_MS, NOW)).toBe(false);
  });

  it('blocks live booking after two cancellations, and asks for a recording after three late misses', () => {
    expect(mayBookLiveInterview({ cancelNum: 1 })).toBe(true);
    expect(mayBookLiveInterview({ cancelNum: 2 })).toBe(false);
    expect(recordedDemoOnly({ lateMisses: 2 })).toBe(false);
    expect(recordedDemoOnly({ lateMisses: 3 })).toBe(true);
  });
});

describe('publishing a time', () => {
  it('accepts future times up to five weeks ahead', () => {
    expect(PUBLISH_AHEAD_MS).toBe(35 * 24 * HOUR_MS);
    expect(publishRefusal(NOW + MINUTE_MS, NOW)).toBeUndefined();
    expect(publishRefusal(NOW + PUBLISH_AHEAD_MS, NOW)).toBeUndefined();
    expect(publishRefusal(NOW + PUBLISH_AHEAD_MS + 1, NOW)).toBe('beyondWindow');
    expect(publishRefusal(NOW, NOW)).toBe('past');
    expect(publishRefusal(NOW - MINUTE_MS, NOW)).toBe('past');
  });
});

describe('the demo sessions', () => {
  it('last 25, 30 and 25 minutes (spec section 9)', () => {
    expect(demoEnd('INTERVIEW', NOW)).toBe(NOW + 25 * MINUTE_MS);
    expect(demoEnd('TRAINING', NOW)).toBe(NOW + 30 * MINUTE_MS);
    expect(demoEnd('TRIAL_CLASS', NOW)).toBe(NOW + 25 * MINUTE_MS);
  });

  it('belong to their stage and phase, and move the funnel by their own transitions', () => {
    expect(courseTypeForStage('INTERVIEW')).toBe('INTERVIEW');
    expect(courseTypeForStage('TRAINING')).toBe('TRAINING');
    expect(courseTypeForStage('TRAIL_CLASS')).toBe('TRIAL_CLASS');
    expect(courseTypeForStage('CONTRACT')).toBeUndefined();
    expect(DEMO_COURSES.INTERVIEW).toMatchObject({
      phase: 'MINI_DEMO',
      book: 'bookInterview',
    });
    expect(DEMO_COURSES.TRAINING).toMatchObject({
      phase: 'TRIAL_DEMO',
      cancel: 'cancelTraining',
    });
    expect(DEMO_COURSES.TRIAL_CLASS).toMatchObject({ phase: 'TRIAL_DEMO', book: 'bookTrialClass' });
  });

  it('are cancelled by the original codes: 5 the interview, 11 the trial demo', () => {
    expect(CANCEL_TYPES).toEqual({ 5: 'MINI_DEMO', 11: 'TRIAL_DEMO' });
    expect(isDemoCourseType('TRIAL_CLASS')).toBe(true);
    expect(isDemoCourseType('MAIN')).toBe(false);
  });
});

describe('moving a booked session (decision 068)', () => {
  const fresh = { cancelNum: 0, lateMisses: 0 };
  const move = (over: Partial<Parameters<typeof moveRefusal>[0]>) =>
    moveRefusal({
      courseType: 'TRAINING',
      startsAt: NOW + 10 * HOUR_MS,
      newStartsAt: NOW + 20 * HOUR_MS,
      now: NOW,
      history: fresh,
      ...over,
    });

  it('moves while the old session may be cancelled and the new time booked', () => {
    expect(move({})).toBeUndefined();
    expect(move({ startsAt: NOW + 3 * HOUR_MS, newStartsAt: NOW + 3 * HOUR_MS })).toBeUndefined();
  });

  it('refuses once the old session is too close to cancel', () => {
    expect(move({ startsAt: NOW + 3 * HOUR_MS - 1 })).toBe('tooLateToCancel');
    expect(move({ courseType: 'INTERVIEW', startsAt: NOW })).toBe('tooLateToCancel');
  });

  it('refuses a new time inside the booking lead', () => {
    expect(move({ newStartsAt: NOW + 3 * HOUR_MS - 1 })).toBe('notBookable');
    expect(move({ courseType: 'INTERVIEW', newStartsAt: NOW })).toBe('notBookable');
  });

  it("counts the live interview's move as a cancellation", () => {
    const live = { courseType: 'INTERVIEW' as const };
    expect(move({ ...live, history: { cancelNum: 0, lateMisses: 0 } })).toBeUndefined();
    expect(move({ ...live, history: { cancelNum: 1, lateMisses: 0 } })).toBe('cancelLimit');
    // Training has no cancellation limit.
    expect(move({ history: { cancelNum: 5, lateMisses: 5 } })).toBeUndefined();
  });

  it('refuses a late move that would leave only a recorded demo', () => {
    const live = {
      courseType: 'INTERVIEW' as const,
      history: { cancelNum: 0, lateMisses: 2 },
    };
    expect(move({ ...live, startsAt: NOW + LATE_CANCEL_WINDOW_MS - 1 })).toBe('recordingOnly');
    expect(move({ ...live, startsAt: NOW + LATE_CANCEL_WINDOW_MS })).toBeUndefined();
  });
});
