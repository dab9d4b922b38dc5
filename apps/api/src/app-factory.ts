import { NestFactory } from '@nestjs/core';
import type { LogLevel } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { readHttpConfig, type HttpConfig } from './config/http-config';
import { configureApp } from './configure-app';

export interface CreateAppOptions {
  databaseUrl: string;
  logLevels?: LogLevel[];
  /** What differs from the environment's (MARQUE_TRUSTED_PROXIES, MARQUE_CORS_ORIGINS…). */
  http?: Partial<HttpConfig>;
}

/** The API with everything global set up: used by main.ts and by the HTTP tests alike. */
export async function createApp(options: CreateAppOptions): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({ databaseUrl: options.databaseUrl }),
    { logger: options.logLevels ?? ['log', 'warn', 'error'], bodyParser: false },
  );
  configureApp(app, { ...readHttpConfig(), ...options.http });
  return app;
}
