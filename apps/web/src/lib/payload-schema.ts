/**
 * What checks a payload: a zod schema (anything with its `safeParse`). The API client needs no
 * more of zod than this, so the module stays free of it.
 */
export interface PayloadCheck<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * A check, or a loader of one: `() => import('./schemas').then((m) => m.thing)` keeps zod and
 * the schema out of the first load of the page that makes the call (the landing page's
 * budget, bench/budget.json). The loader runs while the request is on its way.
 */
export type PayloadSchema<T> = PayloadCheck<T> | (() => Promise<PayloadCheck<T>>);

/** Accepts any payload as it came (calls whose answer is `null` or is not read). */
export const anyPayload: PayloadCheck<unknown> = {
  safeParse: (value) => ({ success: true, data: value }),
};
