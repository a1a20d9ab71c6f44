import { describe, expect, it } from 'vitest';
import { visitEvent } from './record-visit';

describe('the Visit event', () => {
  it('names the page and carries the link parameters', () => {
    expect(visitEvent('/home', '?referralCode=123&rf=9&poster=p1&type=login')).toEqual({
      name: 'Visit',
      path: '/home',
      referralCode: '123',
      rf: '9',
      poster: 'p1',
    });
    expect(visitEvent('/home', '')).toEqual({ name: 'Visit', path: '/home' });
  });

  it('keeps parameters within the 100 characters the server takes', () => {
    const event = visitEvent('/home', `?poster=${'p'.repeat(150)}`);
    expect(event.poster).toHaveLength(100);
  });
});
