/** Applicant option lists of the application form (spec section 3). */
export * from './choices.js';
export * from './countries.js';
export * from './countries-a-l.js';
export * from './countries-m-z.js';
export * from './dial-codes.js';
export * from './us-states.js';
