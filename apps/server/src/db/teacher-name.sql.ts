import { sql } from 'drizzle-orm';
import { resumes, teachers, users } from './schema/index.js';

/**
 * The name staff know a teacher by: the saved profile's, else the application's, else the
 * e-mail. One SQL expression for every list that shows teachers to staff (classes, appeals);
 * it lives below the modules so that none of them imports another for it.
 */
export const teacherName = sql<string>`coalesce(nullif(trim(
  coalesce(nullif(${teachers.profile}->>'firstName', ''), ${resumes.firstName}, '') || ' ' ||
  coalesce(nullif(${teachers.profile}->>'lastName', ''), ${resumes.lastName}, '')), ''), ${users.email})`;
