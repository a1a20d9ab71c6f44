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

describe('oneTimeLinkParams: edges', () => {
  it('trims both parts', () => {
    expect(oneTimeLinkParams('?userId=%2012%20&code=%20abc%20', 'userId')).toEqual({
      id: 12,
      code: 'abc',
    });
  });

  it('takes ids of up to 16 digits, without a leading zero', () => {
    expect(oneTimeLinkParams('?userId=1234567890123456&code=c', 'userId')).toEqual({
      id: 1234567890123456,
      code: 'c',
    });
    expect(oneTimeLinkParams('?userId=12345678901234567&code=c', 'userId')).toBeNull();
    expect(oneTimeLinkParams('?userId=012&code=c', 'userId')).toBeNull();
    expect(oneTimeLinkParams('?userId=9&code=c', 'userId')).toEqual({ id: 9, code: 'c' });
    expect(oneTimeLinkParams('?userId=x12&code=c', 'userId')).toBeNull();
  });

  it('reads the id under the name it is given only', () => {
    expect(oneTimeLinkParams('?userId=12&code=c', 'staffId')).toBeNull();
  });
});
