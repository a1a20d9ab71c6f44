/** Activated teachers: the list, suspending and restoring, bank details for finance. */
export { TeachersPage } from '../components/TeachersPage';
