import { z } from 'zod';
import { health, readiness, siteConfig } from '../system.js';
import { defineCall } from './define-call.js';
import { FIRST_LOAD_ADDRESSES } from './first-load.js';

/** The process and the public site's settings. */
export const SYSTEM_CALLS = {
  health: defineCall({
    method: 'GET',
    path: '/healthz',
    operationId: 'getHealth',
    summary: 'Process up and database reachable (503 when the database does not answer)',
    payload: health,
    answer: 'bare',
    alsoAnswers: [503],
  }),
  readiness: defineCall({
    method: 'GET',
    path: '/readyz',
    operationId: 'getReadiness',
    summary:
      'For load balancers: database answers, migrations current, job workers running, not shutting down (else 503)',
    payload: readiness,
    answer: 'bare',
    alsoAnswers: [503],
  }),
  metrics: defineCall({
    method: 'GET',
    path: '/metrics',
    operationId: 'getMetrics',
    summary:
      'Prometheus metrics with `Authorization: Bearer METRICS_TOKEN`; without the token (or with none configured) NOT_FOUND',
    answer: 'file',
    produces: ['text/plain'],
  }),
  robots: defineCall({
    method: 'GET',
    path: '/robots.txt',
    operationId: 'getRobotsTxt',
    summary: 'What crawlers may read (text/plain): the public site, not the calls or the console',
    answer: 'file',
    produces: ['text/plain'],
  }),
  siteConfig: defineCall({
    ...FIRST_LOAD_ADDRESSES.siteConfig,
    operationId: 'getSiteConfig',
    summary: 'Public settings of the web client: links, support address, download',
    payload: siteConfig,
  }),
  serverTimestamp: defineCall({
    method: 'GET',
    path: '/api/interviewOrTrainCourse/getTimestamp',
    operationId: 'getServerTimestamp',
    summary: 'The server clock in epoch milliseconds (no token; reads result)',
    payload: z.number().int(),
  }),
};
