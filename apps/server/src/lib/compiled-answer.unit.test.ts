import { dataEnvelope, slotUnitList } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { compiledAnswer } from './compiled-answer.js';

const unit = {
  startTime: 1_795_683_600_000,
  endTime: 1_795_685_100_000,
  courseType: 'MAIN',
  smartClassType: 'MAIN',
  status: 'AVAILABLE',
  peakTime: true,
  peakCoinCount: 1,
  lock: false,
  students: 0,
};

describe('a compiled answer', () => {
  const write = compiledAnswer({ schema: dataEnvelope(slotUnitList) });

  it('writes what JSON.stringify writes for an answer of the schema', () => {
    const answer = { code: 'OK', msg: 'success', data: [unit, { ...unit, status: 'OPEN' }] };
    expect(JSON.parse(write(answer))).toEqual(answer);
  });

  it('leaves out what the schema does not name', () => {
    const answer = { code: 'OK', msg: 'success', data: [{ ...unit, roomKey: 'secret' }], extra: 1 };
    expect(write(answer)).not.toContain('secret');
    expect(JSON.parse(write(answer))).toEqual({ code: 'OK', msg: 'success', data: [unit] });
  });
});
