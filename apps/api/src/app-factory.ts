import { NestFactory } from '@nestjs/core';
import type { LogLevel } from '@nestjs/common';
import fastifyStatic from '@fastify/static';
import { LogController } from 'fastify';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { readBackupSettings, type BackupSettings } from './backups/backup-settings';
import { readHttpConfig, type HttpConfig } from './config/http-config';
import { configureApp } from './configure-app';
import { answerClientError, answerFrameworkError } from './http/framework-errors';
import { JSON_BODY_LIMIT_BYTES } from './http/json-body';
import { trustLastHop } from './rate-limits/client-address';
import { createApiLog, logLevelOf, type ApiLog } from './logging/api-log';
import { NestLog } from './logging/nest-log';
import { requestIdFrom } from './logging/request-log';

export interface CreateAppOptions {
  databaseUrl: string;
  /** The log to write to (main.ts's); else one on stdout at `logLevels`' quietest level. */
  log?: ApiLog;
  /** Tests pass ['error']: only errors are logged. */
  logLevels?: LogLevel[];
  /** What differs from the environment's backup settings (automatic: off unless said). */
  backups?: Partial<BackupSettings>;
  /** What differs from the environment's (MARQUE_TRUSTED_PROXIES, MARQUE_CORS_ORIGINS…). */
  http?: Partial<HttpConfig>;
}

/** The API with everything global set up: used by main.ts and by the HTTP tests alike. */
export async function createApp(options: CreateAppOptions): Promise<NestFastifyApplication> {
  const http = { ...readHttpConfig(), ...options.http };
  const log = options.log ?? createApiLog({ level: levelOf(options.logLevels) });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot({
      databaseUrl: options.databaseUrl,
      backups: { ...readBackupSettings(process.env, false), ...options.backups },
    }),
    createAdapter(http, log),
    { logger: new NestLog(log), bodyParser: false },
  );
  configureApp(app, http);
  return app;
}

/**
 * Serves Swagger UI's files with the @fastify/static this app depends on: @nestjs/swagger and
 * @nestjs/platform-fastify ask for different majors of it (peers), so npm keeps it in apps/api,
 * where Nest's own loader does not look.
 */
class MarqueFastifyAdapter extends FastifyAdapter {
  override useStaticAssets(options: Parameters<FastifyAdapter['useStaticAssets']>[0]): unknown {
    // Its types name fastify's from another path: the same plugin, typed twice.
    return this.register(
      fastifyStatic as unknown as Parameters<FastifyAdapter['register']>[0],
      options,
    );
  }
}

/** Nest's levels as the quietest pino level they let through; MARQUE_LOG_LEVEL without them. */
function levelOf(levels: LogLevel[] | undefined) {
  if (!levels) return logLevelOf(process.env['MARQUE_LOG_LEVEL']);
  if (levels.length === 0) return 'silent';
  if (levels.includes('debug') || levels.includes('verbose')) return 'debug';
  if (levels.includes('log')) return 'info';
  return levels.includes('warn') ? 'warn' : 'error';
}

/** Fastify, set up as the API faces the network (configureApp does the rest). */
export function createAdapter(
  http: HttpConfig,
  log: ApiLog = createApiLog({ level: 'error' }),
): FastifyAdapter {
  return new MarqueFastifyAdapter({
    // One JSON line per request, written by request-log.ts (Fastify's own two are off).
    loggerInstance: log,
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: 'requestId',
    }),
    genReqId: requestIdFrom(trustLastHop(http.trustedProxies)),
    // X-Forwarded-For is believed from these proxies only, its last entry only: `request.ip` is
    // then the address of the client behind them (rate limits count per person, not per web
    // server). configureApp drops it from a proxy that does not know the forwarder secret.
    trustProxy: trustLastHop(http.trustedProxies),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Node's request and header timeouts are set on the server with the rest (configureApp).
    // Node's default, which Express kept (Fastify's own is 72 s).
    keepAliveTimeout: 5_000,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // As Express routed: a trailing slash and the case of the path do not matter, and a path
    // parameter of any length reaches its handler (which answers a 400 naming it, not a 404).
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false, maxParamLength: 16_384 },
  });
}
