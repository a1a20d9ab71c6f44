export * from './callback.js';
export * from './stages.js';
export * from './statuses.js';
export * from './steps.js';
export * from './transitions.js';
export * from './business-days.js';
export * from './overview.js';
