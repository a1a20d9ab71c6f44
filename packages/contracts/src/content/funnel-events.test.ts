import { describe, expect, it } from 'vitest';
import { PAGE_CLOSE_ACTIONS, pageCloseRequest } from './funnel-events.js';

describe('page close actions', () => {
  it("are spec section 3's two action sets", () => {
    expect([...PAGE_CLOSE_ACTIONS].sort()).toEqual(
      [
        'ZOOM',
        'BOOK_BEFORE',
        'BOOK_SUCCESS',
        'BOOK_CANCEL',
        'BOOK_NO_SHOW',
        'INTERVIEW_OVER',
        'REJECT',
        'ANSWER_NOW',
        'ANSWER_END',
      ].sort(),
    );
  });

  it('take an optional path, null read as absent', () => {
    expect(pageCloseRequest.parse({ action: 'ZOOM', path: null })).toEqual({ action: 'ZOOM' });
    expect(pageCloseRequest.safeParse({ action: 'zoom' }).success).toBe(false);
  });
});
