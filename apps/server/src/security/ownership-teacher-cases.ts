import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { as, data, type OwnershipContext as Context, type Teacher } from './ownership-support.js';

const OWNER_ACCOUNT = '000111222333';

/**
 * The ownership suite's cases for the teacher area's profile and bank calls (decision 038):
 * both accounts are made teachers on first use, the owner with bank details and a time zone;
 * the second teacher reads and changes only their own.
 */
export function teacherAreaOwnershipCases({ app, owner, other }: Context) {
  let ready: Promise<void> | undefined;
  function teachers(): Promise<void> {
    ready ??= (async () => {
      for (const teacher of [owner(), other()])
        await app().database.db.execute(
          sql`insert into teachers (user_id) values (${teacher.userId}) on conflict do nothing`,
        );
      await app().database.db.execute(
        sql`update teachers set time_zone = 'Asia/Tokyo' where user_id = ${owner().userId}`,
      );
      const saved = await app().inject({
        method: 'POST',
        url: '/t/tc/profile/bank/update',
        headers: as(owner()),
        payload: {
          password: owner().password,
          details: {
            method: 'ABA_BANK',
            holderFirstName: 'Ownerina',
            holderLastName: 'Lee',
            bankName: 'Owner Bank',
            routingNumber: '021000021',
            accountNumber: OWNER_ACCOUNT,
            accountType: 'CHECKING',
          },
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    })();
    return ready;
  }

  const read = async (teacher: Teacher, url: string) => {
    await teachers();
    const res = await app().inject({ url, headers: as(teacher) });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const ownerBank = async () => data(await read(owner(), '/t/tc/profile/bank/info'));

  return {
    async getTeacher() {
      const res = await read(other(), '/t/tc/user/get/teacher');
      expect(data(res)).toMatchObject({ userId: other().userId, email: other().email });
      expect(res.body).not.toContain(owner().email);
    },

    async getTeacherEmail() {
      expect(data(await read(other(), '/t/tc/user/get/email'))).toEqual({ email: other().email });
    },

    async getProfileNeedCompleted() {
      // The owner's bank details and zone are not the second teacher's.
      expect(data(await read(other(), '/t/tc/profile/need/completed'))).toMatchObject({
        missing: expect.arrayContaining(['BANK_DETAILS', 'TIME_ZONE']),
      });
    },

    async getProfile() {
      const res = await read(other(), '/t/tc/profile/info');
      expect(data(res)).toMatchObject({ userId: other().userId, timeZone: null });
      expect(res.body).not.toContain('Ownerina');
    },

    async getProfileUpdateChecks() {
      expect(data(await read(other(), '/t/tc/profile/update/checks'))).toMatchObject({
        blockedBy: null,
      });
    },

    async updateProfile() {
      await teachers();
      const res = await app().inject({
        method: 'POST',
        url: '/t/tc/profile/update',
        headers: as(other()),
        payload: {
          userId: owner().userId,
          firstName: 'Intruder',
          lastName: 'Other',
          gender: 'MALE',
          birthday: '1991/01/01',
          telAreaCode: '+1',
          phoneNum: '5550000000',
          citizenship: 'Canada',
          residency: 'Canada',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(data(res)).toMatchObject({ userId: other().userId, name: 'Intruder Other' });
      const mine = await read(owner(), '/t/tc/profile/info');
      expect(mine.body).not.toContain('Intruder');
    },

    async updateTimeZone() {
      await teachers();
      const res = await app().inject({
        method: 'POST',
        url: '/t/tc/profile/update/timezone',
        headers: as(other()),
        payload: { timeZone: 'America/Chicago', teacherId: owner().userId },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(data(await read(owner(), '/t/tc/profile/info'))).toMatchObject({
        timeZone: 'Asia/Tokyo',
      });
    },

    async getBankInfo() {
      await teachers();
      const res = await app().inject({
        url: `/t/tc/profile/bank/info?teacherId=${owner().userId}`,
        headers: as(other()),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
      expect(res.body).not.toContain('Ownerina');
      expect(data(await read(other(), '/t/tc/profile/bank/info'))).toMatchObject({
        teacherId: other().userId,
      });
    },

    async updateBank() {
      await teachers();
      const before = await ownerBank();
      // A teacher id in the body is not read: the record changed is always the caller's.
      const res = await app().inject({
        method: 'POST',
        url: '/t/tc/profile/bank/update',
        headers: as(other()),
        payload: {
          teacherId: owner().userId,
          password: other().password,
          details: {
            method: 'PAYPAL',
            holderFirstName: 'Other',
            holderLastName: 'Person',
            paypalEmail: 'other@example.com',
          },
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(data(res)).toMatchObject({ teacherId: other().userId, method: 'PAYPAL' });
      expect(await ownerBank()).toEqual(before);
      expect(res.body).not.toContain(OWNER_ACCOUNT);
    },
  } satisfies Record<string, () => Promise<void>>;
}
