import type { INestApplication } from '@nestjs/common';
import type { StandingRow, StartedRound, TeamView, TournamentView } from '@marque/contracts';
import { createApp } from '../src/app-factory';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';
import { listen, type HttpClient } from './http-client';

// Public reads served from what is already known (issue 13): an ETag from the tournament's
// version, a 304 for a phone that has it, a new version after every change whatever made it, the
// same version from every API process, and organisers always served fresh.

const ADMIN = { email: 'reads@marque.test', password: 'correct horse battery staple' };

describe('public reads with an ETag', () => {
  let api: ApiUnderTest;
  let other: { app: INestApplication; http: HttpClient };
  let tournament: TournamentView;
  let round: StartedRound;

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
    // A second API process on the same database, as behind a load balancer.
    const app = await createApp({ databaseUrl: api.database.url, logLevels: ['error'] });
    other = { app, http: await listen(app) };
    tournament = (
      await api.http.request('POST', '/api/tournaments', {
        headers: api.organiser,
        body: { name: 'Open', rounds: 3, pairing: 'swiss' },
      })
    ).body as TournamentView;
    for (const name of ['Les As', 'Les Rois', 'Les Dames', 'Les Valets'])
      await api.http.request('POST', `/api/tournaments/${tournament.id}/teams`, {
        headers: api.organiser,
        body: { name, players: [`${name} 1`, `${name} 2`] },
      });
    round = (
      await api.http.request('POST', `/api/tournaments/${tournament.id}/rounds`, {
        headers: api.organiser,
      })
    ).body as StartedRound;
  });

  afterAll(async () => {
    await other.app.close();
    await api.close();
  });

  const standings = () => `/api/tournaments/${tournament.id}/standings`;

  async function read(http: HttpClient, path: string, etag?: string) {
    const response = await http.request('GET', path, {
      headers: etag ? { 'if-none-match': etag } : {},
    });
    return { ...response, etag: response.headers['etag'] as string | undefined };
  }

  async function recordDeal(index: number) {
    const table = round.tables[0]!;
    const response = await api.http.request('POST', `/api/tables/${table.id}/deals`, {
      headers: { 'x-referee-code': table.refereeCode },
      body: {
        dealer: (table.firstDealer + index) % 4,
        contract: { value: 80, suit: 'hearts', declarer: 0 },
        cardPoints: { A: 100, B: 57 },
      },
    });
    expect(response.status).toBe(201);
  }

  it('answers a phone that has the standings with a 304, and sends them again after a deal', async () => {
    const first = await read(api.http, standings());
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^W\/"\d+\.\d+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await read(api.http, standings(), first.etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    await recordDeal(0);
    const after = await read(api.http, standings(), first.etag);
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(first.etag);
    // A game under way does not count yet: the standings are the same, under a new version.
    expect((after.body as StandingRow[]).length).toBe(4);
  });

  it('serves the same body and ETag from every API process, and moves both after a change made on one', async () => {
    const here = await read(api.http, `/api/tournaments/${tournament.id}/rounds/1`);
    const there = await read(other.http, `/api/tournaments/${tournament.id}/rounds/1`);
    expect(there.etag).toBe(here.etag);
    expect(there.body).toEqual(here.body);
    expect(JSON.stringify(here.body)).not.toContain('refereeCode');

    await recordDeal(1);
    const changed = await read(other.http, `/api/tournaments/${tournament.id}/rounds/1`, here.etag);
    expect(changed.status).toBe(200);
    expect(changed.etag).not.toBe(here.etag);
    const table = (changed.body as { tables: Array<{ dealCount: number }> }).tables[0];
    expect(table?.dealCount).toBe(2);
  });

  it('moves the version when a team is renamed or the tournament edited, which append no event', async () => {
    const before = await read(api.http, `/api/tournaments/${tournament.id}/teams`);
    const team = (before.body as TeamView[])[0]!;
    const renamed = await api.http.request(
      'PATCH',
      `/api/tournaments/${tournament.id}/teams/${team.id}`,
      { headers: api.organiser, body: { name: 'Les Jokers' } },
    );
    expect(renamed.status).toBe(200);
    const teams = await read(api.http, `/api/tournaments/${tournament.id}/teams`, before.etag);
    expect(teams.status).toBe(200);
    expect((teams.body as TeamView[]).map((each) => each.name)).toContain('Les Jokers');

    const view = await read(api.http, `/api/tournaments/${tournament.id}`);
    await api.http.request('PATCH', `/api/tournaments/${tournament.id}`, {
      headers: api.organiser,
      body: { name: 'Open du samedi' },
    });
    const edited = await read(api.http, `/api/tournaments/${tournament.id}`, view.etag);
    expect(edited.status).toBe(200);
    expect((edited.body as TournamentView).name).toBe('Open du samedi');
  });

  it('always serves organisers fresh, with the referee codes they may see', async () => {
    const response = await api.http.request('GET', `/api/tournaments/${tournament.id}/rounds/1`, {
      headers: api.organiser,
    });
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).toContain('refereeCode');
  });

  it('gives many readers arriving at once the same body', async () => {
    await recordDeal(2);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => read(other.http, standings())),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
  });

  it('leaves unknown tournaments and bad ids to the handlers', async () => {
    const missing = await read(
      api.http,
      '/api/tournaments/00000000-0000-4000-8000-000000000000/standings',
    );
    expect(missing.status).toBe(404);
    expect(missing.etag ?? '').not.toMatch(/^W\/"\d+\.\d+"$/);
    const bad = await read(api.http, '/api/tournaments/not-a-uuid/standings');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'tournamentId', code: 'NOT_AN_ID' }],
    });
  });
});
