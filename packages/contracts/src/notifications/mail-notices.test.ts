import { describe, expect, it } from 'vitest';
import { mailNotice, NOTICE_TEXT_MAX, noticePath } from './mail-notices.js';

const ORIGIN = 'https://portal.example';

describe("a teacher mail's notice", () => {
  it('takes the subject as title, drops the greeting and the link, and links the page', () => {
    expect(
      mailNotice('payslipReleased', {
        link: `${ORIGIN}/v2/payslip/list`,
        name: 'Ann',
        month: '2026/11',
        amount: '$120.00',
      }),
    ).toEqual({
      title: 'Your payslip for 2026/11 is ready',
      text: 'Your payslip for 2026/11 is released: $120.00 in total. Please check it and send your receipt from its page.',
      link: '/payslip/list',
    });
  });

  it('keeps no link of a one-time secret, and says so nowhere in its text', () => {
    const notice = mailNotice('passwordReset', {
      link: `${ORIGIN}/v2/reset?userId=1&code=secret`,
    });
    expect(notice.link).toBeNull();
    expect(notice.text).not.toContain('secret');
    expect(notice.text.startsWith('Someone (hopefully you) asked')).toBe(true);
  });

  it('cuts a long text at a word, with an ellipsis, within the limit', () => {
    const notice = mailNotice('accountSuspended', {
      link: `${ORIGIN}/v2/home?type=login`,
      name: 'Ann',
      reason: 'word '.repeat(80),
      email: 'help@portal.example',
    });
    expect(notice.text.length).toBeLessThanOrEqual(NOTICE_TEXT_MAX);
    expect(notice.text).toMatch(/ word…$/);
    // The mail's sign-in page is the teacher home to a signed-in reader.
    expect(notice.link).toBe('/booking');
  });
});

describe("a notice's page", () => {
  it('is the path below the base path, without query or fragment', () => {
    expect(noticePath(`${ORIGIN}/v2/booking/fixed?x=1#top`)).toBe('/booking/fixed');
    expect(noticePath(`${ORIGIN}/v2`)).toBe('/');
    expect(noticePath('http://localhost:8080/v2/home?type=login')).toBe('/booking');
    expect(noticePath('http://localhost:8080/v2/user')).toBe('/user');
  });

  it('is none for an address outside the portal or not absolute', () => {
    expect(noticePath(`${ORIGIN}/ops/set-password?code=1`)).toBeNull();
    expect(noticePath(`${ORIGIN}/v2x/home`)).toBeNull();
    expect(noticePath('/v2/home')).toBeNull();
  });
});
