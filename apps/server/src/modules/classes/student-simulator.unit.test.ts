import { describe, expect, it } from 'vitest';
import { beijing } from '../../test/classes.js';
import {
  BOOK_CHANCE,
  demandAt,
  FIXED_REQUEST_CHANCE,
  shouldBook,
  simulateRound,
  studentsToBook,
  type SimBooking,
  type SimUnit,
} from './student-simulator.js';

describe('the student-side simulator', () => {
  it('books peak units more often than others, never a full one', () => {
    const between = (BOOK_CHANCE.offPeak + BOOK_CHANCE.peak) / 2;
    expect(shouldBook({ peakTime: true, seatsLeft: 4 }, between)).toBe(true);
    expect(shouldBook({ peakTime: false, seatsLeft: 4 }, between)).toBe(false);
    expect(shouldBook({ peakTime: false, seatsLeft: 4 }, BOOK_CHANCE.offPeak - 0.01)).toBe(true);
    expect(shouldBook({ peakTime: true, seatsLeft: 0 }, 0)).toBe(false);
  });

  it('brings one to four children, never more than the seats left', () => {
    expect(studentsToBook(4, 0)).toBe(1);
    expect(studentsToBook(4, 0.99)).toBe(4);
    expect(studentsToBook(2, 0.99)).toBe(2);
    expect(studentsToBook(0, 0.5)).toBe(0);
  });

  it('asks for more seats at peak time', () => {
    expect(demandAt(beijing(2026, 12, 1, 19), 0)).toBe(8);
    expect(demandAt(beijing(2026, 12, 5, 9, 30), 0)).toBe(8);
    expect(demandAt(beijing(2026, 12, 1, 17), 0)).toBe(2);
    expect(demandAt(beijing(2026, 12, 1, 9, 30), 0)).toBe(2);
  });

  it('books the chosen units through the side it is given and reports demand', async () => {
    const units: SimUnit[] = [
      { classId: 1, teacherId: 7, startTime: 1, courseType: 'MAIN', seatsLeft: 4, peakTime: true },
      { classId: 2, teacherId: 7, startTime: 2, courseType: 'MAIN', seatsLeft: 4, peakTime: false },
    ];
    const booked: [number, number][] = [];
    const bookings: SimBooking[] = [];
    const demand: number[] = [];
    const result = await simulateRound(
      {
        openUnits: async () => units,
        book: async (unit, booking) => (
          booked.push([unit.classId, booking.children.length]),
          bookings.push(booking),
          true
        ),
        demand: async (_type, _start, students) => void demand.push(students),
      },
      beijing(2026, 12, 1, 10),
      () => 0.2,
    );
    expect(booked).toEqual([[1, 1]]);
    // Each child with a first name and an age of the school's, the class's level and lesson.
    expect(bookings[0]).toMatchObject({ level: 'Level 1', unit: 'Unit 3', lesson: 'Lesson 2' });
    expect(bookings[0]?.children).toEqual([
      { studentId: expect.stringMatching(/^stu-[a-z0-9]+$/), firstName: 'Lucy', age: 6 },
    ]);
    expect(result).toEqual({ booked: 1, demand: 4, fixedRequests: 0 });
    expect(demand).toHaveLength(4);
  });

  it('now and then asks for a fixed place in an offered period (decision 041)', async () => {
    const offers = [
      { periodId: 3, teacherId: 7, seatsLeft: 4 },
      { periodId: 4, teacherId: 7, seatsLeft: 0 },
    ];
    const asked: [number, number][] = [];
    const side = {
      openUnits: async () => [],
      book: async () => true,
      demand: async () => undefined,
      fixedOffers: async () => offers,
      requestFixed: async (offer: { periodId: number }, ids: string[]) => (
        asked.push([offer.periodId, ids.length]),
        true
      ),
    };
    const now = beijing(2026, 12, 1, 10);
    const rarely = await simulateRound(side, now, () => FIXED_REQUEST_CHANCE);
    expect(rarely.fixedRequests).toBe(0);
    const result = await simulateRound(side, now, () => FIXED_REQUEST_CHANCE / 2);
    expect(result.fixedRequests).toBe(1);
    expect(asked).toEqual([[3, 1]]);
  });
});
