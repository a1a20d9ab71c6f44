import { describe, expect, it } from 'vitest';
import { fillMessage, type MessageParams } from './errors/messages.js';
import { DEMO_REMINDERS, MAIL_TEXTS, mailTime } from './mail-texts.js';

describe('mailTime', () => {
  it('writes an instant as YYYY/MM/DD HH:mm in UTC, and says so', () => {
    expect(mailTime(Date.UTC(2026, 10, 30, 9, 0))).toBe('2026/11/30 09:00 (UTC)');
    expect(mailTime(Date.UTC(2027, 0, 5, 23, 45, 59))).toBe('2027/01/05 23:45 (UTC)');
  });

  it("writes the reader's zone with its offset on that day, and Beijing beside it for a teacher", () => {
    const at = Date.UTC(2026, 11, 9, 0, 0); // 19:00 the day before in New York (UTC-5)
    expect(mailTime(at, { zone: 'America/New_York' })).toBe(
      '2026/12/08 19:00 (America/New_York, UTC-05:00)',
    );
    expect(mailTime(at, { zone: 'America/New_York', withBeijing: true })).toBe(
      '2026/12/08 19:00 (America/New_York, UTC-05:00); Beijing 2026/12/09 08:00',
    );
    // Summer time: the offset of the day written, not of today.
    expect(mailTime(Date.UTC(2026, 6, 1, 12), { zone: 'Europe/London' })).toBe(
      '2026/07/01 13:00 (Europe/London, UTC+01:00)',
    );
    expect(mailTime(at, { zone: 'Asia/Kolkata', withBeijing: true })).toBe(
      '2026/12/09 05:30 (Asia/Kolkata, UTC+05:30); Beijing 2026/12/09 08:00',
    );
  });

  it('writes Beijing once for a reader in Beijing, and UTC for no zone or an unknown one', () => {
    const at = Date.UTC(2026, 11, 9, 0, 0);
    expect(mailTime(at, { zone: 'Asia/Shanghai', withBeijing: true })).toBe(
      '2026/12/09 08:00 (Asia/Shanghai, UTC+08:00)',
    );
    expect(mailTime(at, { zone: null, withBeijing: true })).toBe(
      '2026/12/09 00:00 (UTC); Beijing 2026/12/09 08:00',
    );
    expect(mailTime(at, { zone: 'Mars/Olympus' })).toBe('2026/12/09 00:00 (UTC)');
  });
});

describe('the mail texts', () => {
  const keys: readonly (keyof MessageParams)[] = [
    'email',
    'name',
    'link',
    'status',
    'reason',
    'session',
    'time',
    'previous',
    'lead',
    'document',
    'referralCode',
    'masked',
    'month',
    'amount',
    'count',
  ];
  const all = Object.fromEntries(keys.map((key) => [key, `<${key}>`])) as MessageParams;

  it.each(Object.keys(MAIL_TEXTS) as (keyof typeof MAIL_TEXTS)[])(
    '%s uses only placeholders the server fills',
    (template) => {
      const { subject, text } = MAIL_TEXTS[template];
      expect(fillMessage(subject + text, all)).not.toMatch(/\{\w+\}/);
    },
  );

  it('remind 24 hours and 1 hour before the start', () => {
    expect(DEMO_REMINDERS.day).toEqual({ beforeMs: 24 * 3_600_000, lead: '24 hours' });
    expect(DEMO_REMINDERS.hour).toEqual({ beforeMs: 3_600_000, lead: '1 hour' });
  });
});
