import type { HttpClient } from './http-client';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';

const ADMIN = { email: 'organiser@marque.test', password: 'correct horse battery staple' };

interface TableInfo {
  id: string;
  number: number;
  firstDealer: number;
  refereeCode: string;
  teamA: { id: string; name: string };
  teamB: { id: string; name: string };
}

describe('a tournament over HTTP', () => {
  let api: ApiUnderTest;
  let http: HttpClient;
  let organiser: Record<string, string>;

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
    ({ http, organiser } = api);
  });

  afterAll(async () => {
    await api.close();
  });

  async function newTournament(
    teamCount: number,
  ): Promise<{ id: string; teams: Array<{ id: string; name: string }> }> {
    const created = await http.request('POST', '/api/tournaments', {
      headers: organiser,
      body: { name: 'Open de Sion', rounds: 3, pairing: 'swiss' },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const teams = [];
    for (let i = 1; i <= teamCount; i += 1) {
      const team = await http.request('POST', `/api/tournaments/${id}/teams`, {
        headers: organiser,
        body: {
          name: `Équipe ${i}`,
          players: [`Joueur ${i}a`, `Joueur ${i}b`],
          club: i % 2 ? 'CC Sion' : undefined,
        },
      });
      expect(team.status).toBe(201);
      teams.push(team.body as { id: string; name: string });
    }
    return { id, teams };
  }

  async function startRound(
    tournamentId: string,
  ): Promise<{ tables: TableInfo[]; bye: { id: string } | null }> {
    const round = await http.request('POST', `/api/tournaments/${tournamentId}/rounds`, {
      headers: organiser,
    });
    expect(round.status).toBe(201);
    return round.body as { tables: TableInfo[]; bye: { id: string } | null };
  }

  /** Deal `index` (0-based) of a table: its dealer follows the first dealer to the right. */
  const dealerAt = (table: TableInfo, index: number) => (table.firstDealer + index) % 4;

  /** A coinched 150 made by the given team: 460 for it. */
  const bigDeal = (team: 'A' | 'B') => ({
    contract: { value: 150, suit: 'hearts', declarer: team === 'A' ? 0 : 1 },
    doubling: 'coinche',
    cardPoints: team === 'A' ? { A: 152, B: 5 } : { A: 5, B: 152 },
  });

  async function play(
    table: TableInfo,
    index: number,
    facts: object,
    headers: Record<string, string> = {},
  ) {
    return http.request('POST', `/api/tables/${table.id}/deals`, {
      headers: { 'x-referee-code': table.refereeCode, ...headers },
      body: { dealer: dealerAt(table, index), ...facts },
    });
  }

  async function playToTheEnd(table: TableInfo, winner: 'A' | 'B'): Promise<void> {
    for (let index = 0; index < 5; index += 1) {
      const response = await play(table, index, bigDeal(winner));
      expect(response.status).toBe(201);
    }
  }

  it('runs a tournament of 9 teams: a round of 4 tables and a bye, games to 2000, standings', async () => {
    const { id, teams } = await newTournament(9);
    const round = await startRound(id);
    expect(round.tables).toHaveLength(4);
    expect(round.bye).not.toBeNull();
    const seated = new Set([
      ...round.tables.flatMap((t) => [t.teamA.id, t.teamB.id]),
      round.bye?.id,
    ]);
    expect(seated.size).toBe(9);
    for (const table of round.tables) expect(table.refereeCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);

    const [first, second, third, fourth] = round.tables as [
      TableInfo,
      TableInfo,
      TableInfo,
      TableInfo,
    ];
    // Table 1: five coinched 150s made by A: 5 × 460 = 2300.
    await playToTheEnd(first, 'A');
    const sheet = await http.request('GET', `/api/tables/${first.id}`);
    expect(sheet.body).toMatchObject({
      game: { totals: { A: 2300, B: 0 }, finished: true, winner: 'A', version: 5 },
      nextDealer: null,
    });
    expect(JSON.stringify(sheet.body)).not.toContain(first.refereeCode);

    // Table 2: a match, a surcoinche and a générale.
    const matchMade = {
      contract: { value: 'match', suit: 'clubs', declarer: 1 },
      doubling: 'none',
      cardPoints: { A: 0, B: 157 },
      allTricks: { team: 'B' },
    };
    expect((await play(second, 0, matchMade)).body).toMatchObject({
      deal: { number: 1, made: true, marks: { A: 0, B: 500 } },
    });
    const surcoinche = {
      contract: { value: 100, suit: 'spades', declarer: 0 },
      doubling: 'surcoinche',
      cardPoints: { A: 99, B: 58 },
    };
    expect((await play(second, 1, surcoinche)).body).toMatchObject({
      deal: { made: false, marks: { A: 0, B: 560 } },
    });
    const generale = {
      contract: { value: 'generale', suit: 'hearts', declarer: 3 },
      doubling: 'none',
      cardPoints: { A: 0, B: 157 },
      allTricks: { team: 'B', seat: 3 },
    };
    const third_ = await play(second, 2, generale);
    expect(third_.body).toMatchObject({
      deal: { marks: { A: 0, B: 1000 } },
      game: { totals: { A: 0, B: 2060 }, finished: true, winner: 'B' },
    });

    // Table 3: both teams pass 2000 on the same deal: the declaring team wins (B, with less).
    for (let index = 0; index < 4; index += 1)
      expect((await play(third, index, bigDeal('A'))).status).toBe(201);
    for (let index = 4; index < 8; index += 1)
      expect((await play(third, index, bigDeal('B'))).status).toBe(201);
    expect(
      (
        await play(third, 8, {
          contract: { value: 60, suit: 'hearts', declarer: 0 },
          cardPoints: { A: 84, B: 73 },
        })
      ).status,
    ).toBe(201);
    const doubleFinish = await play(third, 9, {
      contract: { value: 70, suit: 'hearts', declarer: 1 },
      cardPoints: { A: 85, B: 72 },
    });
    expect(doubleFinish.body).toMatchObject({
      game: { totals: { A: 2070, B: 2050 }, finished: true, winner: 'B' },
    });

    // Table 4: a claim that wins ("nous avons gagné").
    for (let index = 0; index < 4; index += 1)
      expect((await play(fourth, index, bigDeal('B'))).status).toBe(201);
    const claim = await play(fourth, 4, {
      contract: { value: 80, suit: 'diamonds', declarer: 1 },
      claim: { team: 'B', cardPointsSoFar: { A: 20, B: 95 }, tricksSoFar: [1, 3, 0, 2] },
    });
    expect(claim.body).toMatchObject({
      deal: { made: null, marks: { A: 20, B: 180 } },
      game: { winner: 'B', totals: { A: 20, B: 2020 } },
    });

    const standings = await http.request('GET', `/api/tournaments/${id}/standings`);
    expect(standings.status).toBe(200);
    const rows = standings.body as Array<{
      rank: number;
      team: { id: string };
      played: number;
      won: number;
      lost: number;
      pointsFor: number;
      pointsAgainst: number;
    }>;
    expect(rows).toHaveLength(9);
    const winners = [
      first.teamA.id,
      second.teamB.id,
      third.teamB.id,
      fourth.teamB.id,
      round.bye?.id,
    ];
    for (const row of rows.slice(0, 5)) expect(winners).toContain(row.team.id);
    const firstRow = rows.find((row) => row.team.id === first.teamA.id);
    expect(firstRow).toMatchObject({
      played: 1,
      won: 1,
      lost: 0,
      pointsFor: 2300,
      pointsAgainst: 0,
    });
    expect(teams).toHaveLength(9);

    // Round 2 pairs without rematches.
    const next = await startRound(id);
    const previousPairs = new Set(round.tables.map((t) => [t.teamA.id, t.teamB.id].sort().join()));
    for (const table of next.tables)
      expect(previousPairs.has([table.teamA.id, table.teamB.id].sort().join())).toBe(false);
    expect(next.bye?.id).not.toBe(round.bye?.id);
  });

  it('refuses a second round while a game is unfinished', async () => {
    const { id } = await newTournament(4);
    await startRound(id);
    const again = await http.request('POST', `/api/tournaments/${id}/rounds`, {
      headers: organiser,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ statusCode: 409, error: 'Conflict' });
  });

  describe('a score sheet', () => {
    let table: TableInfo;
    let other: TableInfo;

    beforeAll(async () => {
      const { id } = await newTournament(4);
      const round = await startRound(id);
      [table, other] = round.tables as [TableInfo, TableInfo];
    });

    it('is written only by its own referee or an organiser', async () => {
      const foreign = await http.request('POST', `/api/tables/${other.id}/deals`, {
        headers: { 'x-referee-code': table.refereeCode },
        body: { dealer: other.firstDealer, passedOut: true },
      });
      expect(foreign.status).toBe(403);
      const anonymous = await http.request('POST', `/api/tables/${table.id}/deals`, {
        body: { dealer: table.firstDealer, passedOut: true },
      });
      expect(anonymous.status).toBe(401);
      const audit = await http.request('GET', `/api/tables/${table.id}/audit`, {
        headers: { 'x-referee-code': table.refereeCode },
      });
      expect(audit.status).toBe(401);
      const sheet = await http.request('GET', `/api/tables/${other.id}`);
      expect((sheet.body as { game: { deals: unknown[] } }).game.deals).toHaveLength(0);
    });

    it('answers a rule broken with a 422 in the referee’s language, naming the field', async () => {
      const bad = {
        contract: { value: 80, suit: 'hearts', declarer: 0 },
        cardPoints: { A: 80, B: 70 },
      };
      const french = await play(table, 0, bad);
      expect(french.status).toBe(422);
      expect(french.body).toEqual({
        statusCode: 422,
        error: 'Unprocessable Entity',
        code: 'CARD_POINTS_SUM',
        params: { exactly: 157, sum: 150 },
        message: 'Les points des deux équipes font 157 ensemble.',
        details: [
          {
            field: 'cardPoints',
            code: 'CARD_POINTS_SUM',
            params: { exactly: 157, sum: 150 },
            message: 'Les points des deux équipes font 157 ensemble.',
          },
        ],
      });
      const english = await play(table, 0, bad, { 'accept-language': 'en-GB,en;q=0.9,fr;q=0.5' });
      expect(english.body).toMatchObject({ message: "Both teams' points add up to 157." });
      const wrongDealer = await http.request('POST', `/api/tables/${table.id}/deals`, {
        headers: { 'x-referee-code': table.refereeCode },
        body: { dealer: (table.firstDealer + 1) % 4, passedOut: true },
      });
      expect(wrongDealer.status).toBe(422);
      expect(wrongDealer.body).toMatchObject({
        details: [{ field: 'dealer', code: 'DEALER_NOT_EXPECTED' }],
      });
    });

    it('explains a claim whose points exceed what the cards hold before the last trick', async () => {
      const claim = await play(table, 0, {
        contract: { value: 80, suit: 'hearts', declarer: 0 },
        claim: { team: 'A', cardPointsSoFar: { A: 100, B: 55 }, tricksSoFar: [3, 2, 2, 1] },
      });
      expect(claim.status).toBe(422);
      expect(claim.body).toMatchObject({
        message: 'Les points des deux équipes font au plus 152 ensemble.',
        details: [{ field: 'claim.cardPointsSoFar', code: 'CARD_POINTS_SUM' }],
      });
    });

    it('resolves an auction sent call by call', async () => {
      const dealer = table.firstDealer;
      const seat = (offset: number) => (dealer + offset) % 4;
      const declarerTeam = seat(1) % 2 === 0 ? 'A' : 'B';
      const response = await play(table, 0, {
        auction: [
          { seat: seat(1), type: 'bid', value: 80, suit: 'spades' },
          { seat: seat(2), type: 'coinche' },
        ],
        cardPoints: declarerTeam === 'A' ? { A: 90, B: 67 } : { A: 67, B: 90 },
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        deal: { number: 1, made: true, marks: { [declarerTeam]: 320 } },
      });
    });

    it('records a retried deal once (Idempotency-Key), and refuses the key for another deal', async () => {
      const facts = { passedOut: true };
      const headers = { 'idempotency-key': 'phone-42-deal-2' };
      const first = await play(table, 1, facts, headers);
      const retry = await play(table, 1, facts, headers);
      expect(first.status).toBe(201);
      expect(retry.status).toBe(201);
      expect(retry.body).toEqual(first.body);
      const reused = await play(table, 2, facts, headers);
      expect(reused.status).toBe(409);
      const sheet = await http.request('GET', `/api/tables/${table.id}`);
      expect((sheet.body as { game: { deals: unknown[] } }).game.deals).toHaveLength(2);
    });

    it('records one deal and answers 409 when two referees send the same deal at once', async () => {
      const facts = {
        contract: { value: 90, suit: 'clubs', declarer: 0 },
        cardPoints: { A: 100, B: 57 },
      };
      const [a, b] = await Promise.all([play(table, 2, facts), play(table, 2, facts)]);
      expect([a.status, b.status].sort()).toEqual([201, 409]);
      const sheet = await http.request('GET', `/api/tables/${table.id}`);
      expect((sheet.body as { game: { deals: unknown[] } }).game.deals).toHaveLength(3);
    });

    it('corrects a deal against the current version only, recomputes later totals and audits it', async () => {
      const before = (await http.request('GET', `/api/tables/${table.id}`)).body as {
        game: { version: number; totals: { A: number; B: number } };
      };
      const correction = {
        dealer: (table.firstDealer + 2) % 4,
        contract: { value: 90, suit: 'clubs', declarer: 0 },
        cardPoints: { A: 80, B: 77 },
      };
      const missing = await http.request('PUT', `/api/tables/${table.id}/deals/3`, {
        headers: { 'x-referee-code': table.refereeCode },
        body: correction,
      });
      expect(missing.status).toBe(428);
      const stale = await http.request('PUT', `/api/tables/${table.id}/deals/3`, {
        headers: {
          'x-referee-code': table.refereeCode,
          'if-match': String(before.game.version - 1),
        },
        body: correction,
      });
      expect(stale.status).toBe(409);
      const fresh = await http.request('PUT', `/api/tables/${table.id}/deals/3`, {
        headers: { ...organiser, 'if-match': `"${before.game.version}"` },
        body: correction,
      });
      expect(fresh.status).toBe(200);
      // Deal 3 was 90 made (A 90 + 100, B 60); corrected to failed: B 90 + 160.
      expect(fresh.body).toMatchObject({
        version: before.game.version + 1,
        totals: { A: before.game.totals.A - 190, B: before.game.totals.B - 60 + 250 },
      });
      const audit = await http.request('GET', `/api/tables/${table.id}/audit`, {
        headers: organiser,
      });
      expect(audit.status).toBe(200);
      expect((audit.body as Array<{ action: string; actor: string }>)[0]).toMatchObject({
        action: 'deal.corrected',
        actor: 'organiser:organiser', // the name of organiser@marque.test until it chooses one
      });
    });

    it('deletes the last deal only', async () => {
      const state = (await http.request('GET', `/api/tables/${table.id}`)).body as {
        game: { version: number };
      };
      const notLast = await http.request('DELETE', `/api/tables/${table.id}/deals/1`, {
        headers: { 'x-referee-code': table.refereeCode, 'if-match': String(state.game.version) },
      });
      expect(notLast.status).toBe(409);
      const last = await http.request('DELETE', `/api/tables/${table.id}/deals/3`, {
        headers: { 'x-referee-code': table.refereeCode, 'if-match': String(state.game.version) },
      });
      expect(last.status).toBe(200);
      const sheet = (await http.request('GET', `/api/tables/${table.id}`)).body as {
        game: { deals: unknown[] };
        nextDealer: number;
      };
      expect(sheet.game.deals).toHaveLength(2);
      expect(sheet.nextDealer).toBe((table.firstDealer + 2) % 4);
    });
  });

  it('refuses a wrong password, and unknown fields in a tournament', async () => {
    expect(
      (await http.request('POST', '/api/auth/login', { body: { ...ADMIN, password: 'nope' } }))
        .status,
    ).toBe(401);
    const unknown = await http.request('POST', '/api/tournaments', {
      headers: organiser,
      body: { name: 'X', rounds: 3, pairing: 'swiss', prize: 1 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ details: [{ field: 'prize' }] });
    const anonymous = await http.request('POST', '/api/tournaments', {
      body: { name: 'X', rounds: 3, pairing: 'swiss' },
    });
    expect(anonymous.status).toBe(401);
  });
});
