import { describe, expect, it } from 'vitest';
import { oneTimeLinkParams } from './one-time-link';

describe('oneTimeLinkParams', () => {
  it('reads the id and the code of a reset or invitation link', () => {
    expect(oneTimeLinkParams('?userId=12&code=abc-_1', 'userId')).toEqual({
      id: 12,
      code: 'abc-_1',
    });
    expect(oneTimeLinkParams('?staffId=3&code=x', 'staffId')).toEqual({ id: 3, code: 'x' });
  });

  it('refuses a link without both parts or with an id that is not a positive number', () => {
    for (const search of [
      '',
      '?userId=12',
      '?code=abc',
      '?userId=0&code=a',
      '?userId=-1&code=a',
      '?userId=1x&code=a',
      '?userId=12&code=%20',
    ])
      expect(oneTimeLinkParams(search, 'userId'), search).toBeNull();
  });
});
