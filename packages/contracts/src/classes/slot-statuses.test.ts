import { describe, expect, it } from 'vitest';
import { blockMinutes, FINISH_TYPES } from './class-types.js';
import {
  BOOKABLE_STATUSES,
  FREELY_CANCELLED_STATUSES,
  HOLDING_STATUSES,
  maySlotMove,
  SLOT_MOVES,
  SLOT_STATUSES,
  slotMoveFrom,
  SLOT,
  STORED_SLOT_STATUSES,
  FREE_UNIT,
  UPCOMING_STATUSES,
} from './slot-statuses.js';

describe('the slot moves', () => {
  it('are the table of decision 039', () => {
    expect(SLOT_MOVES.map((m) => [m.event, m.from.join(','), m.to, m.by])).toEqual([
      ['open', '', 'OPEN', 'teacher'],
      ['openIntention', '', 'INTENTION', 'teacher'],
      ['holdStandby', '', 'STANDBY_BOOKED', 'teacher'],
      ['book', 'OPEN,INTENTION,BOOKED', 'BOOKED', 'student side'],
      ['unbookLast', 'BOOKED', 'OPEN', 'student side'],
      ['unbookLast', 'BOOKED', 'INTENTION', 'student side'],
      ['cancel', 'OPEN,INTENTION,STANDBY_BOOKED', 'CANCELLED', 'teacher'],
      ['start', 'BOOKED', 'IN_PROCESS', 'clock'],
      ['start', 'OPEN,INTENTION', 'EXPIRE', 'clock'],
      ['start', 'STANDBY_BOOKED', 'STANDBY_FINISH', 'clock'],
      ['finish', 'IN_PROCESS', 'FINISH', 'clock'],
      ['callIn', 'STANDBY_BOOKED', 'BOOKED', 'staff'],
      ['handOver', 'BOOKED,IN_PROCESS', 'CANCELLED', 'staff'],
      ['giveBack', 'BOOKED', 'CANCELLED', 'teacher'],
      ['bookFixed', '', 'BOOKED', 'teacher'],
      ['release', 'OPEN,INTENTION,BOOKED,IN_PROCESS,STANDBY_BOOKED', 'CANCELLED', 'staff'],
    ]);
    expect(SLOT_MOVES.filter((m) => m.from.includes(null)).every((m) => m.from.length === 1)).toBe(
      true,
    );
  });

  it('start a row as an opening, an intention, a standby or a fixed week booked', () => {
    expect(
      SLOT_MOVES.filter((m) => m.from.includes(null))
        .map((m) => m.to)
        .sort(),
    ).toEqual(['BOOKED', 'INTENTION', 'OPEN', 'STANDBY_BOOKED']);
  });

  it('name the statuses each move comes from', () => {
    expect(slotMoveFrom('book', 'BOOKED')).toEqual(['OPEN', 'INTENTION', 'BOOKED']);
    expect(slotMoveFrom('start', 'EXPIRE')).toEqual(['OPEN', 'INTENTION']);
    expect(slotMoveFrom('start', 'STANDBY_FINISH')).toEqual(['STANDBY_BOOKED']);
    expect(slotMoveFrom('finish', 'FINISH')).toEqual(['IN_PROCESS']);
    expect(slotMoveFrom('callIn', 'BOOKED')).toEqual(['STANDBY_BOOKED']);
    expect(() => slotMoveFrom('finish', 'OPEN')).toThrow('no slot move finish to OPEN');
  });

  it('never leave an end state but by a correction of its outcome', () => {
    for (const end of ['FINISH', 'EXPIRE', 'STANDBY_FINISH', 'CANCELLED'] as const)
      expect(SLOT_MOVES.filter((m) => m.from.includes(end))).toEqual([]);
    expect(maySlotMove('BOOKED', 'IN_PROCESS')).toBe(true);
    expect(maySlotMove('OPEN', 'IN_PROCESS')).toBe(false);
    expect(maySlotMove(null, 'IN_PROCESS')).toBe(false);
    // Only a fixed period's weeks are made booked (decision 041).
    expect(maySlotMove(null, 'BOOKED')).toBe(true);
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
