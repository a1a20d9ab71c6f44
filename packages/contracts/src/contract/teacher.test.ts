import { describe, expect, it } from 'vitest';
import {
  gradeLabel,
  INITIAL_GRADE,
  INITIAL_LEVEL,
  teacherBlock,
  teacherStanding,
} from './teacher.js';

describe('teacherBlock', () => {
  const today = '2025/06/15';

  it('lets an active account with a running contract act', () => {
    expect(teacherBlock('ACTIVE', '2025/12/31', today)).toBeNull();
  });

  it('lets a contract act through its last day, and refuses it the day after', () => {
    expect(teacherBlock('ACTIVE', today, today)).toBeNull();
    expect(teacherBlock('ACTIVE', '2025/06/14', today)).toBe('BIZ_TEACHER_CONTRACT_EXPIRED');
    // Across a month and a year the text order is the calendar's.
    expect(teacherBlock('ACTIVE', '2024/12/31', '2025/01/01')).toBe('BIZ_TEACHER_CONTRACT_EXPIRED');
  });

  it('treats no signed contract as nothing expired', () => {
    expect(teacherBlock('ACTIVE', null, today)).toBeNull();
  });

  it('names a suspension first, even when the contract has expired too', () => {
    expect(teacherBlock('DISABLED', '2025/12/31', today)).toBe('BIZ_TEACHER_STATUS_DISABLE');
    expect(teacherBlock('DISABLED', '2020/01/01', today)).toBe('BIZ_TEACHER_STATUS_DISABLE');
    expect(teacherBlock('DISABLED', null, today)).toBe('BIZ_TEACHER_STATUS_DISABLE');
  });
});

describe('teacherStanding', () => {
  const today = '2026/11/29';

  it.each([
    // [account, last contract end, standing]
    ['ACTIVE', '2027/05/31', 'ACTIVE'],
    ['ACTIVE', today, 'ACTIVE'],
    ['ACTIVE', '2026/11/28', 'CONTRACT_ENDED'],
    ['ACTIVE', null, 'ACTIVE'],
    ['DISABLED', '2027/05/31', 'SUSPENDED'],
    ['DISABLED', today, 'SUSPENDED'],
    ['DISABLED', '2026/11/28', 'SUSPENDED_CONTRACT_ENDED'],
    ['DISABLED', null, 'SUSPENDED'],
  ] as const)('reads %s with a contract to %s as %s', (account, end, standing) => {
    expect(teacherStanding(account, end, today)).toBe(standing);
  });

  it("never calls a suspended teacher's running contract expired (issue 36)", () => {
    // The guard names the suspension alone; the standing tells the contract apart.
    expect(teacherBlock('DISABLED', '2027/05/31', today)).toBe('BIZ_TEACHER_STATUS_DISABLE');
    expect(teacherStanding('DISABLED', '2027/05/31', today)).toBe('SUSPENDED');
    expect(teacherStanding('DISABLED', '2020/01/01', today)).toBe('SUSPENDED_CONTRACT_ENDED');
  });
});

describe('grades', () => {
  it('reads each grade as the teacher sees it', () => {
    expect(gradeLabel('S_PLUS')).toBe('S+ Master Tenure');
    expect(gradeLabel('S')).toBe('S Master');
    expect(gradeLabel('A')).toBe('A Senior');
    expect(gradeLabel('B')).toBe('B Junior');
    expect(gradeLabel('C')).toBe('C Sophomore');
  });

  it('shows an unknown grade as it is rather than inventing a label', () => {
    expect(gradeLabel('Z')).toBe('Z');
  });

  it('starts an activated account at C Sophomore, level 1', () => {
    expect(gradeLabel(INITIAL_GRADE)).toBe('C Sophomore');
    expect(INITIAL_LEVEL).toBe(1);
  });
});
