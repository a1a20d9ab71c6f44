export * from './banner-link.js';
export * from './banners.js';
export * from './funnel-events.js';
export * from './newsletter.js';
export * from './content-calls.js';
