/** The database schema, one module per business area. */
export * from './accounts.js';
export * from './application.js';
export * from './carrots.js';
export * from './classes.js';
export * from './content.js';
export * from './contract.js';
export * from './files.js';
export * from './fixed.js';
export * from './funnel.js';
export * from './leave.js';
export * from './mail.js';
export * from './pay.js';
export * from './pay-batches.js';
export * from './rate-limits.js';
export * from './scheduling.js';
export * from './staff.js';
export * from './system.js';
