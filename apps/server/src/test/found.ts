/**
 * The value a test's set-up expects to exist, or a failure naming it. Ownership cases use it
 * instead of a fallback id (`?? 0`): with a fallback, a set-up that made nothing would let a
 * "refused to the second teacher" case pass without the record ever existing.
 */
export function found<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`set-up made no ${what}`);
  return value;
}
