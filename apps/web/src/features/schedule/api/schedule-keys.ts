import { TEACHER_KEY } from '../../teacher/public';

/**
 * Every schedule query starts with the teacher area's key (a time-zone change refreshes them
 * with the rest) and then this one (an opening refreshes them all).
 */
export const SCHEDULE_KEY = [TEACHER_KEY, 'schedule'] as const;
