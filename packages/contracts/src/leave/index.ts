export * from './cancellation-cost.js';
export * from './leave-admin-calls.js';
export * from './leave-admin.js';
export * from './leave-calendar.js';
export * from './leave-calls.js';
export * from './leave-policy.js';
export * from './leave-records.js';
export * from './leave-schemas.js';
