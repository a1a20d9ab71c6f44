import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import { HOUR_MS, REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '@portal/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { deriveKey } from './lib/derived-keys.js';
import { trustProxyOption } from './lib/trusted-proxies.js';
import { loggerOptions } from './logger.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { applicationRoutes } from './modules/application/application.routes.js';
import { reviewRoutes } from './modules/application/review.routes.js';
import { schedulingRoutes } from './modules/scheduling/scheduling.routes.js';
import { bannersRoutes } from './modules/banners/banners.routes.js';
import { filesRoutes } from './modules/storage/files.routes.js';
import { contractRoutes } from './modules/contract/contract.routes.js';
import { documentsRoutes } from './modules/contract/documents.routes.js';
import { captchaRoutes } from './modules/captcha/captcha.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { savedFilterRoutes } from './modules/staff/saved-filters.routes.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { staffAdminRoutes } from './modules/staff/staff-admin.routes.js';
import { staffAuthRoutes } from './modules/staff/staff-auth.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { profileRoutes } from './modules/teacher/profile.routes.js';
import { teacherAdminRoutes } from './modules/teacher/teacher-admin.routes.js';
import { classAdminRoutes } from './modules/class-admin/class-admin.routes.js';
import { classesRoutes } from './modules/classes/classes.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { inProcessStudentSide } from './demo/simulator-in-process.js';
import { simulateRound } from './modules/classes/student-simulator.js';
import { integrationRoutes } from './modules/classes/integration.routes.js';
import { leaveAdminRoutes } from './modules/leave/leave-admin.routes.js';
import { leaveRoutes } from './modules/leave/leave.routes.js';
import { payAdminRoutes } from './modules/pay/pay-admin.routes.js';
import { payBatchRoutes } from './modules/pay/pay-batch.routes.js';
import { payRoutes } from './modules/pay/pay.routes.js';
import { fixedRoutes } from './modules/fixed/fixed.routes.js';
import { fixedIntegrationRoutes } from './modules/fixed/fixed-integration.routes.js';
import { WEB_DIST_DIR } from './paths.js';
import { createServices } from './services.js';
import { createMetrics } from './observability/metrics.js';
import { metricsSources } from './observability/metrics-sources.js';
import { createReadiness } from './modules/system/readiness.js';
import { registerAuth } from './plugins/auth.js';
import { registerCrossSiteCheck } from './plugins/cross-site.js';
import { registerDocs } from './plugins/docs.js';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.js';
import { registerGracefulClose } from './plugins/graceful-close.js';
import { registerLoadShedding } from './plugins/load-shedding.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerNotFound } from './plugins/not-found.js';
import { registerRateLimits } from './plugins/rate-limiting.js';
import { registerSecurity } from './plugins/security.js';
import { registerSpa } from './plugins/spa.js';

export interface AppOptions {
  config: Config;
  /** An open, migrated database; the app closes it when it closes. */
  database: Database;
  /** Where the built SPA lives (tests point it elsewhere). */
  webDistDir?: string;
  /** Route modules added after the standard ones (tests). */
  extraRoutes?: (app: FastifyInstance) => Promise<void>;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: Writable;
  /** What "now" is for the booking rules (tests control it); the real time by default. */
  clock?: () => Date;
}

const REQUEST_ID = /^[\w-]{8,64}$/;
const MAINTENANCE_EVERY_MS = HOUR_MS;
/** A round of the demo student side: often enough that a slot opened in the browser fills soon. */
const SIMULATOR_EVERY_MS = 20_000;

/** Builds the whole server: plugins, routes, error handling. Listening is the caller's job. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Receiving a request may take longer than handling one: a 10 MB upload on a slow link.
    requestTimeout: UPLOAD_TIMEOUT_MS,
    handlerTimeout: REQUEST_TIMEOUT_MS,
    // In-flight requests finish on close; idle keep-alive sockets do not hold shutdown up.
    forceCloseConnections: 'idle',
    // A request that reaches a closing server on a kept-alive socket is served (the pool is
    // still open) and told to close; Fastify's own 503 would be outside the envelope.
    return503OnClosing: false,
    // Plugins wait on the database at start; a loaded machine must not fail the start.
    pluginTimeout: 30_000,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // The router's refusals (a URL that does not decode, a path value over maxParamLength)
    // answer the envelope, not Fastify's own JSON (decision 045).
    frameworkErrors: answerFrameworkError,
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const metrics = createMetrics(metricsSources(database));
  app.decorate('metrics', metrics);
  const services = await createServices(config, database, app.log, options.clock, metrics);
  app.decorate('services', services);
  const readiness = createReadiness(database, services.queue);
  app.decorate('readiness', readiness);
  const maintenance = setInterval(() => {
    services.maintenance
      .run()
      .catch((error: unknown) => app.log.error({ err: error }, 'maintenance failed'));
  }, MAINTENANCE_EVERY_MS).unref();
  // The class clock (decision 039): starts and finishes classes; idempotent on every server.
  const classClock =
    config.CLASS_CLOCK_SECONDS > 0
      ? setInterval(() => {
          services.classLifecycle
            .run()
            .catch((error: unknown) => app.log.error({ err: error }, 'class clock failed'));
          // Fixed requests past their deadline expire, periods past their end end (decision 041).
          services.fixedClock
            .run()
            .catch((error: unknown) => app.log.error({ err: error }, 'fixed clock failed'));
        }, config.CLASS_CLOCK_SECONDS * 1000).unref()
      : undefined;
  // The demo server's student side books children into opened slots (decision 039).
  const simulator = config.SIMULATE_STUDENTS
    ? setInterval(() => {
        simulateRound(
          inProcessStudentSide(services.integration, services.fixedIntegration),
          (options.clock?.() ?? new Date()).getTime(),
        )
          .then((round) => app.log.debug(round, 'student simulator round'))
          .catch((error: unknown) => app.log.error({ err: error }, 'student simulator failed'));
      }, SIMULATOR_EVERY_MS).unref()
    : undefined;
  // Timers and jobs stop first (they use the database), then the database closes.
  app.addHook('onClose', async () => {
    clearInterval(maintenance);
    clearInterval(classClock);
    clearInterval(simulator);
    await services.queue.stop();
    await database.close();
  });

  registerGracefulClose(app, readiness);
  registerErrorHandler(app);
  registerMetrics(app, metrics, config);
  await registerLoadShedding(app, config, metrics);
  registerAuth(app);
  registerCrossSiteCheck(app, config);
  registerNotFound(app);
  await registerSecurity(app, config);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie, { secret: deriveKey(config.SESSION_SECRET, 'cookies') });
  await app.register(fastifyFormbody);
  await registerRateLimits(app);
  await registerDocs(app, config.API_DOCS);

  await app.register(systemRoutes);
  await app.register(captchaRoutes);
  await app.register(accountsRoutes);
  await app.register(staffAuthRoutes);
  await app.register(staffAdminRoutes);
  await app.register(dashboardRoutes);
  await app.register(savedFilterRoutes);
  await app.register(bannersRoutes);
  await app.register(siteRoutes);
  await app.register(applicationRoutes);
  await app.register(filesRoutes);
  await app.register(documentsRoutes);
  await app.register(reviewRoutes);
  await app.register(schedulingRoutes);
  await app.register(profileRoutes);
  await app.register(teacherAdminRoutes);
  await app.register(classAdminRoutes);
  await app.register(classesRoutes);
  await app.register(integrationRoutes);
  await app.register(leaveRoutes);
  await app.register(leaveAdminRoutes);
  await app.register(payRoutes);
  await app.register(payAdminRoutes);
  await app.register(payBatchRoutes);
  await app.register(fixedRoutes);
  await app.register(fixedIntegrationRoutes);
  await app.register(contractRoutes);
  await app.register(notificationsRoutes);
  if (options.extraRoutes) await app.register(options.extraRoutes);
  await registerSpa(app, options.webDistDir ?? WEB_DIST_DIR);
  return app;
}
