import { z } from 'zod';
import { lineText } from '../plain-text.js';
import { BOOKING_STATUSES } from '../scheduling/demo-booking.lifecycle.js';
import { optionalText } from '../wire.js';

/**
 * First-party funnel events the web client and the original clients may record (no
 * third-party tracker): the landing visit, and spec section 7's click-logging and error-toast
 * calls. CompleteRegistration (section 4) is recorded by the server with the account.
 */
export const CLIENT_FUNNEL_EVENTS = ['Visit', 'Click', 'ErrorToast'] as const;
export type ClientFunnelEvent = (typeof CLIENT_FUNNEL_EVENTS)[number];

const shortText = optionalText(lineText().max(100));
const page = lineText().max(200);

const visitEvent = z.object({
  name: z.literal('Visit'),
  path: page,
  referralCode: shortText,
  rf: shortText,
  poster: shortText,
  /** The click identifier of the link (spec section 3's t_ick), as registration carries it. */
  t_ick: shortText,
});
/** A click on a named control (the click-logging call). */
const clickEvent = z.object({
  name: z.literal('Click'),
  path: page,
  target: lineText().min(1).max(100),
  t_ick: shortText,
});
/** An error toast shown to the user: the catalogue code it showed (the error-toast call). */
const errorToastEvent = z.object({
  name: z.literal('ErrorToast'),
  path: page,
  code: lineText().min(1).max(100),
});

/** A first-party funnel event: a visit, a click, an error toast. */
export const funnelEventRequest = z.discriminatedUnion('name', [
  visitEvent,
  clickEvent,
  errorToastEvent,
]);
export type FunnelEventRequest = z.input<typeof funnelEventRequest>;
export type VisitEventRequest = z.input<typeof visitEvent>;

/**
 * Spec section 7's "page close POST with action": section 3's two action sets of the
 * interview and evaluation pages (the phase the page showed when it was closed). The first is
 * ZOOM and the booking's states on the wire.
 */
export const PAGE_CLOSE_ACTIONS = [
  'ZOOM',
  ...BOOKING_STATUSES,
  'ANSWER_NOW',
  'ANSWER_END',
] as const;
export type PageCloseAction = (typeof PAGE_CLOSE_ACTIONS)[number];

export const pageCloseRequest = z.object({
  action: z.enum(PAGE_CLOSE_ACTIONS),
  path: optionalText(page),
});
export type PageCloseRequest = z.input<typeof pageCloseRequest>;
