export * from './fixed-calls.js';
export * from './fixed-integration.js';
export * from './fixed-period.js';
export * from './fixed-schemas.js';
