import { getRuleset } from '@marque/rules';
import { createTestDatabase, type TestDatabase } from '@marque/database/testing';
import {
  API_START_MS,
  callApi as call,
  startApiProcess,
  stopApiProcess,
  type ApiProcess,
} from './api-process';

// Each API process remembers the deals of the sheets it last read or wrote, at their version
// (tables/sheet-cache.ts). Two real processes on one database write one sheet in turn, and one
// corrects a deal the other has remembered: every deal must be decided on the sheet as it is.
const ADMIN = { email: 'organiser@marque.test', password: 'correct horse battery staple' };

/** A 90 made by team A, and the same 90 failed: marks that tell the deals apart. */
const MADE = {
  contract: { value: 90, suit: 'clubs', declarer: 0 },
  doubling: 'none',
  cardPoints: { A: 100, B: 57 },
};
const FAILED = { ...MADE, cardPoints: { A: 70, B: 87 } };

describe('one score sheet written by two API processes', () => {
  let database: TestDatabase;
  let processes: ApiProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database.url,
      MARQUE_ADMIN_EMAIL: ADMIN.email,
      MARQUE_ADMIN_PASSWORD: ADMIN.password,
      MARQUE_JWT_SECRET: 'replicas-share-one-secret',
    };
    processes = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  }, API_START_MS + 30_000);

  afterAll(async () => {
    await Promise.all(processes.map(stopApiProcess));
    await database.drop();
  });

  it('decides every deal on the sheet as it is, after the other process wrote or corrected it', async () => {
    const [first, second] = processes as [ApiProcess, ApiProcess];
    const login = await call(first, 'POST', '/api/auth/login', ADMIN);
    const organiser = {
      authorization: `Bearer ${(login.body as { accessToken: string }).accessToken}`,
    };
    const created = await call(
      first,
      'POST',
      '/api/tournaments',
      { name: 'Open des deux serveurs', rounds: 1, pairing: 'swiss', target: 5000 },
      organiser,
    );
    const tournamentId = (created.body as { id: string }).id;
    for (const name of ['Les As', 'Les Rois'])
      await call(
        first,
        'POST',
        `/api/tournaments/${tournamentId}/teams`,
        { name, players: [`${name} 1`, `${name} 2`] },
        organiser,
      );
    const round = await call(
      first,
      'POST',
      `/api/tournaments/${tournamentId}/rounds`,
      undefined,
      organiser,
    );
    const [table] = (
      round.body as { tables: Array<{ id: string; firstDealer: number; refereeCode: string }> }
    ).tables;
    if (!table) throw new Error('No table was paired');
    const referee = { 'x-referee-code': table.refereeCode };
    const facts: object[] = [];
    const record = async (api: ApiProcess, deal: object) => {
      const dealer = (table.firstDealer + facts.length) % 4;
      const answer = await call(
        api,
        'POST',
        `/api/tables/${table.id}/deals`,
        { dealer, ...deal },
        referee,
      );
      expect(answer.status).toBe(201);
      facts.push(deal);
      return answer.body as { game: { version: number } };
    };

    // In turn: each process decides a deal on a sheet the other has moved on since it last saw it.
    for (let index = 0; index < 6; index += 1)
      await record(index % 2 === 0 ? first : second, index % 3 === 0 ? FAILED : MADE);
    // The first process corrects deal 2, which both have remembered as made…
    const sheet = await call(first, 'GET', `/api/tables/${table.id}`);
    const version = (sheet.body as { game: { version: number } }).game.version;
    const corrected = await call(
      first,
      'PUT',
      `/api/tables/${table.id}/deals/2`,
      { dealer: (table.firstDealer + 1) % 4, ...FAILED },
      { ...referee, 'if-match': String(version) },
    );
    expect(corrected.status).toBe(200);
    facts[1] = FAILED;
    // …then each records a deal more: both must score it after the corrected deal 2.
    await record(second, MADE);
    await record(first, MADE);
    await record(second, FAILED);

    const expected = getRuleset('marque-2018').scoreGame(facts, { target: 5000 });
    const final = await call(second, 'GET', `/api/tables/${table.id}`);
    const game = (
      final.body as {
        game: {
          totals: { A: number; B: number };
          deals: Array<{ totals: { A: number; B: number } }>;
        };
      }
    ).game;
    expect(game.deals.map((deal) => deal.totals)).toEqual(
      expected.deals.map((deal) => deal.totals),
    );
    expect(game.totals).toEqual(expected.totals);
  });
});
