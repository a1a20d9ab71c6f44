import { TEACHER_KEY } from '../../teacher/public';

/**
 * Every leave query starts with the teacher area's key (a time-zone change refreshes them with
 * the rest) and then this one (a cancellation, an appeal or a free pass refreshes them all).
 */
export const LEAVE_KEY = [TEACHER_KEY, 'leave'] as const;
