/** A clock a test sets and moves: `createTestApp({ clock: clock.now })`. */
export function testClock(start: Date | number = Date.now()) {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set(at: Date | number) {
      current = new Date(at).getTime();
    },
    advance(ms: number) {
      current += ms;
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;
