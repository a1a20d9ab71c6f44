import { BOOKABLE_STATUSES } from '@portal/contracts';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { latestFinishType, peakSlotOpened, slotStatusIn } from './class-rules.sql.js';

const text = (fragment: Parameters<PgDialect['sqlToQuery']>[0]) =>
  new PgDialect().sqlToQuery(fragment).sql;

describe('class rules in SQL', () => {
  it("writes a contracts' status set as the literals of its members", () => {
    expect(text(slotStatusIn('s.status', BOOKABLE_STATUSES))).toBe(
      "s.status in ('OPEN', 'INTENTION', 'BOOKED')",
    );
  });

  it('names the calling query’s class row in every rule', () => {
    expect(text(latestFinishType('s'))).toContain('latest.slot_id = s.id order by latest.id desc');
    expect(text(peakSlotOpened('x'))).toBe(
      "(x.peak and x.course_type <> 'STANDBY' and x.status <> 'CANCELLED' and not x.from_standby)",
    );
  });
});
