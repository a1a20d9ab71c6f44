/** The applicant list and one applicant's resume with the recruiter's decision. */
export { ApplicantPage } from './components/ApplicantPage';
export { ApplicantsPage } from './components/ApplicantsPage';
