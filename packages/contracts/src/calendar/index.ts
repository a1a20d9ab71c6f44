export * from './beijing.js';
export * from './business-days.js';
export * from './calendars.js';
export * from './durations.js';
export * from './wire-dates.js';
