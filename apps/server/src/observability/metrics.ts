import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the business counters count (issue 15); per process, so Prometheus sums the servers. */
export const BUSINESS_EVENTS = [
  'registration',
  'demo_booking',
  'class_booking',
  'cancellation',
  'exchange',
  'payslip_generated',
] as const;
export type BusinessEvent = (typeof BUSINESS_EVENTS)[number];

/** Where services report what they did; a no-op where nothing measures (tests, CLIs). */
export interface BusinessCounters {
  count(event: BusinessEvent, amount?: number): void;
}
export const NO_COUNTERS: BusinessCounters = { count: () => undefined };

/** What a scrape reads from the database and the job queue at that moment. */
export interface MetricsSources {
  poolStats(): { total: number; idle: number; waiting: number } | undefined;
  jobCounts(): Promise<{ queue: string; state: string; count: number }[]>;
}

/** Seconds: most calls answer in milliseconds; uploads and generation may take many seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * One registry per app (tests build several apps in one process): the process's default
 * metrics, HTTP by route template, the pool, the queue, mail and the business counters.
 */
export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered requests by method, route template and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to its answer, by method, route template and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'The database pool: connections open, in use, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = sources.poolStats();
      if (!stats) return;
      this.set({ state: 'open' }, stats.total);
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'jobs',
    help: 'Jobs in the queue by job name and state (created, retry, active, failed, ...)',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const row of await sources.jobCounts())
        this.set({ queue: row.queue, state: row.state }, row.count);
    },
  });
  const jobAttempts = new Counter({
    name: 'job_attempts_total',
    help: 'Job runs by job name and outcome (completed, failed: a failed run is retried)',
    labelNames: ['queue', 'outcome'] as const,
    registers,
  });
  const mailFailures = new Counter({
    name: 'mail_delivery_failures_total',
    help: 'Mail deliveries that failed (each is retried with back-off)',
    registers,
  });
  const business = new Counter({
    name: 'business_events_total',
    help: 'Registrations, bookings, cancellations, carrot exchanges and payslips generated',
    labelNames: ['event'] as const,
    registers,
  });
  const shed = new Counter({
    name: 'load_shed_total',
    help: 'Requests refused with 503 because the server was under pressure, by reason',
    labelNames: ['reason'] as const,
    registers,
  });
  for (const event of BUSINESS_EVENTS) business.inc({ event }, 0);
  return {
    registry,
    request(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status_code: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    job(queue: string, ok: boolean) {
      jobAttempts.inc({ queue, outcome: ok ? 'completed' : 'failed' });
      if (!ok && queue === 'send-mail') mailFailures.inc();
    },
    shed(reason: string) {
      shed.inc({ reason });
    },
    counters: {
      count: (event, amount = 1) => business.inc({ event }, amount),
    } satisfies BusinessCounters,
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
