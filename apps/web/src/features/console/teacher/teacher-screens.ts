/**
 * Activated teachers: the list, one teacher's page (decision 063), suspending and restoring,
 * bank details for finance; and their
 * leave: one teacher's cancellations and credits, the appeals queue and the policy (one chunk:
 * a new area would cost the landing page's first load another preload list).
 */
export { LeavePage } from '../leave/components/LeavePage';
export { TeacherLeavePage } from '../leave/components/TeacherLeavePage';
export { TeacherPage } from './components/TeacherPage';
export { TeachersPage } from './components/TeachersPage';
