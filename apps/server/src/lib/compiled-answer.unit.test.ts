import { dataEnvelope, slotUnitList } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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
  fixed: false,
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

  it('leaves out what the schema does not name inside a tuple', () => {
    const pair = compiledAnswer({
      schema: z.object({ pair: z.tuple([z.object({ a: z.number() }), z.string()]) }),
    });
    expect(pair({ pair: [{ a: 1, secret: 's' }, 'b'] })).toBe('{"pair":[{"a":1},"b"]}');
  });

  it('writes the union member the data fits whole, not the first it partly fits', () => {
    const short = z.object({ a: z.string() });
    const long = z.object({ a: z.string(), b: z.number() });
    const either = compiledAnswer({ schema: z.object({ u: z.union([short, long]) }) });
    expect(either({ u: { a: 'x', b: 1 } })).toBe('{"u":{"a":"x","b":1}}');
    expect(either({ u: { a: 'x' } })).toBe('{"u":{"a":"x"}}');
  });
});

describe('a compiled answer with a nullable object', () => {
  const write = compiledAnswer({
    schema: z.object({ receipt: z.object({ fileName: z.string() }).nullable() }),
  });

  it('writes only its named keys when the row has more, instead of failing', () => {
    expect(write({ receipt: { fileName: 'r.pdf', storageKey: 'secret' } })).toBe(
      '{"receipt":{"fileName":"r.pdf"}}',
    );
  });

  it('writes null as null', () => {
    expect(write({ receipt: null })).toBe('{"receipt":null}');
  });
});
