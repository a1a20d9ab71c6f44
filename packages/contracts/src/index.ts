export * from './constants.js';
export * from './envelope.js';
export * from './errors/index.js';
export * from './routes.js';
export * from './system.js';
export * from './wire.js';
