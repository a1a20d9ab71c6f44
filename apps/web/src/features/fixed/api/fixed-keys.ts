import { TEACHER_KEY } from '../../teacher/public';

/** Every fixed-class query starts with the teacher area's key, then this one. */
export const FIXED_KEY = [TEACHER_KEY, 'fixed'] as const;
