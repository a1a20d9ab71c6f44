/**
 * `npm run simulate`: plays the student side against a running portal through the calls a
 * service key may make (decision 039): each round books children into some opened units of
 * the coming week (more at peak time), now and then asks for a fixed place (decision 041), and
 * reports next week's demand. The behaviour is the
 * demo server's own (`modules/classes/student-simulator.ts`); here it speaks HTTP.
 *
 *   npm run simulate -- [--url URL] [--key KEY] [--rounds N] [--interval SECONDS]
 *   --url       the portal (default http://localhost:3000)
 *   --key       a service key (sk_...; ADMIN makes them in the console), else SIMULATOR_KEY
 *   --rounds    rounds to play (default 10)
 *   --interval  seconds between rounds (default 5)
 */
import { parseArgs } from 'node:util';
import { DAY_MS, SERVICE_KEY_HEADER } from '@portal/contracts';
import {
  simulateRound,
  type SimOffer,
  type SimUnit,
  type StudentSide,
} from '../modules/classes/student-simulator.js';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    key: { type: 'string' },
    rounds: { type: 'string', default: '10' },
    interval: { type: 'string', default: '5' },
  },
});
const key = values.key ?? process.env.SIMULATOR_KEY;
if (!key) {
  console.error(
    'A service key is needed: --key sk_... or SIMULATOR_KEY (ADMIN makes keys in the console).',
  );
  process.exit(2);
}
const rounds = Math.min(10_000, Math.max(1, Number(values.rounds) || 10));
const intervalMs = Math.max(0, Number(values.interval) || 0) * 1000;

class Refused extends Error {}

async function call(method: 'GET' | 'POST', path: string, body?: object) {
  const response = await fetch(`${values.url.replace(/\/$/, '')}${path}`, {
    method,
    headers: {
      [SERVICE_KEY_HEADER]: key ?? '',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await response.json()) as { code: string; msg: string; data: unknown };
  if (response.status === 401 || response.status === 403)
    throw new Refused(`${json.code}: ${json.msg}`);
  return { ok: response.ok, data: json.data };
}

/** The student side over HTTP: a day of units per request (the call reads at most a week). */
const http: StudentSide = {
  async openUnits({ startTime, endTime }) {
    const units: SimUnit[] = [];
    for (let from = startTime; from < endTime; from += DAY_MS) {
      const query = new URLSearchParams({
        startTime: String(from),
        endTime: String(Math.min(endTime, from + DAY_MS)),
      });
      units.push(...((await call('GET', `/ops/integration/units?${query}`)).data as SimUnit[]));
    }
    return units;
  },
  async book(unit, booking) {
    const { ok } = await call('POST', '/ops/integration/classes/book', {
      teacherId: unit.teacherId,
      startTime: unit.startTime,
      courseType: unit.courseType,
      ...booking,
      studentIds: booking.children.map((child) => child.studentId),
    });
    return ok;
  },
  async demand(courseType, startTime, students) {
    await call('POST', '/ops/integration/demand', { courseType, startTime, students });
  },
  async fixedOffers({ startTime, endTime }) {
    const query = new URLSearchParams({ startTime: String(startTime), endTime: String(endTime) });
    const { data } = await call('GET', `/ops/integration/fixed/offers?${query}`);
    return Array.isArray(data) ? (data as SimOffer[]) : [];
  },
  async requestFixed(offer, studentIds) {
    const { ok } = await call('POST', '/ops/integration/fixed/requests', {
      periodId: offer.periodId,
      studentIds,
    });
    return ok;
  },
};

for (let round = 1; round <= rounds; round += 1) {
  try {
    const result = await simulateRound(http, Date.now());
    process.stdout.write(
      `round ${round}: booked ${result.booked} classes, asked for ${result.fixedRequests} fixed places, reported demand for ${result.demand} half hours\n`,
    );
  } catch (error) {
    if (error instanceof Refused) {
      console.error(`The portal refused the key (${error.message}).`);
      process.exit(1);
    }
    throw error;
  }
  if (round < rounds) await new Promise((resolve) => setTimeout(resolve, intervalMs));
}
