import { describe, expect, it } from 'vitest';
import {
  beijingDay,
  beijingDayStart,
  readClassListState,
  toClassQuery,
  writeClassListState,
} from './class-list-params';

// 2031-01-06 20:00 in Beijing (12:00 UTC).
const NOW = Date.UTC(2031, 0, 6, 12);

describe('the class list’s address', () => {
  it('opens on a week from today in Beijing, 100 a page', () => {
    expect(readClassListState(new URLSearchParams(), NOW)).toEqual({
      from: '2031-01-06',
      to: '2031-01-12',
      teacherId: null,
      finishType: '',
      page: 1,
      pageSize: 100,
    });
    // 23:30 UTC is already the next day in Beijing.
    expect(beijingDay(Date.UTC(2031, 0, 6, 23, 30))).toBe('2031-01-07');
  });

  it('reads the filters, and falls back on anything unknown or out of range', () => {
    const state = readClassListState(
      new URLSearchParams(
        'from=2031-02-01&to=2031-02-03&teacher=12&outcome=TEACHER_NO_SHOW&page=2&size=50',
      ),
      NOW,
    );
    expect(state).toEqual({
      from: '2031-02-01',
      to: '2031-02-03',
      teacherId: 12,
      finishType: 'TEACHER_NO_SHOW',
      page: 2,
      pageSize: 50,
    });
    expect(
      readClassListState(
        new URLSearchParams('from=2031-02-30&to=x&teacher=-1&outcome=LATE&page=0'),
        NOW,
      ),
    ).toMatchObject({
      from: '2031-01-06',
      to: '2031-01-12',
      teacherId: null,
      finishType: '',
      page: 1,
    });
    // A range backwards or past 93 days is shortened.
    expect(readClassListState(new URLSearchParams('from=2031-03-01&to=2031-02-01'), NOW).to).toBe(
      '2031-03-07',
    );
    expect(readClassListState(new URLSearchParams('from=2031-01-01&to=2031-12-31'), NOW).to).toBe(
      '2031-04-03',
    );
  });

  it('writes what is set and reads back the same state', () => {
    const state = {
      from: '2031-02-01',
      to: '2031-02-03',
      teacherId: 7,
      finishType: 'AS_SCHEDULED',
      page: 3,
      pageSize: 200,
    } as const;
    const params = writeClassListState(state);
    expect(params.toString()).toBe(
      'from=2031-02-01&to=2031-02-03&teacher=7&outcome=AS_SCHEDULED&page=3&size=200',
    );
    expect(readClassListState(params, NOW)).toEqual(state);
  });

  it('asks for whole Beijing days', () => {
    const query = toClassQuery(
      readClassListState(new URLSearchParams('from=2031-02-01&to=2031-02-01'), NOW),
    );
    expect(query).toEqual({
      startTime: Date.UTC(2031, 0, 31, 16),
      endTime: Date.UTC(2031, 1, 1, 16),
      pageIndex: 1,
      pageSize: 100,
    });
    expect(beijingDayStart('2031-02-01')).toBe(Date.UTC(2031, 0, 31, 16));
  });
});
