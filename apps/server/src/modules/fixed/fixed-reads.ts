import {
  FIXED_REQUEST,
  fixedRequestWaiting,
  type ClassTypeView,
  type FixedPeriodView,
  type FixedPolicy,
  type FixedRequestView,
} from '@portal/contracts';
import type { Repositories } from '../../repositories.js';
import type { CachedClassSettings } from '../classes/class-settings-cache.js';
import type { PeriodRow } from './fixed-periods.repository.js';
import type { RequestRow } from './fixed-requests.repository.js';
import {
  blockMsOf,
  collisionsOf,
  declinedUnanswered,
  periodView,
  requestView,
  startsOf,
  statusOf,
} from './fixed-views.js';

interface Deps {
  repositories: Pick<Repositories, 'fixed' | 'classSlots'>;
  settings: Pick<CachedClassSettings, 'classType'>;
  policy: FixedPolicy;
  clock: () => Date;
}

/** The answers of fixed periods and requests, each read in a few batched queries. */
export function createFixedReads({ repositories, settings, policy, clock }: Deps) {
  const { fixed, classSlots } = repositories;

  /** The catalogue entry of a period (its label and block); the code itself if it was removed. */
  async function typeOf(smartClassType: string): Promise<Pick<ClassTypeView, 'label' | 'time'>> {
    return (await settings.classType(smartClassType)) ?? { label: smartClassType, time: 30 };
  }

  async function periodViews(periods: readonly PeriodRow[]): Promise<FixedPeriodView[]> {
    const ids = periods.map((p) => p.id);
    const [excluded, requests] = await Promise.all([
      fixed.periods.excludedOf(ids),
      fixed.requests.ofPeriods(ids),
    ]);
    const now = clock().getTime();
    return Promise.all(
      periods.map(async (period) =>
        periodView(period, {
          label: (await typeOf(period.smartClassType)).label,
          excluded: excluded.get(period.id) ?? [],
          requests: requests.filter((r) => r.periodId === period.id),
          now,
          policy,
        }),
      ),
    );
  }

  /** The starts of a waiting request's period that the teacher now holds something else at. */
  async function collisions(period: PeriodRow): Promise<number[]> {
    const starts = startsOf(period);
    const first = starts[0];
    const last = starts.at(-1);
    if (first === undefined || last === undefined) return [];
    const block = blockMsOf(await typeOf(period.smartClassType));
    const held = await classSlots.held(period.teacherId, new Date(first), new Date(last + block));
    return collisionsOf(starts, block, held, period.id);
  }

  /** Each period's accepted request, for the periods of requests declined unanswered. */
  async function acceptedOf(requests: readonly RequestRow[]): Promise<Map<number, number>> {
    const closed = new Set(requests.filter(declinedUnanswered).map((r) => r.periodId));
    const rows = await fixed.requests.ofPeriods([...closed]);
    return new Map(
      rows.filter((r) => r.status === FIXED_REQUEST.ACCEPTED).map((r) => [r.periodId, r.id]),
    );
  }

  async function requestViews(requests: readonly RequestRow[]): Promise<FixedRequestView[]> {
    const [periods, accepted] = await Promise.all([
      fixed.periods.findMany([...new Set(requests.map((r) => r.periodId))]),
      acceptedOf(requests),
    ]);
    const now = clock().getTime();
    const collided = new Map<number, Promise<number[]>>();
    return Promise.all(
      requests.map(async (request) => {
        const period = periods.find((p) => p.id === request.periodId);
        if (!period) throw new Error(`request ${request.id} without its period`);
        const waiting = fixedRequestWaiting(statusOf(request, now));
        if (waiting && !collided.has(period.id)) collided.set(period.id, collisions(period));
        return requestView(request, period, {
          label: (await typeOf(period.smartClassType)).label,
          now,
          collisions: waiting ? await (collided.get(period.id) ?? []) : [],
          acceptedInPeriod: accepted.get(period.id) ?? null,
        });
      }),
    );
  }

  return {
    typeOf,
    periodViews,
    async periodView(period: PeriodRow): Promise<FixedPeriodView> {
      const [view] = await periodViews([period]);
      if (!view) throw new Error('no view');
      return view;
    },
    requestViews,
    async requestView(request: RequestRow): Promise<FixedRequestView> {
      const [view] = await requestViews([request]);
      if (!view) throw new Error('no view');
      return view;
    },
  };
}
export type FixedReads = ReturnType<typeof createFixedReads>;
