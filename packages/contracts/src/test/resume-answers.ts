/** Answers of the application form's steps for the contracts' tests, and how they read a parse. */
import type { z } from 'zod';
import { issuesOf, valueOf } from './parse.js';

/** Each issue of a failed parse as `[path, message]`, in order; `[]` when it passed. */
export const stepIssues = (schema: z.ZodType, value: unknown): [string, string][] =>
  issuesOf(schema, value) ?? [];

/** The parsed step; fails the test with the messages when the parse failed. */
export const parsed = (schema: z.ZodType, value: unknown): Record<string, unknown> =>
  valueOf(schema, value) as Record<string, unknown>;

/** Complete answers of each step, with only the required fields. */
export const basicInfo = {
  firstName: 'Maria',
  lastName: 'García',
  gender: 'FEMALE',
  birthday: '1990/05/17',
  telAreaCode: '+1',
  phoneNum: '5551234567',
  citizenship: 'Canada',
  residency: 'Canada',
};
export const teachingInfo = {
  firstLanguage: 'ENGLISH',
  highestLevel: 'BACHELOR',
  teachingCertificate: 'TEFL',
};
export const furtherInfo = {
  heardMagicEars: 'Facebook',
  referralCode: '123456',
  agree: true,
};
