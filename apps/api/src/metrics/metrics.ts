import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { PrismaService } from '../database/prisma.service';
import { metricsToken } from './metrics-token';

/**
 * What `GET /api/metrics` tells Prometheus about this process. A registry of its own (not
 * prom-client's global one): each API in a test process counts apart.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  /** Requests by route pattern (never the path: it may hold a referee code), method and status. */
  readonly requests = new Histogram({
    name: 'marque_http_request_duration_seconds',
    help: 'HTTP requests answered, by route pattern, method and status, with their duration',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly rateLimitRefusals = new Counter({
    name: 'marque_rate_limit_refusals_total',
    help: 'Requests refused by a guessing limit (429), by route pattern',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });

  readonly dealsRecorded = new Counter({
    name: 'marque_deals_recorded_total',
    help: 'Deals recorded on a score sheet (replays of an Idempotency-Key not counted)',
    registers: [this.registry],
  });

  readonly eventsSent = new Counter({
    name: 'marque_events_sent_total',
    help: 'Live events written to event streams (one per stream it went to)',
    registers: [this.registry],
  });

  private openStreams: () => number = () => 0;

  constructor(prisma: PrismaService) {
    const pool = prisma.pool;
    const gauge = (name: string, help: string, value: () => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(value());
        },
      });
    gauge('marque_event_streams_open', 'Event streams open on this process', () =>
      this.openStreams(),
    );
    gauge(
      'marque_db_pool_in_use',
      'Database connections of the pool running a query or a transaction',
      () => pool.totalCount - pool.idleCount,
    );
    gauge(
      'marque_db_pool_waiting',
      'Queries waiting for a free connection of the pool',
      () => pool.waitingCount,
    );
    gauge('marque_db_pool_size', 'Connections the pool holds open', () => pool.totalCount);
    // Process memory, CPU, event-loop lag, garbage collection, handles: sampled only when
    // someone may scrape them (the event-loop monitor and GC observer run from here on).
    if (metricsToken()) collectDefaultMetrics({ register: this.registry });
  }

  /** The event streams' count, read at each scrape (EventsService tells how). */
  countStreamsWith(count: () => number): void {
    this.openStreams = count;
  }
}
