import { withClient } from '@marque/database';
import type { HttpClient } from './http-client';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';

const ADMIN = { email: 'bad-input@marque.test', password: 'another long passphrase' };

/** Rows in every table the API writes: must not change after a refused request. */
async function snapshot(url: string): Promise<Record<string, number>> {
  return withClient(url, async (client) => {
    const counts: Record<string, number> = {};
    for (const table of [
      'tournaments',
      'teams',
      'rounds',
      'tables',
      'deals',
      'audit_entries',
      'idempotent_requests',
    ]) {
      counts[table] = Number((await client.query(`SELECT count(*) FROM ${table}`)).rows[0].count);
    }
    const versions = await client.query('SELECT coalesce(sum(version), 0) AS v FROM tables');
    counts['versions'] = Number(versions.rows[0].v);
    return counts;
  });
}

describe('bad input gets a clear 4xx and changes nothing', () => {
  let api: ApiUnderTest;
  let http: HttpClient;
  let organiser: Record<string, string>;
  let tournamentId: string;
  let table: { id: string; refereeCode: string; firstDealer: number };

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
    ({ http, organiser } = api);
    tournamentId = (
      (
        await http.request('POST', '/api/tournaments', {
          headers: organiser,
          body: { name: 'T', rounds: 2, pairing: 'swiss' },
        })
      ).body as { id: string }
    ).id;
    for (const name of ['A', 'B']) {
      await http.request('POST', `/api/tournaments/${tournamentId}/teams`, {
        headers: organiser,
        body: { name, players: ['x', 'y'] },
      });
    }
    const round = (
      await http.request('POST', `/api/tournaments/${tournamentId}/rounds`, { headers: organiser })
    ).body as {
      tables: Array<{ id: string; refereeCode: string; firstDealer: number }>;
    };
    table = round.tables[0] as { id: string; refereeCode: string; firstDealer: number };
  });

  afterAll(async () => {
    await api.close();
  });

  const validDeal = () => ({
    dealer: table.firstDealer,
    contract: { value: 80, suit: 'hearts', declarer: 0 },
    doubling: 'none',
    cardPoints: { A: 84, B: 73 },
  });

  const cases: Array<
    [
      string,
      () => {
        method: string;
        path: string;
        body?: unknown;
        raw?: string;
        headers?: Record<string, string>;
      },
      number,
      string?,
    ]
  > = [
    [
      'a tournament without a name',
      () => ({ method: 'POST', path: '/api/tournaments', body: { rounds: 3, pairing: 'swiss' } }),
      400,
      'name',
    ],
    [
      'a tournament with rounds as a string',
      () => ({
        method: 'POST',
        path: '/api/tournaments',
        body: { name: 'T', rounds: '3', pairing: 'swiss' },
      }),
      400,
      'rounds',
    ],
    [
      'a tournament with 0 rounds',
      () => ({
        method: 'POST',
        path: '/api/tournaments',
        body: { name: 'T', rounds: 0, pairing: 'swiss' },
      }),
      400,
      'rounds',
    ],
    [
      'a tournament with an unknown pairing',
      () => ({
        method: 'POST',
        path: '/api/tournaments',
        body: { name: 'T', rounds: 3, pairing: 'lottery' },
      }),
      400,
      'pairing',
    ],
    [
      'a tournament with a target of 1.5',
      () => ({
        method: 'POST',
        path: '/api/tournaments',
        body: { name: 'T', rounds: 3, pairing: 'swiss', target: 1.5 },
      }),
      400,
      'target',
    ],
    [
      'a tournament with a name of 10 000 characters',
      () => ({
        method: 'POST',
        path: '/api/tournaments',
        body: { name: 'x'.repeat(10_000), rounds: 3, pairing: 'swiss' },
      }),
      400,
      'name',
    ],
    [
      'a tournament as a JSON array',
      () => ({ method: 'POST', path: '/api/tournaments', raw: '[1,2]' }),
      400,
    ],
    ['wrong JSON', () => ({ method: 'POST', path: '/api/tournaments', raw: '{"name": ' }), 400],
    [
      'a payload of 200 kB',
      () => ({
        method: 'POST',
        path: '/api/tournaments',
        raw: JSON.stringify({ name: 'x'.repeat(200_000) }),
      }),
      413,
    ],
    [
      'a team with one player',
      () => ({
        method: 'POST',
        path: `/api/tournaments/${tournamentId}/teams`,
        body: { name: 'C', players: ['solo'] },
      }),
      400,
      'players',
    ],
    [
      'a team with a numeric player',
      () => ({
        method: 'POST',
        path: `/api/tournaments/${tournamentId}/teams`,
        body: { name: 'C', players: ['a', 7] },
      }),
      400,
      'players',
    ],
    [
      'a team under a taken name',
      () => ({
        method: 'POST',
        path: `/api/tournaments/${tournamentId}/teams`,
        body: { name: 'A', players: ['a', 'b'] },
      }),
      409,
    ],
    [
      'a team in a tournament that does not exist',
      () => ({
        method: 'POST',
        path: '/api/tournaments/7b0c3f7e-4a59-4a8e-9d1e-2f5a3c1b9d00/teams',
        body: { name: 'C', players: ['a', 'b'] },
      }),
      404,
    ],
    [
      'a tournament id that is not a UUID',
      () => ({ method: 'GET', path: '/api/tournaments/42' }),
      400,
    ],
    [
      'a deal with a dealer at seat 4',
      () => ({
        method: 'POST',
        path: `/api/tables/${table.id}/deals`,
        body: { ...validDeal(), dealer: 4 },
      }),
      400,
      'dealer',
    ],
    [
      'a deal with points as strings',
      () => ({
        method: 'POST',
        path: `/api/tables/${table.id}/deals`,
        body: { ...validDeal(), cardPoints: { A: '84', B: 73 } },
      }),
      400,
      'cardPoints.A',
    ],
    [
      'a deal with 163 points (more than any game holds)',
      () => ({
        method: 'POST',
        path: `/api/tables/${table.id}/deals`,
        body: { ...validDeal(), cardPoints: { A: 163, B: 0 } },
      }),
      400,
      'cardPoints.A',
    ],
    [
      'a deal with 158 points (more than the 2018 marque holds)',
      () => ({
        method: 'POST',
        path: `/api/tables/${table.id}/deals`,
        body: { ...validDeal(), cardPoints: { A: 158, B: 0 } },
      }),
      422,
      'cardPoints.A',
    ],
    [
      'a deal whose points do not add up',
      () => ({
        method: 'POST',
        path: `/api/tables/${table.id}/deals`,
        body: { ...validDeal(), cardPoints: { A: 84, B: 70 } },
      }),
      422,
      'cardPoints',
    ],
    [
      'a deal with a contract of 85',
      () => ({
        method: 'POST',
        path: `/api/tables/${table.id}/deals`,
        body: { ...validDeal(), contract: { value: 85, suit: 'hearts', declarer: 0 } },
      }),
      400,
      'contract.value',
    ],
    [
      'a coinched générale',
      () => ({
        method: 'POST',
        path: `/api/tables/${table.id}/deals`,
        body: {
          ...validDeal(),
          contract: { value: 'generale', suit: 'hearts', declarer: 0 },
          doubling: 'coinche',
          cardPoints: { A: 157, B: 0 },
          allTricks: { team: 'A', seat: 0 },
        },
      }),
      422,
      'doubling',
    ],
    [
      'a deal with marks sent by the client',
      () => ({
        method: 'POST',
        path: `/api/tables/${table.id}/deals`,
        body: { ...validDeal(), marks: { A: 1000, B: 0 } },
      }),
      400,
      'marks',
    ],
    [
      'a deal without card points',
      () => ({
        method: 'POST',
        path: `/api/tables/${table.id}/deals`,
        body: { dealer: table.firstDealer, contract: { value: 80, suit: 'hearts', declarer: 0 } },
      }),
      422,
      'cardPoints',
    ],
    [
      'a passed-out deal with a contract',
      () => ({
        method: 'POST',
        path: `/api/tables/${table.id}/deals`,
        body: { ...validDeal(), passedOut: true },
      }),
      400,
      'contract',
    ],
    [
      'an auction that has not ended',
      () => ({
        method: 'POST',
        path: `/api/tables/${table.id}/deals`,
        body: {
          dealer: table.firstDealer,
          auction: [{ seat: (table.firstDealer + 1) % 4, type: 'bid', value: 80, suit: 'hearts' }],
          cardPoints: { A: 84, B: 73 },
        },
      }),
      422,
      'auction',
    ],
    [
      'a call out of turn',
      () => ({
        method: 'POST',
        path: `/api/tables/${table.id}/deals`,
        body: {
          dealer: table.firstDealer,
          auction: [{ seat: table.firstDealer, type: 'pass' }],
          cardPoints: { A: 84, B: 73 },
        },
      }),
      422,
      'auction[0]',
    ],
    [
      'a deal on a table that does not exist',
      () => ({
        method: 'POST',
        path: '/api/tables/7b0c3f7e-4a59-4a8e-9d1e-2f5a3c1b9d00/deals',
        body: validDeal(),
      }),
      403,
    ],
    [
      'a correction of a deal that does not exist',
      () => ({
        method: 'PUT',
        path: `/api/tables/${table.id}/deals/9`,
        body: validDeal(),
        headers: { 'if-match': '0' },
      }),
      404,
    ],
    [
      'a correction with a malformed If-Match',
      () => ({
        method: 'PUT',
        path: `/api/tables/${table.id}/deals/1`,
        body: validDeal(),
        headers: { 'if-match': 'yesterday' },
      }),
      400,
      'If-Match',
    ],
    [
      'a tournament with an unknown tiebreak',
      () => ({
        method: 'POST',
        path: '/api/tournaments',
        body: { name: 'T', rounds: 3, pairing: 'swiss', tiebreaks: ['age'] },
      }),
      400,
      'tiebreaks',
    ],
    [
      'a tournament with a tiebreak twice',
      () => ({
        method: 'POST',
        path: '/api/tournaments',
        body: { name: 'T', rounds: 3, pairing: 'swiss', tiebreaks: ['buchholz', 'buchholz'] },
      }),
      400,
      'tiebreaks',
    ],
    [
      'a tournament with a 2-minute round clock',
      () => ({
        method: 'POST',
        path: '/api/tournaments',
        body: { name: 'T', rounds: 3, pairing: 'swiss', roundMinutes: 2 },
      }),
      400,
      'roundMinutes',
    ],
    [
      'a tournament with an unknown tie rule',
      () => ({
        method: 'POST',
        path: '/api/tournaments',
        body: { name: 'T', rounds: 3, pairing: 'swiss', tieAtBell: 'coin-toss' },
      }),
      400,
      'tieAtBell',
    ],
    [
      'a tournament with late-entry byes as a string',
      () => ({
        method: 'POST',
        path: '/api/tournaments',
        body: { name: 'T', rounds: 3, pairing: 'swiss', lateEntryByes: 'yes' },
      }),
      400,
      'lateEntryByes',
    ],
    [
      'a round clock in words',
      () => ({
        method: 'POST',
        path: `/api/tournaments/${tournamentId}/rounds`,
        body: { minutes: 'ten' },
      }),
      400,
      'minutes',
    ],
    [
      'a swap of one team',
      () => ({
        method: 'POST',
        path: `/api/tournaments/${tournamentId}/rounds/1/swap`,
        body: { teamIds: [table.id] },
      }),
      400,
      'teamIds',
    ],
    [
      'a swap of a team with itself',
      () => ({
        method: 'POST',
        path: `/api/tournaments/${tournamentId}/rounds/1/swap`,
        body: { teamIds: [table.id, table.id] },
      }),
      400,
      'teamIds',
    ],
    [
      'a swap of teams that are not in the round',
      () => ({
        method: 'POST',
        path: `/api/tournaments/${tournamentId}/rounds/1/swap`,
        body: {
          teamIds: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'],
        },
      }),
      422,
      'teamIds',
    ],
    [
      'a round number too large for any round',
      () => ({ method: 'GET', path: `/api/tournaments/${tournamentId}/rounds/99999999999` }),
      404,
    ],
    [
      'closing a round that does not exist',
      () => ({ method: 'POST', path: `/api/tournaments/${tournamentId}/rounds/7/close` }),
      404,
    ],
    [
      'undoing a round that is not the last one',
      () => ({ method: 'DELETE', path: `/api/tournaments/${tournamentId}/rounds/0` }),
      404,
    ],
    [
      'a referee code of 500 characters',
      () => ({ method: 'GET', path: `/api/referee/${'X'.repeat(500)}` }),
      404,
    ],
    [
      'the events of a tournament id that is not a UUID',
      () => ({ method: 'GET', path: '/api/tournaments/nope/events' }),
      400,
    ],
    [
      'the CSV of a tournament that does not exist',
      () => ({
        method: 'GET',
        path: '/api/tournaments/00000000-0000-4000-8000-000000000009/export/deals.csv',
      }),
      404,
    ],
    [
      'a deal number that is not a number',
      () => ({
        method: 'PUT',
        path: `/api/tables/${table.id}/deals/first`,
        body: validDeal(),
        headers: { 'if-match': '0' },
      }),
      400,
    ],
  ];

  // A rest parameter: jest would take a fourth named parameter for a `done` callback.
  it.each(cases)('refuses %s', async (...row) => {
    const [, build, status, field] = row;
    const before = await snapshot(api.database.url);
    const request = build();
    const headers = { ...organiser, 'x-referee-code': table.refereeCode, ...request.headers };
    if (request.path.startsWith('/api/tables'))
      delete (headers as Record<string, string>)['authorization'];
    const response = await http.request(request.method, request.path, {
      headers,
      body: request.raw ?? (request.body as object | undefined),
    });
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({
      statusCode: status,
      error: expect.any(String),
      message: expect.any(String),
    });
    const fields = ((response.body as { details?: Array<{ field: string }> }).details ?? []).map(
      (detail) => detail.field,
    );
    // The response names the field at fault (or a field inside it), when one is at fault.
    const named = fields.some(
      (candidate) => candidate === field || candidate.startsWith(`${field}.`),
    );
    expect(field ? named : true).toBe(true);
    expect(response.text).not.toMatch(/prisma|SELECT|INSERT|\bat\s+\S+\.(ts|js):\d+/i);
    expect(await snapshot(api.database.url)).toEqual(before);
  });
});
