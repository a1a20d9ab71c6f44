/** What other features may use of the demos feature: the time-zone helpers. */
export { guessTimeZone, offsetLabel, timeZoneNames } from './lib/time-zone';
