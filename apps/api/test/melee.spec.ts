import type {
  EntrantView,
  MeleeRoundsView,
  PersonHistory,
  PersonView,
  RegisteredEntrant,
  StandingRow,
  StartedRound,
  TournamentView,
} from '@marque/contracts';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';

// A mêlée over HTTP: players entered alone (people of the registry), partners and tables drawn
// each round by libs/pairing's drawMelee, games of one deal, the bye rule's 100 points for each
// round sat out, a withdrawal and a late arrival, and the individual standings and CSV.

const ADMIN = { email: 'melee@marque.test', password: 'correct horse battery staple' };

type Table = StartedRound['tables'][number];

/** North (pair A) takes 80 in hearts and makes it with 100 of the 157 card points. */
const NORTH_MAKES_80 = {
  contract: { value: 80, suit: 'hearts', declarer: 0 },
  cardPoints: { A: 100, B: 57 },
};

describe('a mêlée over HTTP', () => {
  let api: ApiUnderTest;

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
  });

  afterAll(async () => {
    await api.close();
  });

  const call = <T>(method: string, path: string, body?: object, expected = 200) =>
    api.call<T>(method, path, body, expected);

  /** A mêlée of games of one deal, whose sit-outs score 100 points. */
  function createMelee(name: string, rounds: number, pairing = 'random') {
    return call<TournamentView>(
      'POST',
      '/api/tournaments',
      {
        name,
        rounds,
        entry: 'individual',
        pairing,
        dealsPerGame: 1,
        byeRule: { rule: 'fixed', points: 100 },
      },
      201,
    );
  }

  /** Each table's one deal: a made 80 of pair A (North), which wins it. */
  async function playRound(tables: Table[]): Promise<void> {
    for (const table of tables) {
      const response = await api.http.request('POST', `/api/tables/${table.id}/deals`, {
        headers: { 'x-referee-code': table.refereeCode },
        body: { dealer: table.firstDealer, ...NORTH_MAKES_80 },
      });
      if (response.status !== 201) throw new Error(response.text);
      expect((response.body as { game: { finished: boolean } }).game.finished).toBe(true);
    }
  }

  it('refuses a round robin or pools for a mêlée, and a random draw for teams, naming pairing', async () => {
    for (const [entry, pairing] of [
      ['individual', 'round-robin'],
      ['individual', 'pools-knockout'],
      ['teams', 'random'],
    ]) {
      const response = await api.http.request('POST', '/api/tournaments', {
        headers: api.organiser,
        body: { name: 'Mêlée', rounds: 3, entry, pairing },
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        code: 'PAIRING_NOT_FOR_ENTRY',
        details: [{ field: 'pairing', code: 'PAIRING_NOT_FOR_ENTRY', params: { entry } }],
      });
    }
    const wrongEntry = await api.http.request('POST', '/api/tournaments', {
      headers: api.organiser,
      body: { name: 'Mêlée', rounds: 3, entry: 'alone', pairing: 'swiss' },
    });
    expect(wrongEntry.status).toBe(400);
    expect(JSON.stringify(wrongEntry.body)).toContain('"field":"entry"');
  });

  it('draws 14 players over 3 rounds: no partner twice, sit-outs spread and scored, a withdrawal and a late arrival', async () => {
    const melee = await createMelee('Mêlée de la Saint-Martin', 3);
    expect(melee).toMatchObject({ entry: 'individual', pairing: 'random' });
    expect(melee.tiebreaks).toEqual(['points-for', 'points-difference', 'buchholz']);
    const fetched = await call<TournamentView>('GET', `/api/tournaments/${melee.id}`);
    expect(fetched.entry).toBe('individual');
    const teams = await call<TournamentView>(
      'POST',
      '/api/tournaments',
      { name: 'Doublettes', rounds: 1, pairing: 'swiss' },
      201,
    );
    expect(teams.entry).toBe('teams');

    // One player picked from the registry, one new with a licence, twelve written names.
    const known = await call<{ id: string }>(
      'POST',
      '/api/people',
      { firstName: 'Ana', lastName: 'Rey', club: 'CC Sion' },
      201,
    );
    const players = '/api/tournaments/' + melee.id + '/players';
    const picked = await call<RegisteredEntrant>('POST', players, { id: known.id }, 201);
    expect(picked).toMatchObject({ personId: known.id, name: 'Ana Rey', newPerson: false });
    const licensed = await call<RegisteredEntrant>(
      'POST',
      players,
      { firstName: 'Bruno', lastName: 'Roy', licence: 'FFB777', club: 'CC Brest' },
      201,
    );
    expect(licensed).toMatchObject({ name: 'Bruno Roy', club: 'CC Brest', newPerson: true });
    for (let n = 3; n <= 14; n += 1)
      await call('POST', players, { name: `Joueur ${String(n).padStart(2, '0')}` }, 201);

    const twice = await api.http.request('POST', players, {
      headers: api.organiser,
      body: { id: known.id },
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'PERSON_ALREADY_IN_TOURNAMENT' });
    const team = await api.http.request('POST', `/api/tournaments/${melee.id}/teams`, {
      headers: api.organiser,
      body: { name: 'Les As', players: ['A', 'B'] },
    });
    expect(team.status).toBe(422);
    expect(team.body).toMatchObject({ code: 'NOT_FOR_A_MELEE' });
    const notMelee = await api.http.request('GET', `/api/tournaments/${teams.id}/players`);
    expect(notMelee.status).toBe(422);
    expect(notMelee.body).toMatchObject({ code: 'NOT_A_MELEE' });

    const entrants = await call<EntrantView[]>('GET', players);
    expect(entrants).toHaveLength(14);
    const idOf = (name: string) => entrants.find((entrant) => entrant.name === name)?.id as string;

    // Round 1: 14 present, 3 tables and 2 sit-outs.
    const round1 = await call<StartedRound>('POST', `/api/tournaments/${melee.id}/rounds`, {}, 201);
    expect(round1.tables).toHaveLength(3);
    expect(round1.bye).toBeNull();
    await playRound(round1.tables);

    // Between rounds: Joueur 14 withdraws, Léa Martin arrives late (drawn from round 2).
    const withdrawn = await call<EntrantView>('PATCH', `${players}/${idOf('Joueur 14')}`, {
      withdrawn: true,
    });
    expect(withdrawn.withdrawn).toBe(true);
    const late = await call<RegisteredEntrant>('POST', players, { name: 'Léa Martin' }, 201);
    expect(late.joinedRound).toBe(2);

    const round2 = await call<StartedRound>('POST', `/api/tournaments/${melee.id}/rounds`, {}, 201);
    expect(round2.tables).toHaveLength(3);
    await playRound(round2.tables);

    // Joueur 14 comes back for round 3: 15 present, 3 tables and 3 sit-outs.
    await call('PATCH', `${players}/${idOf('Joueur 14')}`, { withdrawn: false });
    const drawn = await call<StartedRound>('POST', `/api/tournaments/${melee.id}/rounds`, {}, 201);
    const seatsOf = async () =>
      (await call<MeleeRoundsView>('GET', `${players}/rounds`)).rounds[2]?.tables.map((table) =>
        table.seats.map((seat) => seat.entrantId),
      );
    const firstDraw = await seatsOf();
    // Dropped before play and drawn again: the same seed and history, the same draw, and the
    // dropped round's pairs are gone.
    await call('DELETE', `/api/tournaments/${melee.id}/rounds/3`, undefined, 204);
    const round3 = await call<StartedRound>('POST', `/api/tournaments/${melee.id}/rounds`, {}, 201);
    expect(await seatsOf()).toEqual(firstDraw);
    expect(round3.tables.map((table) => table.teamA.name)).toEqual(
      drawn.tables.map((table) => table.teamA.name),
    );
    expect(round3.tables).toHaveLength(3);
    await playRound(round3.tables);

    const { rounds } = await call<MeleeRoundsView>('GET', `${players}/rounds`);
    expect(rounds.map((round) => round.satOut.length)).toEqual([2, 2, 3]);
    const seatedIn = (number: number) =>
      rounds[number - 1]?.tables.flatMap((table) => table.seats.map((seat) => seat.entrantId)) ??
      [];
    expect(seatedIn(1)).not.toContain(late.id);
    expect(seatedIn(2)).not.toContain(idOf('Joueur 14'));
    expect([...seatedIn(2), ...(rounds[1]?.satOut ?? []).map((out) => out.entrantId)]).toContain(
      late.id,
    );
    // Everyone present is seated once or sits out, each table seats N, E, S, W.
    for (const round of rounds) {
      const everyone = [
        ...round.tables.flatMap((table) => table.seats.map((seat) => seat.entrantId)),
        ...round.satOut.map((out) => out.entrantId),
      ];
      expect(new Set(everyone).size).toBe(everyone.length);
      for (const table of round.tables)
        expect(table.seats.map((seat) => seat.seat)).toEqual(['north', 'south', 'east', 'west']);
    }
    // Nobody sits out twice: the draw spreads sit-outs while someone has not sat out yet.
    const satOut = rounds.flatMap((round) => round.satOut.map((out) => out.entrantId));
    expect(new Set(satOut).size).toBe(satOut.length);
    // No partner twice, as the draw says too.
    const partners = rounds.flatMap((round) =>
      round.tables.flatMap((table) => {
        const [north, south, east, west] = table.seats.map((seat) => seat.entrantId);
        return [[north, south].sort().join(), [east, west].sort().join()];
      }),
    );
    expect(new Set(partners).size).toBe(partners.length);
    expect(rounds.map((round) => round.repeats.partners)).toEqual([0, 0, 0]);
    expect(rounds[0]?.repeats).toEqual({ partners: 0, opponents: 0 });

    // The referee page's pairs are « Ana Rey & … »: each pair a team of its round, not listed.
    const listed = await call<unknown[]>('GET', `/api/tournaments/${melee.id}/teams`);
    expect(listed).toEqual([]);
    const sheet = await api.http.request('GET', `/api/tables/${round1.tables[0]?.id}`);
    const view = sheet.body as { teamA: { name: string; players: string[] } };
    const north = rounds[0]?.tables[0]?.seats[0]?.name;
    const south = rounds[0]?.tables[0]?.seats[1]?.name;
    expect(view.teamA.name).toBe(`${north} & ${south}`);
    expect(view.teamA.players).toEqual([north, south]);

    // Standings recounted from the draw: each table's pair A won its one deal, a sit-out is a
    // win with 100 points.
    const totals = await tableTotals(round1.tables[0] as Table);
    const expected = new Map<string, { won: number; lost: number; byes: number; points: number }>();
    const line = (id: string) =>
      expected.get(id) ?? expected.set(id, { won: 0, lost: 0, byes: 0, points: 0 }).get(id)!;
    for (const round of rounds) {
      for (const table of round.tables)
        table.seats.forEach(({ entrantId, seat }) => {
          const row = line(entrantId);
          const pairA = seat === 'north' || seat === 'south';
          row.won += pairA ? 1 : 0;
          row.lost += pairA ? 0 : 1;
          row.points += pairA ? totals.A : totals.B;
        });
      for (const { entrantId } of round.satOut) {
        line(entrantId).byes += 1;
        line(entrantId).points += 100;
      }
    }
    const standings = await call<StandingRow[]>('GET', `/api/tournaments/${melee.id}/standings`);
    expect(standings).toHaveLength(15);
    for (const row of standings) {
      const want = expected.get(row.team.id) ?? { won: 0, lost: 0, byes: 0, points: 0 };
      expect({ id: row.player?.entrantId, won: row.won, lost: row.lost, byes: row.byes }).toEqual({
        id: row.team.id,
        won: want.won,
        lost: want.lost,
        byes: want.byes,
      });
      expect(row.pointsFor).toBe(want.points);
      expect(row.score).toBe(want.won + want.byes);
    }
    expect(standings.map((row) => row.rank)).toEqual(standings.map((_, at) => at + 1));
    expect(standings.find((row) => row.team.id === known.id)).toBeUndefined();
    expect(standings.find((row) => row.team.id === picked.id)?.player?.personId).toBe(known.id);
    expect(standings.find((row) => row.team.id === idOf('Joueur 14'))?.team.withdrawn).toBe(false);
  });

  it('ranks a mêlée of five by hand and exports a row per player, in French', async () => {
    const melee = await createMelee('Petite mêlée', 1, 'swiss');
    const names = ['Ana Rey', 'Bruno Roy', 'Chloé Sage', 'David Tal', 'Emma Vidal'];
    for (const name of names)
      await call('POST', `/api/tournaments/${melee.id}/players`, { name }, 201);
    const round = await call<StartedRound>('POST', `/api/tournaments/${melee.id}/rounds`, {}, 201);
    await playRound(round.tables);
    const totals = await tableTotals(round.tables[0] as Table);
    const { rounds } = await call<MeleeRoundsView>(
      'GET',
      `/api/tournaments/${melee.id}/players/rounds`,
    );
    const [north, south, east, west] = rounds[0]?.tables[0]?.seats.map((seat) => seat.name) ?? [];
    const out = rounds[0]?.satOut[0]?.name;
    // 80 made with 100 card points: 80 + 100 to North–South, their 57 (rounded) to East–West.
    expect(totals).toEqual({ A: 180, B: 60 });

    const standings = await call<StandingRow[]>('GET', `/api/tournaments/${melee.id}/standings`);
    // Games won first (the two winners and the sit-out: 1), then the points marked (180 > 100).
    const row = (name: string | undefined) => standings.find((line) => line.team.name === name);
    expect(row(north)).toMatchObject({ score: 1, won: 1, played: 1, pointsFor: 180 });
    expect(row(south)).toMatchObject({ score: 1, pointsAgainst: 60, pointsDifference: 120 });
    expect(row(out)).toMatchObject({ rank: 3, score: 1, byes: 1, played: 0, pointsFor: 100 });
    expect(row(east)).toMatchObject({ score: 0, lost: 1, pointsFor: 60, pointsAgainst: 180 });
    expect(row(west)).toMatchObject({ score: 0, lost: 1, pointsDifference: -120 });
    // Opponents' scores: a winner met the two losers (0 each); a loser met the two winners (1 each).
    expect(row(north)?.buchholz).toBe(0);
    expect(row(east)?.buchholz).toBe(2);
    expect([row(north)?.rank, row(south)?.rank].sort()).toEqual([1, 2]);
    expect([row(east)?.rank, row(west)?.rank].sort()).toEqual([4, 5]);

    const csv = await api.http.request('GET', `/api/tournaments/${melee.id}/export/standings.csv`);
    const [head, ...lines] = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(head?.startsWith('Rang;Joueur;Retiré;Score;Jouées;Gagnées')).toBe(true);
    expect(lines).toHaveLength(5);
    const tail = 'Coinche, marque du tournoi 2018;parties gagnées;points fixes;100;;;;;0;0';
    expect(lines[2]).toBe(`3;${out};;1;0;0;0;0;1;100;0;100;0;${tail}`);
    expect(lines[4]).toBe(`5;${standings[4]?.team.name};;0;1;0;0;1;0;60;180;-120;2;${tail}`);
  });

  it('follows the registry: a merged player’s entry moves, a deleted one stays counted, a player’s page shows the mêlée once', async () => {
    const melee = await createMelee('Mêlée du registre', 2);
    const players = `/api/tournaments/${melee.id}/players`;
    const kept = await call<PersonView>(
      'POST',
      '/api/people',
      { firstName: 'Anaïs', lastName: 'Reyes', licence: 'FFB901' },
      201,
    );
    const entered: RegisteredEntrant[] = [];
    for (const name of ['Ana Reyes', 'Bruno Roux', 'Chloé Sagan', 'David Tallec', 'Emma Viala'])
      entered.push(await call<RegisteredEntrant>('POST', players, { name }, 201));
    const [ana, bruno, chloe, david] = entered as [
      RegisteredEntrant,
      RegisteredEntrant,
      RegisteredEntrant,
      RegisteredEntrant,
    ];
    expect(ana.personId).not.toBe(kept.id);

    // Two players entered in one mêlée are two people, drawn or not yet.
    const twoPlayers = await api.http.request('POST', `/api/people/${bruno.personId}/merge`, {
      headers: api.organiser,
      body: { duplicateId: chloe.personId },
    });
    expect(twoPlayers.status).toBe(409);
    expect(twoPlayers.body).toMatchObject({ code: 'MERGE_SAME_TOURNAMENT' });

    for (let round = 1; round <= 2; round += 1) {
      const started = await call<StartedRound>(
        'POST',
        `/api/tournaments/${melee.id}/rounds`,
        {},
        201,
      );
      await playRound(started.tables);
    }
    const before = await call<StandingRow[]>('GET', `/api/tournaments/${melee.id}/standings`);

    // Ana was Anaïs: merged, her entry follows, spelled as hers, with her results.
    await call('POST', `/api/people/${kept.id}/merge`, { duplicateId: ana.personId });
    const merged = (await call<EntrantView[]>('GET', players)).find(
      (entrant) => entrant.id === ana.id,
    );
    expect(merged).toMatchObject({ personId: kept.id, name: 'Anaïs Reyes' });
    const standings = await call<StandingRow[]>('GET', `/api/tournaments/${melee.id}/standings`);
    const rowOf = (rows: StandingRow[], id: string) => rows.find((row) => row.team.id === id);
    expect(rowOf(standings, ana.id)?.player).toMatchObject({
      personId: kept.id,
      name: 'Anaïs Reyes',
    });
    expect(rowOf(standings, ana.id)?.score).toBe(rowOf(before, ana.id)?.score);

    // Her page: the mêlée once, her own result and place, the partner of each round.
    const page = await api.http.request('GET', `/api/people/${kept.id}/history`);
    const { tournaments } = page.body as PersonHistory;
    expect(tournaments).toHaveLength(1);
    const { rounds } = await call<MeleeRoundsView>('GET', `${players}/rounds`);
    // Seats are listed North, South, East, West: partners are 0 and 1, 2 and 3.
    const partnerIn = (round: MeleeRoundsView['rounds'][number]) => {
      const seats = round.tables.flatMap((table) => table.seats);
      const at = seats.findIndex((seat) => seat.entrantId === ana.id);
      if (at < 0) return null;
      const partner = seats[at ^ 1];
      return { id: partner?.personId ?? null, name: partner?.name ?? '' };
    };
    const row = rowOf(standings, ana.id);
    expect(tournaments[0]).toMatchObject({
      entry: 'individual',
      tournament: { id: melee.id },
      team: { id: ana.id, name: 'Anaïs Reyes', withdrawn: false },
      played: row?.played,
      won: row?.won,
      pointsFor: row?.pointsFor,
      rank: row?.rank,
      of: 5,
      rounds: rounds.map((round) => ({ round: round.number, partner: partnerIn(round) })),
    });

    // David leaves the registry: his entry stays, nameless (« joueur parti »), and counted.
    await call('DELETE', `/api/people/${david.personId}`, undefined, 204);
    const left = (await call<EntrantView[]>('GET', players)).find(
      (entrant) => entrant.id === david.id,
    );
    expect(left).toMatchObject({ personId: null, name: '' });
    const after = await call<StandingRow[]>('GET', `/api/tournaments/${melee.id}/standings`);
    expect(after).toHaveLength(5);
    expect(rowOf(after, david.id)).toMatchObject({
      team: { name: '' },
      score: rowOf(before, david.id)?.score,
      pointsFor: rowOf(before, david.id)?.pointsFor,
    });
    expect(JSON.stringify(await call('GET', `${players}/rounds`))).not.toContain('David Tallec');
  });

  /** The final totals of a table's one-deal game. */
  async function tableTotals(table: Table): Promise<{ A: number; B: number }> {
    const sheet = await api.http.request('GET', `/api/tables/${table.id}`);
    return (sheet.body as { game: { totals: { A: number; B: number } } }).game.totals;
  }
});
