import { z } from 'zod';
import { lineText } from '../plain-text.js';
import { optionalText } from '../wire.js';

/** First-party funnel events the web client may record (no third-party tracker). */
export const CLIENT_FUNNEL_EVENTS = ['Visit'] as const;

const shortText = optionalText(lineText().max(100));

/** A first-party funnel event (a visit, a step). */
export const funnelEventRequest = z.object({
  name: z.enum(CLIENT_FUNNEL_EVENTS),
  path: lineText().max(200),
  referralCode: shortText,
  rf: shortText,
  poster: shortText,
});
export type FunnelEventRequest = z.input<typeof funnelEventRequest>;
