import type { INestApplication } from '@nestjs/common';
import { createTestDatabase, type TestDatabase } from '@marque/database/testing';
import { createApp } from '../src/app-factory';
import type { HttpConfig } from '../src/config/http-config';
import { listen, type HttpClient } from './http-client';

export interface ApiUnderTest {
  database: TestDatabase;
  app: INestApplication;
  http: HttpClient;
  /** Headers of the logged-in organiser. */
  organiser: Record<string, string>;
  /** A request as the organiser; throws unless it is answered `expected` (200). */
  call<T>(method: string, path: string, body?: object, expected?: number): Promise<T>;
  close(): Promise<void>;
}

/** The API on its own migrated database, over real HTTP, with an organiser logged in. */
export async function startApiUnderTest(
  admin: { email: string; password: string },
  http?: Partial<HttpConfig>,
): Promise<ApiUnderTest> {
  process.env['MARQUE_ADMIN_EMAIL'] = admin.email;
  process.env['MARQUE_ADMIN_PASSWORD'] = admin.password;
  const database = await createTestDatabase();
  const app = await createApp({ databaseUrl: database.url, logLevels: ['error'], http });
  const client = await listen(app);
  const login = await client.request('POST', '/api/auth/login', { body: admin });
  if (login.status !== 200) throw new Error(`The organiser could not log in: ${login.text}`);
  const organiser = {
    authorization: `Bearer ${(login.body as { accessToken: string }).accessToken}`,
  };
  return {
    database,
    app,
    http: client,
    organiser,
    async call<T>(method: string, path: string, body?: object, expected = 200): Promise<T> {
      const response = await client.request(method, path, { body, headers: organiser });
      if (response.status !== expected)
        throw new Error(`${method} ${path}: ${response.status} ${response.text}`);
      return response.body as T;
    },
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
