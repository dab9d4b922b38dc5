import type { Server } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { createValidationPipe } from './common/validation';
import type { HttpConfig } from './config/http-config';
import { readJsonBody } from './http/json-body';
import { checkJsonBody } from './http/json-body-check';
import { publicReadCache } from './http/public-read-cache';
import { PrismaService } from './database/prisma.service';
import { TournamentReadVersions } from './database/read-versions.repository';
import { corsOptions, securityHeaders } from './http/security-headers';
import { markApiAnswers } from './http/api-marker';
import { requireForwarderSecret } from './rate-limits/client-address';
import { MARQUE_VERSION } from './config/marque-version';
import { StreamAdmission } from './events/stream-admission';
import { StreamTurns } from './events/stream-turns';
import { logRequests } from './logging/request-log';
import { measureRequests } from './metrics/http-metrics';
import { Metrics } from './metrics/metrics';

/**
 * The network face of the API (timeouts, security headers, CORS), then its global prefix, body
 * parser, validation, error shape and OpenAPI docs. Trusted proxies are the adapter's
 * (app-factory.ts). Fastify sends no X-Powered-By.
 */
export function configureApp(app: NestFastifyApplication, http: HttpConfig): void {
  const fastify = app.getHttpAdapter().getInstance();
  setTimeouts(app.getHttpServer(), http);
  // First: an event stream waiting for its turn does nothing else meanwhile.
  fastify.addHook('onRequest', app.get(StreamAdmission).onRequest);
  // The streams' work waits while connections are being accepted (a deal's among them).
  app.getHttpServer().on('connection', app.get(StreamTurns).connectionAccepted);
  logRequests(fastify);
  measureRequests(fastify, app.get(Metrics));
  fastify.addHook('onRequest', requireForwarderSecret(http.forwarderSecret));
  fastify.addHook('onRequest', securityHeaders);
  fastify.addHook('onRequest', markApiAnswers);
  // With no other origin named, the plugin would let every request through untouched.
  if (http.corsOrigins.length > 0) app.enableCors(corsOptions(http.corsOrigins));
  // A deal or a team is a few hundred bytes: anything near the limit is not ours. Every body
  // goes through the one reader (JSON, inflated; anything else left unread, as Express did).
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', readJsonBody);
  fastify.addHook('preValidation', checkJsonBody);
  const cache = publicReadCache(
    new TournamentReadVersions(app.get(PrismaService, { strict: false })),
  );
  fastify.addHook('onRequest', cache.onRequest);
  fastify.addHook('onSend', cache.onSend);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  setUpOpenApi(app);
}

/**
 * Node waits 300 s for a request's body by default, checking every 30 s: a client that announces
 * a body and never sends it would hold its connection that long. Answered streams (events) are
 * not concerned: these bound receiving the request only.
 */
function setTimeouts(server: Server, http: HttpConfig): void {
  server.headersTimeout = http.headersTimeoutMs;
  server.requestTimeout = http.requestTimeoutMs;
  // Read when the server starts listening, which comes later (a createServer option in the types).
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    Math.min(1_000, http.headersTimeoutMs);
}

function setUpOpenApi(app: NestFastifyApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Marque API')
    .setDescription('Coinche tournaments scored with the 2018 tournament marque')
    .setVersion(MARQUE_VERSION)
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, config));
}
