import { fixedPeriodOpen, fixedPeriodRule, LIVE_FIXED_PERIOD_STATUSES } from '@portal/contracts';
import type { Repositories } from '../../repositories.js';
import type { Mover } from '../../status-moves/lifecycle-writer.js';
import type { PeriodRow } from './fixed-periods.repository.js';
import { startsOf } from './fixed-views.js';

/**
 * Takes weeks out of a period inside the caller's unit of work: the leave half's fixed leave
 * (`/t/tc/leave/fixed/confirm`, cause LEAVE) gives the class rows back itself and calls this so
 * the period's rule no longer names them. A period left without weeks ends (an offered one is
 * withdrawn), by `mover`. Answers the period as changed, or undefined when it is not live any
 * more.
 */
export async function excludeWeeks(
  tx: Pick<Repositories, 'fixed'>,
  period: Pick<PeriodRow, 'id' | 'teacherId'>,
  starts: readonly number[],
  now: Date,
  cause: 'DELETED' | 'LEAVE' | 'RELEASED',
  mover: Mover,
): Promise<PeriodRow | undefined> {
  const locked = await tx.fixed.periods.lockOwned(period.id, period.teacherId);
  const status = LIVE_FIXED_PERIOD_STATUSES.find((s) => s === locked?.status);
  if (!locked || !status) return undefined;
  for (const start of starts)
    await tx.fixed.periods.exclude(locked.id, new Date(start), cause, now);
  const excluded = (await tx.fixed.periods.excludedOf([locked.id])).get(locked.id) ?? [];
  const rule = fixedPeriodRule({ ...locked, excluded });
  const left = startsOf({ ...locked, rule });
  const set = {
    rule,
    firstStartsAt: new Date(left[0] ?? locked.firstStartsAt.getTime()),
    updatedAt: now,
  };
  if (left.length > 0) return tx.fixed.periods.update(locked.id, [status], set);
  const withdrawn = fixedPeriodOpen(status);
  const changed = await tx.fixed.periods.move(
    locked.id,
    withdrawn ? 'withdrawEmpty' : 'endEmpty',
    mover,
    set,
  );
  // Nobody can be given a period that is gone.
  if (withdrawn) await tx.fixed.requests.declineWaiting(locked.id, now, mover);
  return changed;
}
