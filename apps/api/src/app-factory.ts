import { NestFactory } from '@nestjs/core';
import type { LogLevel } from '@nestjs/common';
import fastifyStatic from '@fastify/static';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { readHttpConfig, type HttpConfig } from './config/http-config';
import { configureApp } from './configure-app';
import { answerClientError, answerFrameworkError } from './http/framework-errors';
import { JSON_BODY_LIMIT_BYTES } from './http/json-body';
import { trustLastHop } from './rate-limits/client-address';

export interface CreateAppOptions {
  databaseUrl: string;
  logLevels?: LogLevel[];
  /** What differs from the environment's (MARQUE_TRUSTED_PROXIES, MARQUE_CORS_ORIGINS…). */
  http?: Partial<HttpConfig>;
}

/** The API with everything global set up: used by main.ts and by the HTTP tests alike. */
export async function createApp(options: CreateAppOptions): Promise<NestFastifyApplication> {
  const http = { ...readHttpConfig(), ...options.http };
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot({ databaseUrl: options.databaseUrl }),
    createAdapter(http),
    { logger: options.logLevels ?? ['log', 'warn', 'error'], bodyParser: false },
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

/** Fastify, set up as the API faces the network (configureApp does the rest). */
export function createAdapter(http: HttpConfig): FastifyAdapter {
  return new MarqueFastifyAdapter({
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
