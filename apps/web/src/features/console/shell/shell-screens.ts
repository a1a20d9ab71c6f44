/**
 * The console's frame and its ways in: the layout, the guard, sign-in, a new password, the
 * second factor. Every console page needs this chunk; each area's screens are a chunk of
 * their own (app/console-routes.tsx), so a page loads only its area's code.
 */
export { ConsoleLayout } from './components/ConsoleLayout';
export { RequireStaff } from './components/RequireStaff';
export { SetPasswordPage } from '../staff/components/SetPasswordPage';
export { StaffSignInPage } from '../staff/components/StaffSignInPage';
export { TwoFactorPage } from '../staff/components/TwoFactorPage';
