export * from './all-calls.js';
export * from './call-address.js';
export * from './define-call.js';
export * from './first-load.js';
export * from './system-calls.js';
