import { describe, expect, it } from 'vitest';
import { scrollAfter } from './page-scroll';

describe('scrollAfter (decision 056)', () => {
  it('opens another page at its top, by a link or a replacing redirect', () => {
    expect(scrollAfter({ by: 'PUSH', samePage: false, saved: undefined })).toBe(0);
    expect(scrollAfter({ by: 'REPLACE', samePage: false, saved: undefined })).toBe(0);
    // Even one read before: a link is a new visit, not Back.
    expect(scrollAfter({ by: 'PUSH', samePage: false, saved: 640 })).toBe(0);
  });

  it('leaves the scroll alone when only the query of the same page changed', () => {
    expect(scrollAfter({ by: 'PUSH', samePage: true, saved: undefined })).toBeNull();
    expect(scrollAfter({ by: 'REPLACE', samePage: true, saved: 300 })).toBeNull();
  });

  it('puts Back and Forward where the entry was left, on any page', () => {
    expect(scrollAfter({ by: 'POP', samePage: false, saved: 640 })).toBe(640);
    expect(scrollAfter({ by: 'POP', samePage: true, saved: 0 })).toBe(0);
  });

  it('leaves an entry it never saw (from before a reload) to the browser', () => {
    expect(scrollAfter({ by: 'POP', samePage: false, saved: undefined })).toBeNull();
  });
});
