/** The interviewers' times, bookings and the results of their sessions. */
export { RecordingPage } from './components/RecordingPage';
export { SessionPage } from './components/SessionPage';
export { SessionsPage } from './components/SessionsPage';
