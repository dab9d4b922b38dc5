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
  /** A request as the organiser (and `headers`); throws unless it is answered `expected` (200). */
  call<T>(
    method: string,
    path: string,
    body?: object,
    expected?: number,
    headers?: Record<string, string>,
  ): Promise<T>;
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
    async call<T>(
      method: string,
      path: string,
      body?: object,
      expected = 200,
      headers: Record<string, string> = {},
    ): Promise<T> {
      const response = await client.request(method, path, {
        body,
        headers: { ...organiser, ...headers },
      });
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

/** A table of a started round, as the organiser sees it (with its referee code). */
export interface StartedTable {
  id: string;
  firstDealer: number;
  refereeCode: string;
}

/** The one table of a new game to 500 between two teams, its round started. */
export async function startTwoTeamTable(api: ApiUnderTest): Promise<StartedTable> {
  const { id } = await api.call<{ id: string }>(
    'POST',
    '/api/tournaments',
    { name: 'Open du soir', rounds: 1, pairing: 'swiss', target: 500 },
    201,
  );
  for (const name of ['Les As', 'Bourdons']) {
    await api.call(
      'POST',
      `/api/tournaments/${id}/teams`,
      { name, players: [`${name} 1`, `${name} 2`] },
      201,
    );
  }
  const round = await api.call<{ tables: StartedTable[] }>(
    'POST',
    `/api/tournaments/${id}/rounds`,
    undefined,
    201,
  );
  return round.tables[0] as StartedTable;
}

/** A made 80 by the team of `declarer` (seat 0 or 2: team A): it wins a game of one deal. */
export const made80 = (declarer: number) => ({
  contract: { value: 80, suit: 'hearts', declarer },
  cardPoints: declarer % 2 === 0 ? { A: 82, B: 80 } : { A: 80, B: 82 },
});

/**
 * The `index`-th deal (0 first) of a table, as its referee records it (the dealer in turn from
 * the first); throws unless it is answered `expected` (201).
 */
export async function dealAt<T = { game: unknown; code?: string }>(
  api: ApiUnderTest,
  table: StartedTable,
  index: number,
  facts: object,
  expected = 201,
): Promise<T> {
  const response = await api.http.request('POST', `/api/tables/${table.id}/deals`, {
    headers: { 'x-referee-code': table.refereeCode },
    body: { dealer: (table.firstDealer + index) % 4, ...facts },
  });
  if (response.status !== expected) throw new Error(`${response.status} ${response.text}`);
  return response.body as T;
}

/** An organiser who joined by invitation (into `clubId`, if given): their id and Bearer header. */
export async function invitedOrganiser(
  api: ApiUnderTest,
  account: { email: string; displayName: string; password: string; clubId?: string },
): Promise<{ id: string; headers: Record<string, string> }> {
  const { email, displayName, password, clubId } = account;
  const { path } = await api.call<{ path: string }>(
    'POST',
    '/api/invitations',
    { email, ...(clubId ? { clubId } : {}) },
    201,
  );
  const accepted = await api.http.request('POST', '/api/invitations/accept', {
    body: { token: path.split('/').at(-1), displayName, password },
  });
  if (accepted.status !== 200) throw new Error(`${email} could not join: ${accepted.text}`);
  const headers = {
    authorization: `Bearer ${(accepted.body as { accessToken: string }).accessToken}`,
  };
  const me = await api.http.request('GET', '/api/auth/me', { headers });
  return { id: (me.body as { id: string }).id, headers };
}
