import { describe, expect, it } from 'vitest';
import { fillMessage, type MessageParams } from './errors/messages.js';
import { DEMO_REMINDERS, MAIL_TEXTS, mailTime } from './mail-texts.js';

describe('mailTime', () => {
  it('writes an instant as YYYY/MM/DD HH:mm in UTC, and says so', () => {
    expect(mailTime(Date.UTC(2026, 10, 30, 9, 0))).toBe('2026/11/30 09:00 UTC');
    expect(mailTime(Date.UTC(2027, 0, 5, 23, 45, 59))).toBe('2027/01/05 23:45 UTC');
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
    'lead',
    'document',
    'referralCode',
    'masked',
    'month',
    'amount',
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
