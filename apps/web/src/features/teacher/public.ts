/**
 * What other features may use of the teacher feature: the teacher area's layout and its account
 * parts, the profile query (and its key, which others' keys start with), the zone the teacher
 * reads times in.
 */
export { AccountStateAlert } from './components/AccountStateAlert';
export { NextSteps } from './components/NextSteps';
export { TeacherLayout } from './components/TeacherLayout';
export { TEACHER_KEY, useProfileInfo } from './api/teacher-queries';
export { useTeacherZone } from './hooks/use-teacher-zone';
