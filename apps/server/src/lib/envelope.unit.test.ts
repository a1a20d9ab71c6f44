import { MESSAGES, OK_CODE } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { okData, okResult } from './envelope.js';

describe('the success envelope', () => {
  it('wraps /t/ answers as { code, msg, data }', () => {
    const data = { userId: 7 };
    const envelope = okData(data);
    expect(envelope).toStrictEqual({ code: OK_CODE, msg: MESSAGES.success, data: { userId: 7 } });
    expect(envelope.data).toBe(data);
  });

  it('wraps /api/ answers as { code, msg, result }', () => {
    const result = [1, 2];
    const envelope = okResult(result);
    expect(envelope).toStrictEqual({ code: OK_CODE, msg: MESSAGES.success, result: [1, 2] });
    expect(envelope.result).toBe(result);
  });

  it('keeps an empty answer as null, not as a missing key', () => {
    expect(okData(null)).toStrictEqual({ code: OK_CODE, msg: MESSAGES.success, data: null });
    expect(okResult(null)).toStrictEqual({ code: OK_CODE, msg: MESSAGES.success, result: null });
  });
});
