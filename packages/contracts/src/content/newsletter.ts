import { z } from 'zod';
import { signInEmail } from '../accounts/fields.js';

/**
 * The newsletter subscription. The original form sent `subemail`; `email` is accepted too.
 * The address is checked like every e-mail field (spec section 5) and stored once.
 */
export const subscribeRequest = z
  .object({ email: z.unknown().optional(), subemail: z.unknown().optional() })
  .transform((body) => ({ email: body.email ?? body.subemail }))
  .pipe(z.object({ email: signInEmail }));
export type SubscribeRequest = { email?: string; subemail?: string };
