import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { createValidationPipe } from './common/validation';
import type { HttpConfig } from './config/http-config';
import { checkJsonBody } from './http/json-body-check';
import { publicReadCache } from './http/public-read-cache';
import { PrismaService } from './database/prisma.service';
import { TournamentReadVersions } from './database/read-versions.repository';
import { corsOptions, securityHeaders } from './http/security-headers';

/**
 * The network face of the API (trusted proxies, timeouts, security headers, CORS), then its
 * global prefix, body parser, validation, error shape and OpenAPI docs.
 */
export function configureApp(app: NestExpressApplication, http: HttpConfig): void {
  app.disable('x-powered-by');
  // X-Forwarded-For is believed from these proxies only: `request.ip` is then the address of
  // the client behind them (rate limits count per person, not per web server).
  app.set('trust proxy', http.trustedProxies.length > 0 ? http.trustedProxies : false);
  setTimeouts(app.getHttpServer(), http);
  app.use(securityHeaders);
  // With no other origin named, the middleware would let every request through untouched.
  if (http.corsOrigins.length > 0) app.enableCors(corsOptions(http.corsOrigins));
  // A deal or a team is a few hundred bytes: anything near the limit is not ours.
  app.useBodyParser('json', { limit: '64kb' });
  app.use(checkJsonBody);
  app.use(publicReadCache(new TournamentReadVersions(app.get(PrismaService, { strict: false }))));
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

function setUpOpenApi(app: NestExpressApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Marque API')
    .setDescription('Coinche tournaments scored with the 2018 tournament marque')
    .setVersion('0.1.0')
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, config));
}
