import { seededRandom } from '@marque/pairing';
import type {
  RoundState,
  RoundTableState,
  StandingRow,
  StartedRound,
  TeamRef,
} from '@marque/contracts';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';
import { connectSse } from './sse-client';

// A 9-round Swiss of 37 teams played through the HTTP API: a late entry joins at round 4, a
// team withdraws after round 5, round 1 is swapped and undone before play, every game is played
// deal by deal (the server scores them with libs/rules) except two closed at the bell in round 9.

const ADMIN = { email: 'swiss@marque.test', password: 'correct horse battery staple' };
const ROUNDS = 9;
const TIEBREAKS = ['buchholz', 'points-difference', 'points-for', 'head-to-head'];

/** A table as an organiser who runs the tournament lists it: with its referee code. */
type RoundTable = RoundTableState & { refereeCode: string };
type Round = Omit<RoundState, 'tables'> & { tables: RoundTable[] };
type StartedTable = StartedRound['tables'][number];

describe('a 9-round Swiss of 37 teams over HTTP', () => {
  let api: ApiUnderTest;
  // Seeded, so a failure can be replayed.
  const random = seededRandom(37);

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
  });

  afterAll(async () => {
    await api.close();
  });

  const call = <T>(method: string, path: string, body?: object, expected = 200) =>
    api.call<T>(method, path, body, expected);

  /** A random legal deal: a contract of 80 to 150, sometimes coinched, card points 20 to 137. */
  function randomDeal(dealer: number) {
    const declarer = Math.floor(random() * 4);
    const value = 80 + 10 * Math.floor(random() * 8);
    const doubling = random() < 0.2 ? 'coinche' : random() < 0.05 ? 'surcoinche' : 'none';
    const points = 20 + Math.floor(random() * 118);
    const declaringTeam = declarer % 2 === 0 ? 'A' : 'B';
    const cardPoints =
      declaringTeam === 'A' ? { A: points, B: 157 - points } : { A: 157 - points, B: points };
    return { dealer, contract: { value, suit: 'hearts', declarer }, doubling, cardPoints };
  }

  /** Plays a table's game to its end, as its referee. */
  async function playOut(table: RoundTable): Promise<void> {
    const referee = { 'x-referee-code': table.refereeCode };
    for (let index = 0; index < 200; index += 1) {
      const dealer = (table.firstDealer + index) % 4;
      const response = await api.http.request('POST', `/api/tables/${table.id}/deals`, {
        body: randomDeal(dealer),
        headers: referee,
      });
      expect(response.status).toBe(201);
      if ((response.body as { game: { finished: boolean } }).game.finished) return;
    }
    throw new Error(`The game at table ${table.number} did not end`);
  }

  it('pairs every round without rematch or second bye, and ranks by the chosen tiebreaks', async () => {
    const tournament = await call<{ id: string; tiebreaks: string[]; drawSeed?: number }>(
      'POST',
      '/api/tournaments',
      {
        name: 'Suisse de Martigny',
        rounds: ROUNDS,
        pairing: 'swiss',
        tiebreaks: TIEBREAKS,
        roundMinutes: 50,
        avoidSameClub: true,
      },
      201,
    );
    expect(tournament.tiebreaks).toEqual(TIEBREAKS);
    expect(tournament.drawSeed).toBeUndefined();
    const base = `/api/tournaments/${tournament.id}`;
    const register = (index: number) =>
      call<TeamRef>(
        'POST',
        `${base}/teams`,
        {
          name: `Équipe ${index}`,
          players: [`J${index}a`, `J${index}b`],
          club: `Club ${index % 12}`,
        },
        201,
      );
    const teams: TeamRef[] = [];
    for (let index = 1; index <= 37; index += 1) teams.push(await register(index));

    // Round 1 paired, two teams swapped, then the round undone and paired again: all before play.
    // The live stream tells each of these as it happens.
    const live = await connectSse(`${api.http.baseUrl}${base}/events`);
    const first = await call<StartedRound>('POST', `${base}/rounds`, {}, 201);
    expect(first.tables).toHaveLength(18);
    expect(first.bye).not.toBeNull();
    expect(Date.parse(first.endsAt ?? '') - Date.now()).toBeGreaterThan(49 * 60_000);
    const [tableOne, tableTwo] = first.tables as [StartedTable, StartedTable];
    const swapped = await call<Round>('POST', `${base}/rounds/1/swap`, {
      teamIds: [tableOne.teamA.id, tableTwo.teamB.id],
    });
    expect(swapped.tables[0]?.teamA.id).toBe(tableTwo.teamB.id);
    expect(swapped.tables[1]?.teamB.id).toBe(tableOne.teamA.id);
    await call('DELETE', `${base}/rounds/1`, undefined, 204);
    const audit = await call<Array<{ action: string }>>('GET', `${base}/rounds/audit`);
    expect(audit.map((entry) => entry.action)).toEqual([
      'round.undone',
      'round.teams-swapped',
      'round.started',
    ]);
    const roundEvents = (await live.waitForCount(3)).map((event) => ({
      type: event.event,
      data: JSON.parse(event.data) as { action: string; round: Round },
    }));
    live.close();
    expect(roundEvents.map((event) => [event.type, event.data.action])).toEqual([
      ['round', 'started'],
      ['round', 'swapped'],
      ['round', 'undone'],
    ]);
    expect(roundEvents[1]?.data.round.tables[0]?.teamA.id).toBe(tableTwo.teamB.id);
    expect(JSON.stringify(roundEvents)).not.toContain(tableOne.refereeCode);

    const met = new Map<string, Set<string>>();
    const byes = new Map<string, number>();
    let withdrawn: TeamRef | null = null;
    let lateEntry: TeamRef | null = null;
    let lastRound: { tables: RoundTable[]; codes: Map<string, string> } = {
      tables: [],
      codes: new Map(),
    };
    for (let number = 1; number <= ROUNDS; number += 1) {
      if (number === 4) {
        lateEntry = await register(38);
        teams.push(lateEntry);
      }
      if (number === 6) {
        withdrawn = teams[5] as TeamRef;
        await call('PATCH', `${base}/teams/${withdrawn.id}`, { withdrawn: true });
      }
      const before = await call<StandingRow[]>('GET', `${base}/standings`);
      const started = await call<StartedRound>('POST', `${base}/rounds`, {}, 201);
      const round = await call<Round>('GET', `${base}/rounds/${number}`);

      // Everyone still in plays exactly once; the late entry from round 4, the withdrawn team until round 5.
      const playing = round.tables.flatMap((table) => [table.teamA.id, table.teamB.id]);
      if (round.bye) playing.push(round.bye.id);
      const expected = teams.filter(
        (team) => (team !== lateEntry || number >= 4) && (team !== withdrawn || number < 6),
      );
      expect([...playing].sort()).toEqual(expected.map((team) => team.id).sort());
      expect(started.tables.map((table) => table.number)).toEqual(
        round.tables.map((_, index) => index + 1),
      );
      // Leaders at table 1: it seats a team with the best score before the round.
      const topScore = Math.max(
        ...before.filter((row) => !row.team.withdrawn).map((row) => row.score),
      );
      const scoreOf = new Map(before.map((row) => [row.team.id, row.score]));
      const tableOneScores = [round.tables[0]?.teamA.id, round.tables[0]?.teamB.id].map(
        (id) => scoreOf.get(id ?? '') ?? 0,
      );
      expect(Math.max(...tableOneScores)).toBe(topScore);

      for (const table of round.tables) {
        const [a, b] = [table.teamA.id, table.teamB.id];
        expect(met.get(a)?.has(b) ?? false).toBe(false);
        met.set(a, (met.get(a) ?? new Set()).add(b));
        met.set(b, (met.get(b) ?? new Set()).add(a));
      }
      if (round.bye) byes.set(round.bye.id, (byes.get(round.bye.id) ?? 0) + 1);

      // Play; in the last round two games are still running at the bell.
      const atTheBell = number === ROUNDS ? round.tables.slice(-2) : [];
      const codes = new Map(started.tables.map((table) => [table.id, table.refereeCode]));
      await Promise.all(
        round.tables
          .filter((table) => !atTheBell.includes(table))
          .map((table) => playOut({ ...table, refereeCode: codes.get(table.id) ?? '' })),
      );
      if (number === ROUNDS) lastRound = { tables: atTheBell, codes };
    }

    // The bell of round 9: one game has no deal (0–0, a draw), one has B ahead.
    const [drawn, ahead] = lastRound.tables as [RoundTable, RoundTable];
    const response = await api.http.request('POST', `/api/tables/${ahead.id}/deals`, {
      body: {
        dealer: ahead.firstDealer,
        contract: { value: 80, suit: 'spades', declarer: 1 },
        doubling: 'none',
        cardPoints: { A: 60, B: 97 },
      },
      headers: { 'x-referee-code': lastRound.codes.get(ahead.id) ?? '' },
    });
    expect(response.status).toBe(201);
    const early = await api.http.request('POST', `${base}/rounds`, { headers: api.organiser });
    expect(early.status).toBe(409);
    const closed = await call<Round>('POST', `${base}/rounds/${ROUNDS}/close`);
    expect(closed.closedAt).not.toBeNull();
    const closedTable = (id: string) => closed.tables.find((table) => table.id === id);
    expect(closedTable(drawn.id)).toMatchObject({
      finished: true,
      winner: null,
      closedAtBell: true,
    });
    expect(closedTable(ahead.id)).toMatchObject({
      finished: true,
      winner: 'B',
      closedAtBell: true,
      totals: { A: 60, B: 180 },
    });
    const afterTheBell = await api.http.request('POST', `/api/tables/${ahead.id}/deals`, {
      body: { dealer: (ahead.firstDealer + 1) % 4, passedOut: true },
      headers: { 'x-referee-code': lastRound.codes.get(ahead.id) ?? '' },
    });
    expect(afterTheBell.status).toBe(409);
    const bellAudit = await call<Array<{ action: string; tableId: string | null; after: unknown }>>(
      'GET',
      `${base}/rounds/audit`,
    );
    // The bell's three entries come first (one transaction: in any order among themselves).
    expect(
      bellAudit
        .slice(0, 3)
        .map((entry) => [entry.action, entry.tableId])
        .sort(),
    ).toEqual(
      [
        ['game.closed-at-bell', drawn.id],
        ['game.closed-at-bell', ahead.id],
        ['round.closed', null],
      ].sort(),
    );
    expect(bellAudit.find((entry) => entry.action === 'round.closed')?.after).toEqual({
      number: ROUNDS,
    });

    expect([...byes.values()].every((count) => count === 1)).toBe(true);
    expect(byes.size).toBe(7); // 37 teams in rounds 1–3 and 6–9

    // Standings: recomputed here from the rounds, then ranked as documented.
    const rounds = await call<Round[]>('GET', `${base}/rounds`);
    const standings = await call<StandingRow[]>('GET', `${base}/standings`);
    expect(standings.map((row) => row.rank)).toEqual(standings.map((_, index) => index + 1));
    const expectedRows = recount(rounds, teams);
    for (const row of standings) {
      expect(row).toMatchObject(expectedRows.get(row.team.id) as object);
    }
    expect(standings.find((row) => row.team.id === withdrawn?.id)?.team.withdrawn).toBe(true);
    const late = standings.find((row) => row.team.id === lateEntry?.id);
    // Rounds 4 to 9: six games, or five and a bye; no points for the rounds it missed.
    expect((late?.played ?? 0) + (late?.byes ?? 0)).toBe(6);
    // Games won, then Buchholz, points difference, points for (head-to-head and the draw after).
    const key = (row: StandingRow) => [
      row.score,
      row.buchholz,
      row.pointsDifference,
      row.pointsFor,
    ];
    const misordered = standings.slice(1).filter((row, index) => {
      const [upper, lower] = [key(standings[index] as StandingRow), key(row)];
      const firstDifference = upper.findIndex((value, at) => value !== lower[at]);
      return (
        firstDifference >= 0 &&
        (upper[firstDifference] as number) < (lower[firstDifference] as number)
      );
    });
    expect(misordered).toEqual([]);

    // The same standings and every deal, as CSV for a spreadsheet.
    const standingsCsv = await api.http.request('GET', `${base}/export/standings.csv?lang=en`);
    expect(standingsCsv.status).toBe(200);
    expect(standingsCsv.text.startsWith('\uFEFF')).toBe(true);
    const csvLines = standingsCsv.text.slice(1).trim().split('\n');
    expect(csvLines[0]).toBe(
      'rank,team,withdrawn,score,played,won,drawn,lost,byes,pointsFor,pointsAgainst,pointsDifference,buchholz,game,ranking,byeRule,byePoints,pool,poolRank,placing,stage,walkovers,forfeits',
    );
    expect(csvLines.slice(1).map((line) => line.split(',')[1])).toEqual(
      standings.map((row) => row.team.name),
    );
    const dealsCsv = await api.http.request('GET', `${base}/export/deals.csv`);
    const dealLines = dealsCsv.text.trim().split('\n');
    const sheets = await Promise.all(
      rounds
        .flatMap((round) => round.tables)
        .map((table) => call<{ game: { deals: unknown[] } }>('GET', `/api/tables/${table.id}`)),
    );
    expect(dealLines).toHaveLength(
      1 + sheets.reduce((sum, sheet) => sum + sheet.game.deals.length, 0),
    );
  }, 240_000);
});

/** Each team's record from the rounds' tables: what the standings must show. */
function recount(rounds: Round[], teams: TeamRef[]) {
  const rows = new Map(
    teams.map((team) => [
      team.id,
      {
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        byes: 0,
        pointsFor: 0,
        pointsAgainst: 0,
        score: 0,
        buchholz: 0,
      },
    ]),
  );
  const opponents = new Map<string, string[]>(teams.map((team) => [team.id, []]));
  for (const round of rounds) {
    if (round.bye) {
      const row = rows.get(round.bye.id);
      if (row) {
        row.byes += 1;
        row.score += 1;
      }
    }
    for (const table of round.tables) {
      for (const side of ['A', 'B'] as const) {
        const team = side === 'A' ? table.teamA : table.teamB;
        const other = side === 'A' ? table.teamB : table.teamA;
        const row = rows.get(team.id);
        if (!row) continue;
        row.played += 1;
        row.pointsFor += table.totals[side];
        row.pointsAgainst += table.totals[side === 'A' ? 'B' : 'A'];
        if (table.winner === null) {
          row.drawn += 1;
          row.score += 0.5;
        } else if (table.winner === side) {
          row.won += 1;
          row.score += 1;
        } else row.lost += 1;
        opponents.get(team.id)?.push(other.id);
      }
    }
  }
  for (const [id, row] of rows) {
    row.buchholz = (opponents.get(id) ?? []).reduce(
      (sum, opponent) => sum + (rows.get(opponent)?.score ?? 0),
      0,
    );
  }
  return rows;
}
