import type { INestApplication } from '@nestjs/common';
import { createTestDatabase, type TestDatabase } from '@marque/database/testing';
import { createApp } from '../src/app-factory';
import { listen, type HttpClient } from './http-client';

describe('GET /api/health', () => {
  describe('with a reachable database', () => {
    let database: TestDatabase;
    let app: INestApplication;
    let http: HttpClient;

    beforeAll(async () => {
      database = await createTestDatabase();
      app = await createApp({ databaseUrl: database.url, logLevels: ['error', 'warn'] });
      http = await listen(app);
    });

    afterAll(async () => {
      await app.close();
      await database.drop();
    });

    it('answers 200 with the database up after a real query', async () => {
      const response = await http.request('GET', '/api/health');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'ok', database: 'up' });
    });

    it('serves the OpenAPI document generated from the decorators', async () => {
      const response = await http.request('GET', '/api/docs-json');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        info: { title: 'Marque API' },
        paths: { '/api/health': {} },
      });
    });
  });

  describe('with an unreachable database', () => {
    let app: INestApplication;
    let http: HttpClient;

    beforeAll(async () => {
      // Port 1 on loopback: nothing listens there, the connection is refused at once.
      app = await createApp({
        databaseUrl: 'postgresql://nobody:secret@127.0.0.1:1/marque',
        logLevels: [],
      });
      http = await listen(app);
    });

    afterAll(async () => {
      await app.close();
    });

    it('answers 503 with the database down and Retry-After, and leaks no driver message', async () => {
      const response = await http.request('GET', '/api/health');
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).toEqual({ status: 'error', database: 'down' });
    });
  });
});
