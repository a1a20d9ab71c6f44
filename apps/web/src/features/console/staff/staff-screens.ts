/** The staff list, invitations, enabling and disabling members. */
export { StaffPage } from './components/StaffPage';
