import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { unitErrors } from './unit-errors';

describe('unitErrors', () => {
  it('maps each refused start time to its message', () => {
    const error = new ApiError({
      code: 'BIZ_TEACHER_SLOTS_NOT_AVAILABLE',
      message: 'Slot(s) not available',
      status: 409,
      fields: { '1796036400000': 'Cannot open the course within 24 hours.', note: 'x' },
    });
    expect([...unitErrors(error)]).toEqual([
      [1796036400000, 'Cannot open the course within 24 hours.'],
    ]);
  });

  it('leaves out keys that are not a positive whole epoch time', () => {
    const keys = ['0', '-1796036400000', '1796036400000.5', '9007199254740993', '', ' ', 'note'];
    const error = new ApiError({
      code: 'BIZ_TEACHER_SLOTS_NOT_AVAILABLE',
      message: 'Slot(s) not available',
      status: 409,
      fields: Object.fromEntries([...keys, '1796038200000'].map((key) => [key, `for ${key}`])),
    });
    expect([...unitErrors(error)]).toEqual([[1796038200000, 'for 1796038200000']]);
  });

  it('gives nothing for other failures', () => {
    expect(unitErrors(new Error('x')).size).toBe(0);
    expect(unitErrors(new ApiError({ code: 'X', message: 'm', status: 500 })).size).toBe(0);
  });
});
