import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { bankDetails } from './bank.js';
import {
  ACCOUNT_BLOCKED_LABEL,
  bankFieldsSet,
  bankInfo,
  bankInfoQuery,
  bankUpdateRequest,
  needCompleted,
  needsOf,
  PROFILE_FIELDS,
  profileGaps,
  profileInfo,
  profileUpdateRequest,
  teacherEmail,
  timeZoneUpdateRequest,
  updateChecks,
} from './profile.js';

const profile = {
  firstName: 'Ann',
  middleInitial: '',
  lastName: 'Lee',
  gender: 'FEMALE',
  birthday: '1990/04/12',
  telAreaCode: '+1',
  phoneNum: '5551234567',
  citizenship: 'United States',
  residency: 'United States',
  state: 'NY',
};

describe('the profile fields', () => {
  it('are step 1 of the application without the e-mail', () => {
    expect(PROFILE_FIELDS).toEqual([
      'firstName',
      'middleInitial',
      'lastName',
      'gender',
      'birthday',
      'telAreaCode',
      'phoneNum',
      'citizenship',
      'residency',
      'state',
    ]);
  });
});

describe('profileGaps', () => {
  it('finds nothing missing in a complete profile', () => {
    expect(profileGaps(profile)).toEqual([]);
  });

  it('names missing and wrong fields in the form’s order', () => {
    expect(profileGaps({ ...profile, phoneNum: '', firstName: 'A1' })).toEqual([
      'firstName',
      'phoneNum',
    ]);
    // A US resident needs a state; elsewhere none is asked.
    expect(profileGaps({ ...profile, state: '' })).toEqual(['state']);
    expect(profileGaps({ ...profile, residency: 'Canada', state: '' })).toEqual([]);
  });

  it('names every required field of an empty profile', () => {
    expect(profileGaps({})).toEqual([
      'firstName',
      'lastName',
      'gender',
      'birthday',
      'telAreaCode',
      'phoneNum',
      'citizenship',
      'residency',
    ]);
  });
});

describe('needsOf', () => {
  it('is complete with a profile, bank details and a time zone', () => {
    expect(needsOf({ profile, hasBankDetails: true, timeZone: 'Europe/London' })).toEqual({
      completed: true,
      missing: [],
      profileFields: [],
    });
  });

  it('lists what remains', () => {
    expect(
      needsOf({ profile: { ...profile, gender: '' }, hasBankDetails: false, timeZone: null }),
    ).toEqual({
      completed: false,
      missing: ['PROFILE', 'BANK_DETAILS', 'TIME_ZONE'],
      profileFields: ['gender'],
    });
    expect(needsOf({ profile, hasBankDetails: false, timeZone: 'UTC' })).toMatchObject({
      completed: false,
      missing: ['BANK_DETAILS'],
    });
  });
});

describe('profileUpdateRequest', () => {
  it('takes the profile with the application’s rules, and an optional time zone', () => {
    const parsed = profileUpdateRequest.parse({ ...profile, timeZone: 'Asia/Tokyo', extra: 1 });
    expect(parsed).toMatchObject({ firstName: 'Ann', timeZone: 'Asia/Tokyo' });
    expect(parsed).not.toHaveProperty('extra');
    expect(profileUpdateRequest.parse({ ...profile, timeZone: null }).timeZone).toBeUndefined();
  });

  it('refuses what the application refuses, and a zone nobody knows', () => {
    const refused = profileUpdateRequest.safeParse({
      ...profile,
      phoneNum: '555-1234',
      timeZone: 'Mars/Olympus',
    });
    expect(refused.success).toBe(false);
    const paths = refused.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['phoneNum', 'timeZone']));
    const phone = refused.error?.issues.find((issue) => issue.path[0] === 'phoneNum');
    expect(phone?.message).toBe(FIELD_MESSAGES.phoneDigits);
  });
});

describe('bankInfoQuery', () => {
  it('reads a teacher id as a number, or none', () => {
    expect(bankInfoQuery.parse({ teacherId: '42' })).toEqual({ teacherId: 42 });
    expect(bankInfoQuery.parse({})).toEqual({});
    expect(bankInfoQuery.parse({ teacherId: '' })).toEqual({});
    expect(bankInfoQuery.safeParse({ teacherId: '-1' }).success).toBe(false);
  });
});

describe('bankFieldsSet', () => {
  it('names the fields that hold a value, never the method', () => {
    const details = bankDetails.parse({
      method: 'PAYPAL',
      holderFirstName: 'Ann',
      holderLastName: 'Lee',
      paypalEmail: 'ann@example.com',
    });
    expect(bankFieldsSet(details)).toEqual(['holderFirstName', 'holderLastName', 'paypalEmail']);
  });
});

describe('the teacher area answers', () => {
  const summary = {
    userId: 7,
    name: 'Ann Lee',
    email: 'ann@example.com',
    grade: 'C',
    gradeLabel: 'C Sophomore',
    level: 1,
    nationalityType: 2,
    accountStatus: 'DISABLED',
    blockedBy: 'BIZ_TEACHER_STATUS_DISABLE',
    blockedLabel: ACCOUNT_BLOCKED_LABEL,
  };
  const info = {
    ...summary,
    referralCode: '10000001',
    contract: { contractType: 'STANDARD', effectiveOn: '2026/11/24', expiresOn: '2027/05/24' },
    timeZone: 'Europe/London',
    profile,
    profileSource: 'TEACHER',
    profileUpdatedAt: 1_700_000_000_000,
  };

  it('keep every field they are given (the OpenAPI document and the web read them)', () => {
    expect(profileInfo.parse(info)).toEqual(info);
    const checks = {
      blockedBy: null,
      profile: true,
      bankDetails: true,
      timeZone: true,
      bankNeedsPassword: true,
    };
    expect(updateChecks.parse(checks)).toEqual(checks);
    const bank = {
      teacherId: 7,
      hasDetails: true,
      method: 'ABA_BANK',
      holderName: 'Ann Lee',
      masked: '•••• 6789',
      fieldsSet: ['bankName'],
      updatedAt: null,
    };
    expect(bankInfo.parse(bank)).toEqual(bank);
    const needs = { completed: false, missing: ['TIME_ZONE'], profileFields: [] };
    expect(needCompleted.parse(needs)).toEqual(needs);
    expect(teacherEmail.parse({ email: 'ann@example.com' })).toEqual({ email: 'ann@example.com' });
    expect(timeZoneUpdateRequest.parse({ timeZone: 'Asia/Tokyo' })).toEqual({
      timeZone: 'Asia/Tokyo',
    });
  });

  it('refuse what they never answer', () => {
    expect(profileInfo.safeParse({ ...info, profileSource: 'OTHER' }).success).toBe(false);
    expect(
      updateChecks.safeParse({
        blockedBy: null,
        profile: true,
        bankDetails: true,
        timeZone: true,
        bankNeedsPassword: false,
      }).success,
    ).toBe(false);
  });

  it('say "Contract expired/Account disabled" for a blocked account (spec section 8)', () => {
    expect(ACCOUNT_BLOCKED_LABEL).toBe('Contract expired/Account disabled');
  });

  it('ask for the password with new bank details', () => {
    const details = {
      method: 'PAYPAL',
      holderFirstName: 'Ann',
      holderLastName: 'Lee',
      paypalEmail: 'ann@example.com',
    };
    expect(bankUpdateRequest.parse({ password: 'secret-1', details })).toMatchObject({
      password: 'secret-1',
      details: { method: 'PAYPAL', paypalEmail: 'ann@example.com' },
    });
    expect(bankUpdateRequest.safeParse({ details }).success).toBe(false);
  });
});
