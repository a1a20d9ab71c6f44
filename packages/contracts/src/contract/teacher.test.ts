import { describe, expect, it } from 'vitest';
import { gradeLabel, INITIAL_GRADE, INITIAL_LEVEL, teacherBlock } from './teacher.js';

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
