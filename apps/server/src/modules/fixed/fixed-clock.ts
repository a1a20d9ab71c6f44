import type { Uow } from '../../repositories.js';

/**
 * The fixed classes' share of the class clock (decision 041): waiting requests past their
 * deadline become EXPIRED and live periods past their last date ENDED. Both are conditional
 * updates, so every server may run it; reads already answer as of now (`fixedRequestStatusAt`),
 * so the stored status only catches up.
 */
export function createFixedClock({ uow, clock }: { uow: Uow; clock: () => Date }) {
  return {
    async run(): Promise<{ expired: number; ended: number }> {
      const now = clock();
      return uow.run(async (tx) => ({
        expired: await tx.fixed.requests.expireDue(now),
        ended: await tx.fixed.periods.endDue(now),
      }));
    },
  };
}
export type FixedClock = ReturnType<typeof createFixedClock>;
