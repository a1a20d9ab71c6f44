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

  it('ends where the link stood with a full stop, a link mid-text and a link on its own line alike', () => {
    expect(mailNotice('accountRestored', { link: `${ORIGIN}/v2/home`, name: 'Ann' }).text).toBe(
      'Your teacher account is active again. Sign in.',
    );
    expect(
      mailNotice('accountActivated', { link: `${ORIGIN}/v2/home`, name: 'Ann', referralCode: '42' })
        .text,
    ).toBe(
      'Welcome aboard! Your teacher account is active. Sign in to complete your profile, add your bank details and open your first class slots. Your referral code is 42: share it with friends who would love to teach.',
    );
    expect(mailNotice('passwordReset', { link: `${ORIGIN}/v2/reset?code=1` }).text).toBe(
      'Someone (hopefully you) asked to reset the password of your teacher account. Open this link within 30 minutes to choose a new password. The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    );
  });

  it('keeps a text of exactly the limit, and cuts one longer at its last word, without the punctuation before it', () => {
    const PREFIX = 'Your teacher account has been suspended. Reason: ';
    const SUFFIX = ' Please write to x@y.z for help.';
    const suspended = (reason: string) =>
      mailNotice('accountSuspended', { link: ORIGIN, name: 'Ann', reason, email: 'x@y.z' }).text;
    const fits = 'r'.repeat(NOTICE_TEXT_MAX - PREFIX.length - SUFFIX.length);
    expect(suspended(fits)).toBe(`${PREFIX}${fits}${SUFFIX}`);
    expect(suspended(fits).length).toBe(NOTICE_TEXT_MAX);
    // One character more: cut at the last blank, the comma before it dropped.
    expect(suspended(`${'x'.repeat(100)}, ${'y'.repeat(200)}`)).toBe(
      `${PREFIX}${'x'.repeat(100)}…`,
    );
    expect(suspended(`${fits}r`)).toBe(`${PREFIX}${fits}r Please write to x@y.z for…`);
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
    expect(noticePath(`see ${ORIGIN}/v2/home`)).toBeNull();
    expect(noticePath(`${ORIGIN}/ops/set-password?code=1`)).toBeNull();
    expect(noticePath(`${ORIGIN}/v2x/home`)).toBeNull();
    expect(noticePath('/v2/home')).toBeNull();
  });
});
