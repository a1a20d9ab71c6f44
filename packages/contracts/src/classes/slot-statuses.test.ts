import { describe, expect, it } from 'vitest';
import { mayMove, movesFrom } from '../lifecycle/define-lifecycle.js';
import { blockMinutes, FINISH_TYPES } from './class-types.js';
import {
  BOOKABLE_STATUSES,
  FREELY_CANCELLED_STATUSES,
  HOLDING_STATUSES,
  mayCorrectOutcome,
  RELEASABLE_STATUSES,
  SLOT_LIFECYCLE,
  SLOT_STATUSES,
  SLOT,
  STORED_SLOT_STATUSES,
  FREE_UNIT,
  UPCOMING_STATUSES,
  JOINABLE_STATUSES,
  NEXT_CLASS_STATUSES,
} from './slot-statuses.js';

describe('the slot moves', () => {
  const moves = Object.entries(SLOT_LIFECYCLE.moves);

  it('are the table of decision 039, one named move per row', () => {
    expect(moves.map(([name, m]) => [name, m.from.join(','), m.to, m.by.join(',')])).toEqual([
      ['open', '', 'OPEN', 'teacher'],
      ['openIntention', '', 'INTENTION', 'teacher'],
      ['holdStandby', '', 'STANDBY_BOOKED', 'teacher'],
      ['bookFixed', '', 'BOOKED', 'teacher'],
      ['book', 'OPEN,INTENTION,BOOKED', 'BOOKED', 'student side'],
      ['unbookLastOpen', 'BOOKED', 'OPEN', 'student side'],
      ['unbookLastIntention', 'BOOKED', 'INTENTION', 'student side'],
      ['cancel', 'OPEN,INTENTION,STANDBY_BOOKED', 'CANCELLED', 'teacher,staff'],
      ['startBooked', 'BOOKED', 'IN_PROCESS', 'clock'],
      ['expireUnbooked', 'OPEN,INTENTION', 'EXPIRE', 'clock'],
      ['finishStandby', 'STANDBY_BOOKED', 'STANDBY_FINISH', 'clock'],
      ['finish', 'IN_PROCESS', 'FINISH', 'clock'],
      ['callIn', 'STANDBY_BOOKED', 'BOOKED', 'teacher,staff,clock'],
      ['handOver', 'BOOKED,IN_PROCESS', 'CANCELLED', 'teacher,staff,clock'],
      ['giveBack', 'BOOKED', 'CANCELLED', 'teacher,staff'],
      ['release', 'OPEN,INTENTION,BOOKED,IN_PROCESS,STANDBY_BOOKED', 'CANCELLED', 'staff,clock'],
    ]);
    expect(
      moves.filter(([, m]) => m.from.includes(null)).every(([, m]) => m.from.length === 1),
    ).toBe(true);
  });

  it('start a row as an opening, an intention, a standby or a fixed week booked', () => {
    expect(
      moves
        .filter(([, m]) => m.from.includes(null))
        .map(([, m]) => m.to)
        .sort(),
    ).toEqual(['BOOKED', 'INTENTION', 'OPEN', 'STANDBY_BOOKED']);
  });

  it('name the statuses each move comes from', () => {
    expect(movesFrom(SLOT_LIFECYCLE, 'book')).toEqual(['OPEN', 'INTENTION', 'BOOKED']);
    expect(movesFrom(SLOT_LIFECYCLE, 'expireUnbooked')).toEqual(['OPEN', 'INTENTION']);
    expect(movesFrom(SLOT_LIFECYCLE, 'finishStandby')).toEqual(['STANDBY_BOOKED']);
    expect(movesFrom(SLOT_LIFECYCLE, 'finish')).toEqual(['IN_PROCESS']);
    expect(movesFrom(SLOT_LIFECYCLE, 'callIn')).toEqual(['STANDBY_BOOKED']);
  });

  it('never leave an end state but by a correction of its outcome', () => {
    for (const end of ['FINISH', 'EXPIRE', 'STANDBY_FINISH', 'CANCELLED'] as const)
      expect(moves.filter(([, m]) => m.from.includes(end))).toEqual([]);
    expect(mayMove(SLOT_LIFECYCLE, 'startBooked', 'BOOKED')).toBe(true);
    expect(moves.some(([, m]) => m.to === 'IN_PROCESS' && m.from.includes('OPEN'))).toBe(false);
    expect(moves.some(([, m]) => m.to === 'IN_PROCESS' && m.from.includes(null))).toBe(false);
    // Only a fixed period's weeks are made booked (decision 041).
    expect(moves.filter(([, m]) => m.to === 'BOOKED' && m.from.includes(null))).toHaveLength(1);
  });

  it('keep computed statuses out of the rows', () => {
    for (const computed of ['UNAVAILABLE', 'AVAILABLE', 'STANDBY_AVAILABLE', 'EMPTY'])
      expect(STORED_SLOT_STATUSES).not.toContain(computed);
    for (const stored of STORED_SLOT_STATUSES.filter((s) => s !== 'CANCELLED'))
      expect(SLOT_STATUSES).toContain(stored);
    expect(HOLDING_STATUSES).not.toContain('CANCELLED');
    expect(FREELY_CANCELLED_STATUSES).toEqual(['OPEN', 'INTENTION', 'STANDBY_BOOKED']);
    expect(BOOKABLE_STATUSES).toEqual(['OPEN', 'INTENTION', 'BOOKED']);
    expect(UPCOMING_STATUSES).toEqual(['OPEN', 'INTENTION', 'BOOKED', 'STANDBY_BOOKED']);
    expect(JOINABLE_STATUSES).toEqual(['BOOKED', 'IN_PROCESS']);
    expect(NEXT_CLASS_STATUSES).toEqual(['OPEN', 'INTENTION', 'BOOKED', 'IN_PROCESS']);
    expect(RELEASABLE_STATUSES).toEqual([
      'OPEN',
      'INTENTION',
      'BOOKED',
      'IN_PROCESS',
      'STANDBY_BOOKED',
    ]);
    expect(SLOT.FINISH).toBe('FINISH');
    expect(Object.keys(SLOT)).toEqual([...STORED_SLOT_STATUSES]);
    expect(FREE_UNIT).toEqual({
      UNAVAILABLE: 'UNAVAILABLE',
      AVAILABLE: 'AVAILABLE',
      STANDBY_AVAILABLE: 'STANDBY_AVAILABLE',
      EMPTY: 'EMPTY',
    });
    expect(SLOT_STATUSES).toHaveLength(12);
  });
});

describe('class types', () => {
  it('hold their teaching minutes rounded up to the half-hour grid', () => {
    expect(blockMinutes(25)).toBe(30);
    expect(blockMinutes(30)).toBe(30);
    expect(blockMinutes(31)).toBe(60);
    expect(blockMinutes(45)).toBe(60);
    expect(blockMinutes(100)).toBe(120);
    expect(blockMinutes(0)).toBe(30);
  });

  it('has the eight finish types peers record', () => {
    expect(FINISH_TYPES).toHaveLength(8);
  });
});

describe('mayCorrectOutcome', () => {
  it('lets OPERATIONS correct a finished class only, not one to come, running or a standby', () => {
    const correctable = STORED_SLOT_STATUSES.filter((status) => mayCorrectOutcome(status));
    expect(correctable).toEqual([SLOT.FINISH]);
  });
});
