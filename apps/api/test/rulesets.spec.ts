import type { RulesetInfo, TableView, TournamentView } from '@marque/contracts';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';

const ADMIN = { email: 'rulesets@marque.test', password: 'correct horse battery staple' };

interface TableInfo {
  id: string;
  firstDealer: number;
  refereeCode: string;
}

type Marks = { A: number; B: number };

/** RULES-BELOTE-COINCHEE.md's worked examples: the facts, then the marks A–B. */
const BELOTE_EXAMPLES: Array<[object, Marks]> = [
  [belote(80, 'hearts', 0, 'none', 82), { A: 80, B: 0 }],
  [belote(80, 'hearts', 0, 'none', 81), { A: 0, B: 160 }],
  [belote(80, 'hearts', 0, 'none', 77), { A: 0, B: 160 }],
  [
    { ...belote(90, 'spades', 0, 'none', 83), belote: 'A' },
    { A: 90, B: 0 },
  ],
  [belote(90, 'spades', 0, 'none', 83), { A: 0, B: 160 }],
  [
    { ...belote(90, 'spades', 0, 'none', 81), belote: 'A' },
    { A: 0, B: 160 },
  ],
  [belote(140, 'diamonds', 0, 'none', 151), { A: 140, B: 0 }],
  [
    { ...belote(140, 'diamonds', 0, 'none', 132), belote: 'A' },
    { A: 140, B: 0 },
  ],
  [
    { ...belote(140, 'diamonds', 0, 'none', 118), belote: 'A' },
    { A: 0, B: 160 },
  ],
  [belote(100, 'clubs', 0, 'coinche', 104), { A: 200, B: 0 }],
  [belote(100, 'clubs', 0, 'surcoinche', 95), { A: 0, B: 640 }],
  [
    { ...belote('capot', 'hearts', 0, 'none', 162), allTricks: { team: 'A' } },
    { A: 250, B: 0 },
  ],
  [belote('capot', 'hearts', 0, 'coinche', 162), { A: 0, B: 320 }],
  [
    { ...belote(120, 'spades', 1, 'none', 70), belote: 'A' },
    { A: 160, B: 0 },
  ],
];

/** RULES-CINCH.md's worked examples (team A declares): bid, points A–B, revoke, marks A–B. */
const CINCH_EXAMPLES: Array<[object, Marks]> = [
  [cinch(6, 6, 8), { A: 0, B: 2 }],
  [cinch(8, 7, 7), { A: 0, B: 15 }],
  [cinch(7, 12, 2), { A: 10, B: 0 }],
  [cinch(7, 7, 7), { A: 0, B: 0 }],
  [cinch(14, 14, 0), { A: 14, B: 0 }],
  [cinch(10, 9, 5), { A: 0, B: 15 }],
  [
    { ...cinch(5, 11, 3), revoke: 'A' },
    { A: 0, B: 19 },
  ],
  [
    { ...cinch(9, 6, 8), revoke: 'B' },
    { A: 9, B: 0 },
  ],
  [
    { ...cinch(9, 11, 3), revoke: 'B' },
    { A: 11, B: 0 },
  ],
];

function belote(
  value: number | 'capot',
  suit: string,
  declarer: number,
  doubling: string,
  pointsOfA: number,
) {
  return {
    contract: { value, suit, declarer },
    doubling,
    cardPoints: { A: pointsOfA, B: 162 - pointsOfA },
  };
}

function cinch(bid: number, pointsOfA: number, pointsOfB: number) {
  return {
    contract: { value: bid, suit: 'hearts', declarer: 0 },
    cardPoints: { A: pointsOfA, B: pointsOfB },
  };
}

describe('the games a tournament can play', () => {
  let api: ApiUnderTest;

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
  });

  afterAll(async () => {
    await api.close();
  });

  async function call(method: string, path: string, body?: object, language = 'fr') {
    return api.http.request(method, path, {
      headers: { ...api.organiser, 'accept-language': language },
      ...(body ? { body } : {}),
    });
  }

  async function tournamentWithATable(
    options: object,
  ): Promise<{ tournament: TournamentView; table: TableInfo }> {
    const created = await call('POST', '/api/tournaments', {
      name: 'Concours du club',
      rounds: 2,
      pairing: 'swiss',
      ...options,
    });
    expect(created.status).toBe(201);
    const tournament = created.body as TournamentView;
    for (const name of ['Les As', 'Les Rois']) {
      const team = await call('POST', `/api/tournaments/${tournament.id}/teams`, {
        name,
        players: [`${name} 1`, `${name} 2`],
      });
      expect(team.status).toBe(201);
    }
    const round = await call('POST', `/api/tournaments/${tournament.id}/rounds`);
    expect(round.status).toBe(201);
    const [table] = (round.body as { tables: TableInfo[] }).tables;
    return { tournament, table: table as TableInfo };
  }

  function deal(table: TableInfo, index: number, facts: object, language = 'fr') {
    return api.http.request('POST', `/api/tables/${table.id}/deals`, {
      headers: { 'x-referee-code': table.refereeCode, 'accept-language': language },
      body: { dealer: (table.firstDealer + index) % 4, ...facts },
    });
  }

  it('lists the four games with their names and what their forms need', async () => {
    const response = await call('GET', '/api/rulesets');
    expect(response.status).toBe(200);
    const games = response.body as RulesetInfo[];
    expect(games.map((game) => [game.id, game.defaultTarget, game.form.totalPoints])).toEqual([
      ['marque-2018', 2000, 157],
      ['belote-coinchee', 2000, 162],
      ['jass-coinche', 2000, 157],
      ['cinch', 51, 14],
    ]);
    const belote = games[1] as RulesetInfo;
    expect(belote.names.fr).toBe('Belote coinchée');
    expect(belote.form.contracts).toEqual([80, 90, 100, 110, 120, 130, 140, 150, 160, 'capot']);
    expect(belote.form.facts).toMatchObject({ belote: true, claim: false, revoke: false });
    const cinchGame = games[3] as RulesetInfo;
    expect(cinchGame.form.doublings).toEqual(['none']);
    expect(cinchGame.form.facts).toMatchObject({ revoke: true, belote: false, claim: false });
    expect((games[2] as RulesetInfo).form.contracts[0]).toBe(50);
  });

  it('creates a tournament of each game, the target defaulting to the game’s and kept in its range', async () => {
    const cases: Array<[string | undefined, number]> = [
      [undefined, 2000],
      ['belote-coinchee', 2000],
      ['jass-coinche', 2000],
      ['cinch', 51],
    ];
    for (const [ruleset, target] of cases) {
      const created = await call('POST', '/api/tournaments', {
        name: `Tournoi ${ruleset ?? 'par défaut'}`,
        rounds: 3,
        pairing: 'swiss',
        ...(ruleset ? { ruleset } : {}),
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ ruleset: ruleset ?? 'marque-2018', target });
    }
    const tooHigh = await call('POST', '/api/tournaments', {
      name: 'Cinch à 2000',
      rounds: 3,
      pairing: 'swiss',
      ruleset: 'cinch',
      target: 2000,
    });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body).toMatchObject({
      details: [{ field: 'target', code: 'TARGET_OUT_OF_RANGE' }],
    });
    const unknown = await call('POST', '/api/tournaments', {
      name: 'Tarot',
      rounds: 3,
      pairing: 'swiss',
      ruleset: 'tarot',
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('ruleset');
  });

  it('changes the game before the first round, and refuses it after (409)', async () => {
    const created = await call('POST', '/api/tournaments', {
      name: 'Concours du samedi',
      rounds: 2,
      pairing: 'swiss',
    });
    const id = (created.body as TournamentView).id;
    const changed = await call('PATCH', `/api/tournaments/${id}`, { ruleset: 'cinch' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ ruleset: 'cinch', target: 51 });
    const target = await call('PATCH', `/api/tournaments/${id}`, { target: 61 });
    expect(target.body).toMatchObject({ ruleset: 'cinch', target: 61 });
    expect((await call('PATCH', `/api/tournaments/${id}`, { target: 1000 })).status).toBe(400);
    for (const name of ['Nord', 'Sud']) {
      await call('POST', `/api/tournaments/${id}/teams`, { name, players: ['a', 'b'] });
    }
    expect((await call('POST', `/api/tournaments/${id}/rounds`)).status).toBe(201);
    const late = await call('PATCH', `/api/tournaments/${id}`, { ruleset: 'belote-coinchee' });
    expect(late.status).toBe(409);
    expect(
      (await call('PATCH', `/api/tournaments/${id}`, { name: 'Concours' })).body,
    ).toMatchObject({ name: 'Concours', ruleset: 'cinch', target: 61 });
  });

  it('scores every worked example of belote coinchée, deal after deal', async () => {
    const { table } = await tournamentWithATable({ ruleset: 'belote-coinchee', target: 5000 });
    let totals = { A: 0, B: 0 };
    for (const [index, [facts, marks]] of BELOTE_EXAMPLES.entries()) {
      const response = await deal(table, index, facts);
      expect({ index, status: response.status, body: response.body }).toMatchObject({
        index,
        status: 201,
        body: { deal: { number: index + 1, marks } },
      });
      totals = { A: totals.A + marks.A, B: totals.B + marks.B };
      expect(response.body).toMatchObject({ game: { totals, finished: false } });
    }
    const sheet = (await api.http.request('GET', `/api/tables/${table.id}`)).body as TableView;
    expect(sheet.ruleset.id).toBe('belote-coinchee');
    expect(sheet.game.deals[3]).toMatchObject({ belote: 'A', made: true });
  });

  it('scores every worked example of Cinch, and ends a game at 51', async () => {
    const { table } = await tournamentWithATable({ ruleset: 'cinch', target: 500 });
    for (const [index, [facts, marks]] of CINCH_EXAMPLES.entries()) {
      const response = await deal(table, index, facts);
      expect({ index, status: response.status, body: response.body }).toMatchObject({
        index,
        status: 201,
        body: { deal: { marks } },
      });
    }
    const sheet = (await api.http.request('GET', `/api/tables/${table.id}`)).body as TableView;
    expect(sheet.game.deals[0]).not.toHaveProperty('doubling');
    expect(sheet.game.deals[6]).toMatchObject({ revoke: 'A' });

    const { table: short } = await tournamentWithATable({ ruleset: 'cinch' });
    const answers = [];
    for (const index of [0, 1, 2, 3]) answers.push(await deal(short, index, cinch(14, 14, 0)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(answers[3]?.body).toMatchObject({
      game: { totals: { A: 56, B: 0 }, finished: true, winner: 'A' },
    });
  });

  it('resolves a Cinch auction called one by one, the dealer last', async () => {
    const { table } = await tournamentWithATable({ ruleset: 'cinch' });
    const first = (table.firstDealer + 1) % 4;
    const seat = (n: number) => (first + n) % 4;
    const declarer = seat(2);
    const declaringTeam = declarer % 2 === 0 ? 'A' : 'B';
    const response = await deal(table, 0, {
      auction: [
        { seat: seat(0), type: 'bid', value: 5 },
        { seat: seat(1), type: 'pass' },
        { seat: seat(2), type: 'bid', value: 7, suit: 'spades' },
        { seat: seat(3), type: 'pass' },
      ],
      cardPoints: declaringTeam === 'A' ? { A: 12, B: 2 } : { A: 2, B: 12 },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      deal: { made: true, marks: declaringTeam === 'A' ? { A: 10, B: 0 } : { A: 0, B: 10 } },
    });
    const sheet = (await api.http.request('GET', `/api/tables/${table.id}`)).body as TableView;
    expect(sheet.game.deals[0]).toMatchObject({
      contract: { value: 7, suit: 'spades', declarer },
    });
    const coinche = await deal(table, 1, {
      auction: [{ seat: (table.firstDealer + 2) % 4, type: 'coinche' }],
      cardPoints: { A: 7, B: 7 },
    });
    expect(coinche.status).toBe(422);
  });

  it('refuses a fact the game does not have, at its field, in the referee’s language', async () => {
    const { table: cinchTable } = await tournamentWithATable({ ruleset: 'cinch' });
    const withBelote = await deal(cinchTable, 0, { ...cinch(7, 7, 7), belote: 'A' });
    expect(withBelote.status).toBe(422);
    expect(withBelote.body).toMatchObject({
      message: 'La belote n’existe pas dans ce jeu.',
      details: [{ field: 'belote', code: 'FACT_NOT_IN_GAME' }],
    });
    const impossible = await deal(cinchTable, 0, cinch(7, 4, 4), 'en');
    expect(impossible.status).toBe(422);
    expect(impossible.body).toMatchObject({
      details: [{ field: 'cardPoints', code: 'POINTS_IMPOSSIBLE' }],
    });
    expect((impossible.body as { message: string }).message).toMatch(/impossible/);
    const coinched = await deal(cinchTable, 0, { ...cinch(7, 7, 7), doubling: 'coinche' });
    expect(coinched.body).toMatchObject({
      message: 'La coinche n’existe pas dans ce jeu.',
      details: [{ field: 'doubling', code: 'FACT_NOT_IN_GAME' }],
    });

    const { table: beloteTable } = await tournamentWithATable({ ruleset: 'belote-coinchee' });
    const sixty = await deal(beloteTable, 0, belote(60, 'hearts', 0, 'none', 100));
    expect(sixty.status).toBe(422);
    expect(sixty.body).toMatchObject({
      message: 'Ce contrat n’existe pas dans ce jeu : de 80 à capot.',
      details: [{ field: 'contract.value', code: 'INVALID_CONTRACT_VALUE' }],
    });
    const claim = await deal(beloteTable, 0, {
      contract: { value: 80, suit: 'hearts', declarer: 0 },
      doubling: 'none',
      claim: { team: 'A', cardPointsSoFar: { A: 40, B: 0 }, tricksSoFar: [2, 0, 1, 0] },
    });
    expect(claim.body).toMatchObject({ details: [{ field: 'claim', code: 'FACT_NOT_IN_GAME' }] });
    const sum = await deal(beloteTable, 0, {
      ...belote(80, 'hearts', 0, 'none', 100),
      cardPoints: { A: 100, B: 57 },
    });
    expect(sum.body).toMatchObject({
      message: 'Les points des deux équipes font 162 ensemble.',
      details: [{ field: 'cardPoints', code: 'CARD_POINTS_SUM' }],
    });
    const revoke = await deal(
      beloteTable,
      0,
      { ...belote(80, 'hearts', 0, 'none', 100), revoke: 'B' },
      'en',
    );
    expect(revoke.body).toMatchObject({
      message: 'This game has no revoke.',
      details: [{ field: 'revoke', code: 'FACT_NOT_IN_GAME' }],
    });
    // Nothing was recorded by the refused deals.
    const sheet = (await api.http.request('GET', `/api/tables/${beloteTable.id}`))
      .body as TableView;
    expect(sheet.game.deals).toHaveLength(0);
  });

  it('plays Jass coinché from 50, all tricks counting 257', async () => {
    const { table } = await tournamentWithATable({ ruleset: 'jass-coinche' });
    const fifty = await deal(table, 0, {
      contract: { value: 50, suit: 'hearts', declarer: 0 },
      doubling: 'none',
      cardPoints: { A: 52, B: 105 },
    });
    expect(fifty.body).toMatchObject({ deal: { made: true, marks: { A: 100, B: 110 } } });
    const match = await deal(table, 1, {
      contract: { value: 'match', suit: 'clubs', declarer: 0 },
      doubling: 'none',
      cardPoints: { A: 157, B: 0 },
      allTricks: { team: 'A' },
    });
    expect(match.body).toMatchObject({ deal: { marks: { A: 510, B: 0 } } });
  });

  it('closes a Cinch round at the bell and says the game in the CSV files', async () => {
    const { tournament, table } = await tournamentWithATable({ ruleset: 'cinch' });
    expect((await deal(table, 0, cinch(7, 12, 2))).status).toBe(201);
    const closed = await call('POST', `/api/tournaments/${tournament.id}/rounds/1/close`);
    expect(closed.status).toBe(200);
    const sheet = (await api.http.request('GET', `/api/tables/${table.id}`)).body as TableView;
    expect(sheet.game).toMatchObject({ closedAtBell: true, winner: 'A', totals: { A: 10, B: 0 } });
    const deals = await api.http.request(
      'GET',
      `/api/tournaments/${tournament.id}/export/deals.csv`,
    );
    const [header, row] = deals.text.trim().split('\n');
    expect(header?.split(';').slice(-5)).toEqual([
      'Belote',
      'Renonce',
      'Jeu',
      'Feuille A',
      'Feuille B',
    ]);
    // The game by its name, as the screens say it; nobody has signed the sheet yet.
    expect(row?.endsWith(';Cinch (Double Pedro);;')).toBe(true);
    const english = await api.http.request(
      'GET',
      `/api/tournaments/${tournament.id}/export/standings.csv?lang=en`,
    );
    expect(english.text.trim().split('\n')[1]).toContain(',Cinch (Double Pedro),');
  });
});
