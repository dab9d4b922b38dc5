import { Client } from 'pg';
import type { ApiErrorBody, StartedRound, TournamentView } from '@marque/contracts';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';

// An organiser edits a tournament (its name, day, rounds and clock at any time; its tiebreaks and
// pairing options before round 1) and deletes it with everything it holds (issue 11 §3).

const ADMIN = { email: 'settings@marque.test', password: 'correct horse battery staple' };

describe('editing and deleting a tournament over HTTP', () => {
  let api: ApiUnderTest;

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
  });

  afterAll(async () => {
    await api.close();
  });

  const call = <T>(method: string, path: string, body?: object, expected = 200) =>
    api.call<T>(method, path, body, expected);

  /** A 2018 marque Swiss of 3 rounds with four teams, round 1 started and one deal recorded. */
  async function tournamentUnderWay(): Promise<{
    tournament: TournamentView;
    round: StartedRound;
  }> {
    const tournament = await call<TournamentView>(
      'POST',
      '/api/tournaments',
      { name: 'Open du jeudi', rounds: 3, pairing: 'swiss' },
      201,
    );
    for (const name of ['Les As', 'Les Rois', 'Les Dames', 'Les Valets'])
      await call(
        'POST',
        `/api/tournaments/${tournament.id}/teams`,
        {
          name,
          players: [`${name} 1`, `${name} 2`],
        },
        201,
      );
    const round = await call<StartedRound>(
      'POST',
      `/api/tournaments/${tournament.id}/rounds`,
      {},
      201,
    );
    const [table] = round.tables;
    const deal = await api.http.request('POST', `/api/tables/${table!.id}/deals`, {
      headers: { 'x-referee-code': table!.refereeCode, 'idempotency-key': 'deal-1' },
      body: {
        dealer: table!.firstDealer,
        contract: { value: 80, suit: 'hearts', declarer: 0 },
        cardPoints: { A: 100, B: 57 },
      },
    });
    expect(deal.status).toBe(201);
    return { tournament, round };
  }

  it('changes the day, the rounds, the clock and the tiebreaks before round 1', async () => {
    const tournament = await call<TournamentView>(
      'POST',
      '/api/tournaments',
      { name: 'Open', rounds: 3, pairing: 'swiss', date: '2026-12-05' },
      201,
    );
    const changed = await call<TournamentView>('PATCH', `/api/tournaments/${tournament.id}`, {
      date: '2026-12-12',
      rounds: 5,
      roundMinutes: 75,
      tiebreaks: ['buchholz', 'points-difference'],
      tieAtBell: 'last-declarer',
      avoidSameClub: true,
    });
    expect(changed).toMatchObject({
      date: '2026-12-12',
      rounds: 5,
      roundMinutes: 75,
      tiebreaks: ['buchholz', 'points-difference'],
      tieAtBell: 'last-declarer',
      avoidSameClub: true,
    });
    const cleared = await call<TournamentView>('PATCH', `/api/tournaments/${tournament.id}`, {
      date: null,
      roundMinutes: null,
    });
    expect(cleared).toMatchObject({ date: null, roundMinutes: null, rounds: 5 });
  });

  it('after round 1: the name, day, rounds and clock still change; the tiebreaks no longer (409)', async () => {
    const { tournament } = await tournamentUnderWay();
    const path = `/api/tournaments/${tournament.id}`;
    const renamed = await call<TournamentView>('PATCH', path, {
      name: 'Open du vendredi',
      date: '2026-12-06',
      rounds: 4,
      roundMinutes: 60,
      tiebreaks: tournament.tiebreaks,
    });
    expect(renamed).toMatchObject({ name: 'Open du vendredi', date: '2026-12-06', rounds: 4 });

    const refused = await api.http.request('PATCH', path, {
      headers: api.organiser,
      body: { tiebreaks: ['head-to-head'] },
    });
    expect(refused.status).toBe(409);
    expect((refused.body as ApiErrorBody).code).toBe('FORMAT_LOCKED');

    const tooFew = await api.http.request('PATCH', path, {
      headers: api.organiser,
      body: { rounds: 0 },
    });
    expect(tooFew.status).toBe(400);
    expect(await call<TournamentView>('GET', path)).toMatchObject({ rounds: 4 });
  });

  it('refuses fewer rounds than have started, naming how many', async () => {
    const { tournament } = await tournamentUnderWay();
    await call('POST', `/api/tournaments/${tournament.id}/rounds/1/close`, {});
    await call('POST', `/api/tournaments/${tournament.id}/rounds`, {}, 201);
    const refused = await api.http.request('PATCH', `/api/tournaments/${tournament.id}`, {
      headers: api.organiser,
      body: { rounds: 1 },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ROUNDS_BELOW_PLAYED', params: { played: 2 } });
  });

  it('deletes a tournament under way with its teams, rounds, sheets, audit and events', async () => {
    const { tournament, round } = await tournamentUnderWay();
    const other = await tournamentUnderWay();
    const before = await rowsOf(other.tournament.id);

    const deleted = await api.http.request('DELETE', `/api/tournaments/${tournament.id}`, {
      headers: api.organiser,
    });
    expect(deleted.status).toBe(204);
    expect((await api.http.request('GET', `/api/tournaments/${tournament.id}`)).status).toBe(404);
    expect((await api.http.request('GET', `/api/tables/${round.tables[0]!.id}`)).status).toBe(404);
    expect(await rowsOf(tournament.id)).toEqual({
      teams: 0,
      rounds: 0,
      tables: 0,
      deals: 0,
      audit: 0,
      events: 0,
      idempotent: 0,
    });
    // Its idempotency records go too (they name a table, which is gone).
    expect(await idempotencyRecordsOf(round.tables.map((table) => table.id))).toBe(0);
    // The other tournament keeps all it had.
    expect(await rowsOf(other.tournament.id)).toEqual(before);
    expect(before.deals).toBe(1);

    const again = await api.http.request('DELETE', `/api/tournaments/${tournament.id}`, {
      headers: api.organiser,
    });
    expect(again.status).toBe(404);
    expect((again.body as ApiErrorBody).code).toBe('TOURNAMENT_NOT_FOUND');
  });

  it('lets only a signed-in organiser delete', async () => {
    const { tournament } = await tournamentUnderWay();
    const anonymous = await api.http.request('DELETE', `/api/tournaments/${tournament.id}`);
    expect(anonymous.status).toBe(401);
    expect((await api.http.request('GET', `/api/tournaments/${tournament.id}`)).status).toBe(200);
  });

  async function idempotencyRecordsOf(tableIds: string[]): Promise<number> {
    const client = new Client({ connectionString: api.database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        'SELECT count(*) AS n FROM idempotent_requests WHERE table_id = ANY($1::uuid[])',
        [tableIds],
      );
      return Number(rows[0]?.n);
    } finally {
      await client.end();
    }
  }

  /** How many rows of each kind a tournament holds, read straight from the database. */
  async function rowsOf(tournamentId: string) {
    const client = new Client({ connectionString: api.database.url });
    await client.connect();
    try {
      const count = async (sql: string) =>
        Number((await client.query<{ n: string }>(sql, [tournamentId])).rows[0]?.n);
      const tables = `SELECT tables.id FROM tables JOIN rounds ON rounds.id = tables.round_id
        WHERE rounds.tournament_id = $1`;
      return {
        teams: await count('SELECT count(*) AS n FROM teams WHERE tournament_id = $1'),
        rounds: await count('SELECT count(*) AS n FROM rounds WHERE tournament_id = $1'),
        tables: await count(`SELECT count(*) AS n FROM (${tables}) t`),
        deals: await count(`SELECT count(*) AS n FROM deals WHERE table_id IN (${tables})`),
        audit: await count(
          `SELECT count(*) AS n FROM audit_entries WHERE tournament_id = $1 OR table_id IN (${tables})`,
        ),
        events: await count('SELECT count(*) AS n FROM tournament_events WHERE tournament_id = $1'),
        idempotent: await count(
          `SELECT count(*) AS n FROM idempotent_requests WHERE table_id IN (${tables})`,
        ),
      };
    } finally {
      await client.end();
    }
  }
});
