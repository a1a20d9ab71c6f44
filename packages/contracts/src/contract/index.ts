export * from './bank.js';
export * from './documents.js';
export * from './teacher.js';
export * from './terms.js';
