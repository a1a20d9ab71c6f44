import { z } from 'zod';
import { dataEnvelope } from './envelope.js';

/** GET /healthz */
export const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** GET /t/tn/site/config: public settings the web client needs (links, support address). */
export const siteConfig = z.object({
  supportEmail: z.string(),
  videoBaseUrl: z.string(),
  links: z.object({
    tesolCertification: z.string(),
    shop: z.string(),
    trainingCourseShop: z.string(),
    howToPassVideo: z.string(),
    facebook: z.string(),
    instagram: z.string(),
    linkedin: z.string(),
    youtube: z.string(),
    twitter: z.string(),
    glassdoor: z.string(),
  }),
  download: z.object({
    windows: z.string(),
    mac: z.string(),
    latestVersion: z.string(),
  }),
});
export type SiteConfig = z.infer<typeof siteConfig>;
export const siteConfigResponse = dataEnvelope(siteConfig);

/** GET /api/interviewOrTrainCourse/getTimestamp: the server clock (no token; reads result). */
export const serverTimestampResponse = z.object({
  code: z.string(),
  msg: z.string(),
  result: z.number().int(),
});
