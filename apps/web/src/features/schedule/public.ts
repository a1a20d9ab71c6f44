/**
 * What other features may use of the schedule feature: times shown and labelled as the schedule
 * shows them, and the refusals of a unit as its grid explains them.
 */
export { TimeWithBeijing } from './components/TimeWithBeijing';
export { fullText, unitTimes } from './lib/time-labels';
export { unitErrors } from './lib/unit-errors';
