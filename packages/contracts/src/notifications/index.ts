export * from './mail-notices.js';
export * from './notification-calls.js';
export * from './notification-schemas.js';
