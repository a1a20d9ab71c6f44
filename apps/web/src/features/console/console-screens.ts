/**
 * The staff console's screens, loaded together as one lazy chunk (the router's /ops routes
 * import this module only): visitors and teachers never download the back office.
 */
export { ConsoleHomePage } from './components/ConsoleHomePage';
export { ConsoleLayout } from './components/ConsoleLayout';
export { RequireStaff } from './components/RequireStaff';
export { SetPasswordPage } from './components/SetPasswordPage';
export { StaffPage } from './components/StaffPage';
export { StaffSignInPage } from './components/StaffSignInPage';
export { TwoFactorPage } from './components/TwoFactorPage';
export { ApplicantPage } from './components/ApplicantPage';
export { ApplicantsPage } from './components/ApplicantsPage';
