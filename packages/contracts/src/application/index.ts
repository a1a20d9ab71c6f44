export * from './payloads.js';
export * from './channels.js';
export * from './options/index.js';
export * from './resume.js';
export * from './review.js';
export * from './application-calls.js';
export * from './review-calls.js';
export * from './applicant-page.js';
