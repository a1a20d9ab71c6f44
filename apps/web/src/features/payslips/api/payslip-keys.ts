import { TEACHER_KEY } from '../../teacher/public';

/**
 * Every payslip query starts with the teacher area's key (a time-zone change refreshes them
 * with the rest) and then this one (a receipt sent refreshes them all: list, detail, chart).
 */
export const PAYSLIPS_KEY = [TEACHER_KEY, 'payslips'] as const;
