import { beijingDayMinute, DAY_MS, GRID_MINUTES, MINUTE_MS } from '@portal/contracts';
import { simulatedBooking, type SimBooking } from './simulated-children.js';

export type { SimBooking };

/** An opened class with seats, as the student side sees it. */
export interface SimUnit {
  classId: number;
  teacherId: number;
  startTime: number;
  courseType: string;
  seatsLeft: number;
  peakTime: boolean;
}

/** A fixed period a teacher who takes requests offers (decision 041). */
export interface SimOffer {
  periodId: number;
  teacherId: number;
  seatsLeft: number;
}

/** What the simulator does through: the services in the demo server, or HTTP with a key. */
export interface StudentSide {
  openUnits(range: { startTime: number; endTime: number }): Promise<SimUnit[]>;
  /** Books children into a unit: their ids, first names and ages, their level and lesson. */
  book(unit: SimUnit, booking: SimBooking): Promise<boolean>;
  demand(courseType: string, startTime: number, students: number): Promise<void>;
  /** Fixed places: the offers whose first class is in the range, and a request for one. */
  fixedOffers?(range: { startTime: number; endTime: number }): Promise<SimOffer[]>;
  requestFixed?(offer: SimOffer, studentIds: string[]): Promise<boolean>;
}

/**
 * The chance a round asks for a place in an offered fixed period: one request every quarter
 * of an hour or so per offer at 20-second rounds, so a teacher finds a few to answer.
 */
export const FIXED_REQUEST_CHANCE = 0.02;

/** How far ahead the simulator looks for fixed periods (the offers call reads five weeks). */
const FIXED_AHEAD_MS = 35 * DAY_MS;

/** The chance a round books an opened unit: peak time draws most children (decision 039). */
export const BOOK_CHANCE = { peak: 0.35, offPeak: 0.1 } as const;

/** Whether this round books `unit`, given a random number in [0, 1). */
export function shouldBook(unit: Pick<SimUnit, 'peakTime' | 'seatsLeft'>, random: number): boolean {
  if (unit.seatsLeft <= 0) return false;
  return random < (unit.peakTime ? BOOK_CHANCE.peak : BOOK_CHANCE.offPeak);
}

/** How many children one booking brings: 1 to the seats left, at most 4. */
export function studentsToBook(seatsLeft: number, random: number): number {
  const most = Math.max(0, Math.min(4, seatsLeft));
  return most === 0 ? 0 : 1 + Math.floor(random * most);
}

/** Children asking for a half hour: more at peak time (19:00-21:00, weekends 09:00-11:00 Beijing). */
export function demandAt(startTime: number, random: number): number {
  const { isoDay, minute } = beijingDayMinute(startTime);
  const evening = minute >= 19 * 60 && minute < 21 * 60;
  const weekendMorning = isoDay >= 6 && minute >= 9 * 60 && minute < 11 * 60;
  const base = evening || weekendMorning ? 8 : 2;
  return base + Math.floor(random * base);
}

/**
 * One round of the student side: children ask for next week's half hours, and book some of
 * the opened classes of the coming week. Answers what it booked.
 */
export async function simulateRound(
  side: StudentSide,
  now: number,
  random: () => number = Math.random,
): Promise<{ booked: number; demand: number; fixedRequests: number }> {
  const units = await side.openUnits({ startTime: now, endTime: now + 7 * DAY_MS });
  let booked = 0;
  for (const unit of units) {
    if (!shouldBook(unit, random())) continue;
    const count = studentsToBook(unit.seatsLeft, random());
    if (await side.book(unit, simulatedBooking(count, random))) booked += 1;
  }
  // Demand for a few half hours of the week after: what the recommendations read.
  const grid = GRID_MINUTES * MINUTE_MS;
  const nextWeek = Math.ceil((now + 7 * DAY_MS) / grid) * grid;
  let demand = 0;
  for (let i = 0; i < 4; i += 1) {
    const start = nextWeek + Math.floor(random() * 7 * 48) * grid;
    await side.demand('MAIN', start, demandAt(start, random()));
    demand += 1;
  }
  return { booked, demand, fixedRequests: await requestFixedPlaces(side, now, random) };
}

/** Asks now and then for a fixed place: one to the seats offered, at most four children. */
async function requestFixedPlaces(
  side: StudentSide,
  now: number,
  random: () => number,
): Promise<number> {
  if (!side.fixedOffers || !side.requestFixed) return 0;
  let requested = 0;
  for (const offer of await side.fixedOffers({ startTime: now, endTime: now + FIXED_AHEAD_MS })) {
    if (offer.seatsLeft <= 0 || random() >= FIXED_REQUEST_CHANCE) continue;
    const count = studentsToBook(offer.seatsLeft, random());
    const ids = Array.from(
      { length: count },
      () => `stu-${Math.floor(random() * 1e9).toString(36)}`,
    );
    if (await side.requestFixed(offer, ids)) requested += 1;
  }
  return requested;
}
