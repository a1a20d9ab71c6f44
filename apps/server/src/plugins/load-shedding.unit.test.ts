import { getHeapStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { loadSheddingLimits } from './load-shedding.js';

const config = (env: Record<string, string> = {}) =>
  loadConfig({ SESSION_SECRET: 'a-session-secret-of-at-least-32-characters', ...env });
const heapShare = Math.floor(getHeapStatistics().heap_size_limit * 0.9);

describe('the load-shedding limits (decision 047)', () => {
  it('watch the event loop on PostgreSQL, and 90 % of the heap limit', () => {
    expect(loadSheddingLimits(config({ DATABASE_URL: 'postgres://db.test/portal' }))).toEqual({
      maxEventLoopDelay: 1_000,
      maxHeapUsedBytes: heapShare,
    });
  });

  it('leave the event loop alone on the embedded database, whose queries run on it', () => {
    expect(loadSheddingLimits(config()).maxEventLoopDelay).toBe(0);
  });

  it('take what is configured, 0 turning a check off', () => {
    expect(
      loadSheddingLimits(
        config({
          DATABASE_URL: 'postgres://db.test/portal',
          LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
          LOAD_SHED_HEAP_USED_BYTES: '123456',
        }),
      ),
    ).toEqual({ maxEventLoopDelay: 0, maxHeapUsedBytes: 123_456 });
    expect(loadSheddingLimits(config({ LOAD_SHED_EVENT_LOOP_DELAY_MS: '250' }))).toMatchObject({
      maxEventLoopDelay: 250,
    });
  });
});
