export * from './grants.js';
export * from './purposes.js';
