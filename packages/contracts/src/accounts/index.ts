export * from './fields.js';
export * from './mail-domains.js';
export * from './staff.js';
export * from './teacher-auth.js';
export * from './permissions.js';
export * from './overview.js';
export * from './two-factor.js';
