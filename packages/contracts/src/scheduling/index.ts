export * from './booking-rules.js';
export * from './demo-courses.js';
export * from './demo-results.js';
export * from './recorded-demo.js';
export * from './scheduling.js';
export * from './scheduling-calls.js';
export * from './booking-phase.js';
