export * from './define-lifecycle.js';
export * from './lifecycles.js';
