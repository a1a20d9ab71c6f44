import { z } from 'zod';

/** The health check's answer (bare: no envelope). */
export const health = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof health>;

/** The readiness check's answer (bare): 503 unless every part is ready (issue 15). */
export const readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  /** `unknown` while the database does not answer. */
  migrations: z.enum(['current', 'behind', 'unknown']),
  jobs: z.enum(['running', 'stopped']),
  shuttingDown: z.boolean(),
});
export type Readiness = z.infer<typeof readiness>;

/** Public settings the web client needs (links, support address). */
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
