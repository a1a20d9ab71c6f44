import { fixedPeriodRule, type FixedPeriodStatus } from '@portal/contracts';
import type { Repositories } from '../../repositories.js';
import type { PeriodRow } from './fixed-periods.repository.js';
import { startsOf } from './fixed-views.js';

/**
 * Takes weeks out of a period inside the caller's unit of work: the leave half's fixed leave
 * (`/t/tc/leave/fixed/confirm`, cause LEAVE) gives the class rows back itself and calls this so
 * the period's rule no longer names them. A period left without weeks ends (an offered one is
 * withdrawn). Answers the period as changed, or undefined when it is not live any more.
 */
export async function excludeWeeks(
  tx: Pick<Repositories, 'fixed'>,
  period: Pick<PeriodRow, 'id' | 'teacherId'>,
  starts: readonly number[],
  now: Date,
  cause: 'DELETED' | 'LEAVE' | 'RELEASED' = 'LEAVE',
): Promise<PeriodRow | undefined> {
  const locked = await tx.fixed.periods.lockOwned(period.id, period.teacherId);
  if (!locked || (locked.status !== 'OFFERED' && locked.status !== 'ACTIVE')) return undefined;
  for (const start of starts)
    await tx.fixed.periods.exclude(locked.id, new Date(start), cause, now);
  const excluded = (await tx.fixed.periods.excludedOf([locked.id])).get(locked.id) ?? [];
  const rule = fixedPeriodRule({ ...locked, excluded });
  const left = startsOf({ ...locked, rule });
  const ends = left.length === 0;
  const withdrawn = ends && locked.status === 'OFFERED';
  const changed = await tx.fixed.periods.update(locked.id, [locked.status as FixedPeriodStatus], {
    rule,
    firstStartsAt: new Date(left[0] ?? locked.firstStartsAt.getTime()),
    ...(ends ? { status: withdrawn ? 'WITHDRAWN' : 'ENDED' } : {}),
    updatedAt: now,
  });
  // Nobody can be given a period that is gone.
  if (withdrawn) await tx.fixed.requests.declineWaiting(locked.id, now);
  return changed;
}
