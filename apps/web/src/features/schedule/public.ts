/** What other features may use of the schedule feature: times shown as the schedule shows them. */
export { TimeWithBeijing } from './components/TimeWithBeijing';
