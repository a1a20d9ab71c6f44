export * from './calls.js';
export * from './channels.js';
export * from './options/index.js';
export * from './resume.js';
export * from './review.js';
