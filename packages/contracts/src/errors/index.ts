export * from './messages.js';
export * from './catalogue.js';
