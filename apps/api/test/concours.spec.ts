import type {
  GameSummary,
  RecordDealResponse,
  RoundState,
  StandingRow,
  StartedRound,
  TableView,
  TournamentView,
} from '@marque/contracts';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';

// The classic French concours through the HTTP API: games of N deals ("parties en 12 donnes")
// with no target, ranked on the points marked across the games, byes scored by the organiser's
// rule (issue 15).

const ADMIN = { email: 'concours@marque.test', password: 'correct horse battery staple' };

type StartedTable = StartedRound['tables'][number];

/** Belote coinchée deals, each with what it marks. */
const PASSED = { passedOut: true };
/** A made 80 by the team of `declarer`: 80 to it. */
const made80 = (declarer: number) => ({
  contract: { value: 80, suit: 'hearts', declarer },
  cardPoints: declarer % 2 === 0 ? { A: 82, B: 80 } : { A: 80, B: 82 },
});
/** A made 160 by team A (seat 0): 160 to A. */
const MADE_160_BY_A = {
  contract: { value: 160, suit: 'spades', declarer: 0 },
  cardPoints: { A: 160, B: 2 },
};
/** A capot by team B (seat 1): 250 to B. */
const CAPOT_BY_B = {
  contract: { value: 'capot', suit: 'clubs', declarer: 1 },
  allTricks: { team: 'B' },
  cardPoints: { A: 0, B: 162 },
};
/** A capot by team A (seat 0): 250 to A. */
const CAPOT_BY_A = {
  contract: { value: 'capot', suit: 'clubs', declarer: 0 },
  allTricks: { team: 'A' },
  cardPoints: { A: 162, B: 0 },
};

describe('a concours over HTTP: games of N deals, ranking on points, byes by rule', () => {
  let api: ApiUnderTest;

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
  });

  afterAll(async () => {
    await api.close();
  });

  const call = <T>(method: string, path: string, body?: object, expected = 200) =>
    api.call<T>(method, path, body, expected);

  /** A belote coinchée tournament with `options`, and `teams` teams registered. */
  async function concours(options: object, teams: number): Promise<TournamentView> {
    const tournament = await call<TournamentView>(
      'POST',
      '/api/tournaments',
      {
        name: 'Concours de la Saint-Jean',
        rounds: 4,
        pairing: 'swiss',
        ruleset: 'belote-coinchee',
        ...options,
      },
      201,
    );
    for (let index = 1; index <= teams; index += 1)
      await call(
        'POST',
        `/api/tournaments/${tournament.id}/teams`,
        { name: `Doublette ${index}`, players: [`J${index}a`, `J${index}b`] },
        201,
      );
    return tournament;
  }

  const startRound = (id: string) =>
    call<StartedRound>('POST', `/api/tournaments/${id}/rounds`, {}, 201);

  /** Records deal `index` (0-based) of a table as its referee; the answer as it came. */
  function deal(table: StartedTable, index: number, facts: object) {
    return api.http.request('POST', `/api/tables/${table.id}/deals`, {
      headers: { 'x-referee-code': table.refereeCode },
      body: { dealer: (table.firstDealer + index) % 4, ...facts },
    });
  }

  /** Plays the deals in order; the game as the last one left it. */
  async function play(table: StartedTable, deals: object[], from = 0): Promise<GameSummary> {
    let game: GameSummary | null = null;
    for (const [offset, facts] of deals.entries()) {
      const response = await deal(table, from + offset, facts);
      if (response.status !== 201)
        throw new Error(`deal ${from + offset + 1}: ${response.status} ${response.text}`);
      game = (response.body as RecordDealResponse).game;
    }
    if (!game) throw new Error('no deal played');
    return game;
  }

  it('creates a concours of 12-deal games without a target, ranked on points, a bye scoring half a game', async () => {
    const created = await concours(
      { dealsPerGame: 12, ranking: 'points', byeRule: { rule: 'half-game' } },
      0,
    );
    expect(created).toMatchObject({
      ruleset: 'belote-coinchee',
      target: null,
      dealsPerGame: 12,
      passedOutCounts: true,
      ranking: 'points',
      byeRule: { rule: 'half-game' },
      // Half of the 12 × 162 card points of a game.
      byePoints: 972,
    });
    expect(await call('GET', `/api/tournaments/${created.id}`)).toEqual(created);
  });

  it('keeps the old defaults when none of the new options is given', async () => {
    const plain = await call<TournamentView>(
      'POST',
      '/api/tournaments',
      { name: 'Open', rounds: 3, pairing: 'swiss' },
      201,
    );
    expect(plain).toMatchObject({
      target: 2000,
      dealsPerGame: null,
      passedOutCounts: true,
      ranking: 'wins',
      byeRule: null,
      byePoints: null,
    });
  });

  it.each([
    [{ target: null }, 'target', 'GAME_WITHOUT_END'],
    [
      { dealsPerGame: 12, byeRule: { rule: 'half-game', points: 10 } },
      'byeRule.points',
      'BYE_POINTS_NOT_IN_RULE',
    ],
    [{ dealsPerGame: 12, target: 100 }, 'target', 'TARGET_OUT_OF_RANGE'],
  ])('refuses %j: 400 on %s (%s)', async (options, field, code) => {
    const response = await api.http.request('POST', '/api/tournaments', {
      headers: api.organiser,
      body: { name: 'Refusé', rounds: 3, pairing: 'swiss', ruleset: 'belote-coinchee', ...options },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ details: [{ field, code }] });
  });

  it.each([
    [{ dealsPerGame: 0 }, 'dealsPerGame'],
    [{ dealsPerGame: 2.5 }, 'dealsPerGame'],
    [{ ranking: 'goals' }, 'ranking'],
    [{ passedOutCounts: null }, 'passedOutCounts'],
    [{ byeRule: { rule: 'fixed' } }, 'byeRule.points'],
    [{ byeRule: { rule: 'coin-toss' } }, 'byeRule.rule'],
    [{ byeRule: 'half-game' }, 'byeRule'],
  ])('refuses the shape %j: 400 naming %s', async (options, field) => {
    const response = await api.http.request('POST', '/api/tournaments', {
      headers: api.organiser,
      body: { name: 'Refusé', rounds: 3, pairing: 'swiss', ...options },
    });
    expect(response.status).toBe(400);
    expect((response.body as { details: Array<{ field: string }> }).details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field })]),
    );
  });

  it('changes the format before round 1, not after (409); the name still changes', async () => {
    const tournament = await concours({}, 2);
    const path = `/api/tournaments/${tournament.id}`;
    const changed = await call<TournamentView>('PATCH', path, {
      dealsPerGame: 12,
      target: null,
      passedOutCounts: false,
      ranking: 'points',
      byeRule: { rule: 'fixed', points: 500 },
    });
    expect(changed).toMatchObject({
      target: null,
      dealsPerGame: 12,
      passedOutCounts: false,
      ranking: 'points',
      byeRule: { rule: 'fixed', points: 500 },
      byePoints: 500,
    });
    await startRound(tournament.id);
    for (const body of [{ ranking: 'wins' }, { byeRule: null }, { dealsPerGame: 10 }]) {
      const refused = await api.http.request('PATCH', path, { headers: api.organiser, body });
      expect(refused.status).toBe(409);
    }
    const renamed = await call<TournamentView>('PATCH', path, {
      name: 'Concours du soir',
      ranking: 'points',
    });
    expect(renamed).toMatchObject({
      name: 'Concours du soir',
      dealsPerGame: 12,
      ranking: 'points',
    });
  });

  it('ends a game after its 12th deal whatever the totals: the sheet says 12 of 12, a 13th deal is a 409', async () => {
    const tournament = await concours({ dealsPerGame: 12 }, 2);
    const [table] = (await startRound(tournament.id)).tables as [StartedTable];
    const eleven = await play(table, [made80(0), ...Array(10).fill(PASSED)]);
    expect(eleven).toMatchObject({ finished: false, dealsCounted: 11 });
    const twelfth = await play(table, [made80(1)], 11);
    expect(twelfth).toMatchObject({
      totals: { A: 80, B: 80 },
      finished: true,
      winner: null,
      dealsCounted: 12,
    });
    expect((await deal(table, 12, made80(0))).status).toBe(409);

    const sheet = await call<TableView>('GET', `/api/tables/${table.id}`);
    expect(sheet).toMatchObject({ target: null, dealsPerGame: 12, nextDealer: null });
    expect(sheet.game).toMatchObject({ finished: true, winner: null, dealsCounted: 12 });
    const [round] = await call<RoundState[]>('GET', `/api/tournaments/${tournament.id}/rounds`);
    expect(round?.tables[0]).toMatchObject({
      dealCount: 12,
      dealsCounted: 12,
      finished: true,
      winner: null,
    });

    // A draw is a finished game: it counts half for each, and the next round can start.
    const standings = await call<StandingRow[]>(
      'GET',
      `/api/tournaments/${tournament.id}/standings`,
    );
    expect(standings.map((row) => [row.drawn, row.score])).toEqual([
      [1, 0.5],
      [1, 0.5],
    ]);
    await startRound(tournament.id);
  });

  it('writes CSV files French Excel opens in columns, and English ones when asked', async () => {
    const empty = await concours({ dealsPerGame: 5 }, 0);
    const bare = await api.http.request('GET', `/api/tournaments/${empty.id}/export/standings.csv`);
    expect(bare.text).toBe(
      '\uFEFFRang;Équipe;Retirée;Score;Jouées;Gagnées;Nulles;Perdues;Exempts;Points pour;Points contre;Différence;Buchholz;Jeu;Classement;Règle des exempts;Points des exempts;Poule;Rang en poule;Place finale;Parcours;Gagnées par forfait;Forfaits\n',
    );

    const tournament = await concours({ dealsPerGame: 5 }, 2);
    const [table] = (await startRound(tournament.id)).tables as [StartedTable];
    const coinched = (declarer: number) => ({ ...made80(declarer), doubling: 'coinche' });
    const game = await play(table, [coinched(0), coinched(1), CAPOT_BY_A, CAPOT_BY_B, PASSED]);
    expect(game).toMatchObject({ finished: true, winner: null });
    const file = async (name: string, query = '', headers: Record<string, string> = {}) => {
      const response = await api.http.request(
        'GET',
        `/api/tournaments/${tournament.id}/export/${name}${query}`,
        { headers },
      );
      expect(response.status).toBe(200);
      expect(response.text.startsWith('\uFEFF')).toBe(true);
      return response.text.slice(1).trimEnd().split('\n');
    };

    // French by default: `;`, a decimal comma, French headers and words.
    const [frHead, ...frRows] = await file('standings.csv');
    expect(frHead?.split(';').slice(0, 4)).toEqual(['Rang', 'Équipe', 'Retirée', 'Score']);
    expect(frRows.map((row) => row.split(';')[3])).toEqual(['0,5', '0,5']);
    const [dealsHead, ...deals] = await file('deals.csv', '?lang=fr');
    expect(dealsHead?.split(';').slice(0, 11)).toEqual([
      'Tour',
      'Table',
      'Équipe A',
      'Équipe B',
      'Donne',
      'Donneur',
      'Type',
      'Contrat',
      'Atout',
      'Preneur',
      'Coinche',
    ]);
    const column = (name: string) =>
      deals.map((row) => row.split(';')[dealsHead?.split(';').indexOf(name) ?? -1]);
    expect(column('Type')).toEqual(['jouée', 'jouée', 'jouée', 'jouée', 'donne nulle']);
    expect(column('Contrat')).toEqual(['80', '80', 'Capot', 'Capot', '']);
    expect(column('Atout')).toEqual(['cœur', 'cœur', 'trèfle', 'trèfle', '']);
    expect(column('Coinche').slice(0, 2)).toEqual(['coinchée', 'coinchée']);
    expect(column('Réussie').slice(0, 4)).toEqual(['oui', 'oui', 'oui', 'oui']);
    // Dealer and declarer by the player's name (players are registered as J1a, J1b…).
    expect(column('Donneur').every((name) => /^J\d+[ab]$/.test(name ?? ''))).toBe(true);
    expect(
      column('Preneur')
        .slice(0, 4)
        .every((name) => /^J\d+[ab]$/.test(name ?? '')),
    ).toBe(true);
    expect(column('Preneur')[4]).toBe('');

    // English when asked (lang=en, or Accept-Language): `,`, a decimal point, the API's words.
    for (const [query, headers] of [
      ['?lang=en', {}],
      ['', { 'accept-language': 'en-GB,en;q=0.9' }],
    ] as const) {
      const [enHead, ...enRows] = await file('standings.csv', query, headers);
      expect(enHead).toBe(
        'rank,team,withdrawn,score,played,won,drawn,lost,byes,pointsFor,pointsAgainst,pointsDifference,buchholz,game,ranking,byeRule,byePoints,pool,poolRank,placing,stage,walkovers,forfeits',
      );
      expect(enRows.map((row) => row.split(',')[3])).toEqual(['0.5', '0.5']);
      const [enDealsHead, ...enDeals] = await file('deals.csv', query, headers);
      const cells = enDeals.map((row) => row.split(','));
      const at = (name: string) => enDealsHead?.split(',').indexOf(name) ?? -1;
      expect(cells.map((row) => row[at('kind')])).toEqual([
        'played',
        'played',
        'played',
        'played',
        'passed-out',
      ]);
      expect(cells.map((row) => row[at('suit')])).toEqual([
        'hearts',
        'hearts',
        'clubs',
        'clubs',
        '',
      ]);
      expect(cells[2]?.[at('contract')]).toBe('capot');
      expect(cells[0]?.[at('doubling')]).toBe('coinche');
      expect(cells[0]?.[at('made')]).toBe('yes');
    }
  });

  it('gives equal totals after the last deal to the last declarer when the tournament says so at the bell', async () => {
    const tournament = await concours({ dealsPerGame: 2, tieAtBell: 'last-declarer' }, 2);
    const [table] = (await startRound(tournament.id)).tables as [StartedTable];
    const game = await play(table, [CAPOT_BY_A, CAPOT_BY_B]);
    expect(game).toMatchObject({ totals: { A: 250, B: 250 }, finished: true, winner: 'B' });
  });

  it('does not count passed-out deals when the tournament says so', async () => {
    const tournament = await concours({ dealsPerGame: 2, passedOutCounts: false }, 2);
    const [table] = (await startRound(tournament.id)).tables as [StartedTable];
    const game = await play(table, [PASSED, made80(0), PASSED]);
    expect(game).toMatchObject({ finished: false, dealsCounted: 1 });
    const [round] = await call<RoundState[]>('GET', `/api/tournaments/${tournament.id}/rounds`);
    expect(round?.tables[0]).toMatchObject({ dealCount: 3, dealsCounted: 1 });
    expect(await play(table, [made80(1)], 3)).toMatchObject({
      totals: { A: 80, B: 80 },
      finished: true,
      dealsCounted: 2,
    });
  });

  it('keeps at the bell the result of a game whose deals are played, a draw included, and ends the others', async () => {
    const tournament = await concours({ dealsPerGame: 12 }, 4);
    const [first, second] = (await startRound(tournament.id)).tables as [
      StartedTable,
      StartedTable,
    ];
    await play(first, Array(12).fill(PASSED));
    await play(second, [made80(0)]);
    const closed = await call<RoundState>(
      'POST',
      `/api/tournaments/${tournament.id}/rounds/1/close`,
      {},
    );
    expect(closed.tables).toMatchObject([
      { number: 1, finished: true, winner: null, closedAtBell: false },
      { number: 2, finished: true, winner: 'A', closedAtBell: true, totals: { A: 80, B: 0 } },
    ]);
  });

  it('names the tables where play has started, those ended at the bell without a deal too', async () => {
    const tournament = await concours({ dealsPerGame: 12 }, 4);
    const [first] = (await startRound(tournament.id)).tables as [StartedTable, StartedTable];
    await call('POST', `/api/tournaments/${tournament.id}/rounds/1/close`, {});
    const swap = await api.http.request('POST', `/api/tournaments/${tournament.id}/rounds/1/swap`, {
      headers: api.organiser,
      body: { teamIds: [first.teamA.id, first.teamB.id] },
    });
    expect(swap.status).toBe(409);
    expect(swap.body).toMatchObject({
      code: 'ROUND_STARTED_AT_TABLES',
      params: { tables: '1' },
      message: 'Play has started at table 1: the round can no longer be changed there',
    });
  });

  it('needs two teams to start a round', async () => {
    const tournament = await concours({ dealsPerGame: 12 }, 1);
    const response = await api.http.request('POST', `/api/tournaments/${tournament.id}/rounds`, {
      headers: api.organiser,
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'NOT_ENOUGH_TEAMS' });
  });

  it('ranks on the points marked: a team that lost with 160 stands above one that won with 80; the bye scores half a game', async () => {
    const tournament = await concours(
      { dealsPerGame: 2, ranking: 'points', byeRule: { rule: 'half-game' } },
      5,
    );
    expect(tournament.byePoints).toBe(162);
    const round = await startRound(tournament.id);
    const [first, second] = round.tables as [StartedTable, StartedTable];
    // Table 1: B's capot, then A's 160: B wins 250–160. Table 2: C's 80 and a passed-out deal.
    expect(await play(first, [CAPOT_BY_B, MADE_160_BY_A])).toMatchObject({ winner: 'B' });
    expect(await play(second, [made80(0), PASSED])).toMatchObject({ winner: 'A' });
    const byeTeam = round.bye?.name;

    const standings = await call<StandingRow[]>(
      'GET',
      `/api/tournaments/${tournament.id}/standings`,
    );
    expect(standings.map((row) => [row.team.name, row.pointsFor, row.score])).toEqual([
      [first.teamB.name, 250, 1],
      [byeTeam, 162, 1],
      [first.teamA.name, 160, 0],
      [second.teamA.name, 80, 1],
      [second.teamB.name, 0, 0],
    ]);

    const csv = await api.http.request(
      'GET',
      `/api/tournaments/${tournament.id}/export/standings.csv`,
    );
    const [header, leader] = csv.text.trim().split('\n');
    expect(header).toMatch(/;Jeu;Classement;Règle des exempts;Points des exempts;Poule;/);
    // Words in the reader's language, never the API's ids (issue 24).
    expect(leader).toMatch(/;Belote coinchée;points marqués;demi-partie;162;;;;;0;0$/);
  });

  it("scores a bye the average of its round's games", async () => {
    const tournament = await concours(
      { dealsPerGame: 1, ranking: 'points', byeRule: { rule: 'round-average' } },
      3,
    );
    expect(tournament.byePoints).toBeNull();
    const round = await startRound(tournament.id);
    await play(round.tables[0] as StartedTable, [made80(0)]);
    const standings = await call<StandingRow[]>(
      'GET',
      `/api/tournaments/${tournament.id}/standings`,
    );
    // 80 and 0 marked in the round: 40 a team.
    expect(standings.find((row) => row.team.id === round.bye?.id)).toMatchObject({
      byes: 1,
      pointsFor: 40,
    });
  });

  it('plays a 4 × 12 concours of 10 teams: no rematch, each round paired on the points so far', async () => {
    const tournament = await concours({ dealsPerGame: 12, ranking: 'points' }, 10);
    const met = new Set<string>();
    const standingsOf = () =>
      call<StandingRow[]>('GET', `/api/tournaments/${tournament.id}/standings`);
    const leaders: Array<[string | undefined, string | undefined]> = [];
    for (let number = 1; number <= 4; number += 1) {
      const [leader] = await standingsOf();
      const round = await startRound(tournament.id);
      expect(round.tables).toHaveLength(5);
      if (number > 1) leaders.push([round.tables[0]?.teamA.id, leader?.team.id]);
      for (const table of round.tables) {
        const pair = [table.teamA.id, table.teamB.id].sort().join();
        expect(met.has(pair)).toBe(false);
        met.add(pair);
        // Seat 0 declares 80s, as many as the table's number and round say, the rest passed out.
        const made = (table.number + number) % 6;
        await play(table, [...Array(made).fill(made80(0)), ...Array(12 - made).fill(PASSED)]);
      }
    }
    // From round 2, the leader on points sits at table 1.
    for (const [atTableOne, leader] of leaders) expect(atTableOne).toBe(leader);
    const standings = await standingsOf();
    expect(standings.every((row) => row.played === 4)).toBe(true);
    const points = standings.map((row) => row.pointsFor);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    // 240 deals over HTTP: some 6 s alone, past 30 s beside `npm test`'s builds on two cores.
  }, 120_000);
});
