import { describe, expect, it } from 'vitest';
import { createChangeFeed } from './change-feed.js';

describe('the change feed', () => {
  it("moves a user's version on that user's token only", () => {
    const feed = createChangeFeed();
    const [one, two] = [feed.user(1), feed.user(2)];
    feed.apply('u1');
    expect(feed.user(1)).toBeGreaterThan(one);
    expect(feed.user(2)).toBe(two);
  });

  it("moves a staff member's version on that member's token only, apart from users", () => {
    const feed = createChangeFeed();
    const [member, other, user] = [feed.staff(1), feed.staff(2), feed.user(1)];
    feed.apply('s1');
    expect(feed.staff(1)).toBeGreaterThan(member);
    expect(feed.staff(2)).toBe(other);
    expect(feed.user(1)).toBe(user);
    const memberNow = feed.staff(1);
    feed.apply('*');
    expect(feed.staff(1)).toBeGreaterThan(memberNow);
  });

  it('reads several tokens of one notification', () => {
    const feed = createChangeFeed();
    const [one, two, three] = [feed.user(1), feed.user(2), feed.user(3)];
    feed.apply('u1,u2');
    expect(feed.user(1)).not.toBe(one);
    expect(feed.user(2)).not.toBe(two);
    expect(feed.user(3)).toBe(three);
  });

  it('moves a shared part apart from the other and from users', () => {
    const feed = createChangeFeed();
    const [standby, catalogue, user] = [
      feed.shared('standby'),
      feed.shared('catalogue'),
      feed.user(7),
    ];
    feed.apply('standby');
    expect(feed.shared('standby')).toBeGreaterThan(standby);
    expect(feed.shared('catalogue')).toBe(catalogue);
    expect(feed.user(7)).toBe(user);
    feed.apply('catalogue');
    expect(feed.shared('catalogue')).toBeGreaterThan(catalogue);
  });

  it('moves the pay rules on their own token only (migration 0017)', () => {
    const feed = createChangeFeed();
    const [policy, catalogue, user] = [
      feed.shared('pay_policy'),
      feed.shared('catalogue'),
      feed.user(7),
    ];
    feed.apply('pay_policy');
    expect(feed.shared('pay_policy')).toBeGreaterThan(policy);
    expect([feed.shared('catalogue'), feed.user(7)]).toEqual([catalogue, user]);
    const moved = feed.shared('pay_policy');
    feed.apply('u7,standby');
    expect(feed.shared('pay_policy')).toBe(moved);
  });

  it('moves every version on * and on a reset, and never gives an old version back', () => {
    const feed = createChangeFeed();
    feed.apply('u1');
    const seen = [feed.user(1), feed.user(2), feed.shared('standby'), feed.shared('catalogue')];
    feed.apply('*');
    const after = [feed.user(1), feed.user(2), feed.shared('standby'), feed.shared('catalogue')];
    after.forEach((version, i) => expect(version).toBeGreaterThan(seen[i] ?? Infinity));
    const userOne = feed.user(1);
    feed.reset();
    expect(feed.user(1)).toBeGreaterThan(userOne);
  });

  it('ignores what it does not know', () => {
    const feed = createChangeFeed();
    const before = [feed.mark(), feed.user(1)];
    feed.apply('x1, ,u,uabc');
    expect([feed.mark(), feed.user(1)]).toEqual(before);
  });

  it('says whether a read that started at a mark is still current', () => {
    const feed = createChangeFeed();
    const mark = feed.mark();
    expect(feed.user(5)).toBeLessThanOrEqual(mark);
    feed.apply('u5');
    expect(feed.user(5)).toBeGreaterThan(mark);
    expect(feed.user(6)).toBeLessThanOrEqual(mark);
  });
});
