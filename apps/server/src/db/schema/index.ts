/** The database schema, one module per business area. */
export * from './system.js';
