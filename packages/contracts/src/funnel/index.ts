export * from './callback.js';
export * from './stages.js';
export * from './statuses.js';
export * from './steps.js';
export * from './transitions.js';
