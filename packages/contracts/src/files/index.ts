export * from './grants.js';
export * from './purposes.js';
export * from './file-calls.js';
export * from './oss.js';
