import { z } from 'zod';
import { courseType } from '../classes/class-schemas.js';
import { bookStudentsFields } from '../classes/integration.js';
import { DAY_MS } from '../calendar/index.js';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { epochMs, optionalText, wireInt } from '../wire.js';
import { fixedRequestView } from './fixed-schemas.js';

/**
 * The student side's half of fixed classes (decision 041): it finds the periods teachers
 * offer, asks for a place for its students, reads the answer, and may withdraw a waiting
 * request. By service key, like the other integration calls (decision 039).
 */

/** The longest range of first classes one offers query reads. */
export const FIXED_OFFERS_RANGE_MAX_MS = 35 * DAY_MS;

export const fixedOffersQuery = z
  .object({ courseType: optionalText(courseType), startTime: epochMs, endTime: epochMs })
  .refine((q) => q.endTime > q.startTime && q.endTime - q.startTime <= FIXED_OFFERS_RANGE_MAX_MS, {
    path: ['endTime'],
    error: FIELD_MESSAGES.invalid,
  });

/** An OFFERED period whose first class starts in the range, with the seats its classes have left. */
export const fixedOffer = z.object({
  periodId: z.number(),
  teacherId: z.number(),
  courseType,
  smartClassType: z.string(),
  weeklyTimes: z.array(z.object({ isoDay: z.number(), startMinute: z.number() })),
  firstDate: z.string(),
  lastDate: z.string(),
  starts: z.array(z.number()),
  seatsLeft: z.number(),
});
export const fixedOfferList = z.array(fixedOffer);

/** A place for the same students in every week of a period (the booking's own fields). */
export const fixedPlaceRequest = bookStudentsFields
  .pick({ level: true, unit: true, lesson: true, studentIds: true })
  .extend({ periodId: wireInt.pipe(z.number().int().positive()) });
export type FixedPlaceRequest = z.infer<typeof fixedPlaceRequest>;

export const fixedRequestParams = z.object({
  requestId: wireInt.pipe(z.number().int().positive()),
});

export { fixedRequestView as integrationFixedRequest };
