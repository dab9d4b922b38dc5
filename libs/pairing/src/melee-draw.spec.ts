import { drawMelee } from './melee-draw.ts';
import { MeleeDrawError } from './melee-errors.ts';
import {
  bestSeating,
  playersOf,
  playMelee,
  roundInput,
  seatingOf,
  sitOutCounts,
} from './melee-test-helpers.ts';
import { meleeRepeats } from './melee-repeats.ts';
import type { MeleeDraw, MeleePastRound } from './melee-types.ts';

const seatedIds = (draw: MeleeDraw) =>
  draw.tables.flatMap((table) => [...table.pairA, ...table.pairB]);

/** How many times each player sat out over the rounds played. */
function sitOutTotals(rounds: ReadonlyArray<{ draw: MeleeDraw }>): Map<string, number> {
  const totals = new Map<string, number>();
  for (const { draw } of rounds)
    for (const id of draw.satOut) totals.set(id, (totals.get(id) ?? 0) + 1);
  return totals;
}

describe('drawMelee', () => {
  it('seats four players at one table, partners facing each other: N–S and E–W', () => {
    const draw = drawMelee(roundInput(playersOf(4), []));
    expect(draw.satOut).toEqual([]);
    expect(draw.tables).toHaveLength(1);
    const [table] = draw.tables;
    expect(table?.number).toBe(1);
    expect(table?.seats).toEqual({
      north: table?.pairA[0],
      south: table?.pairA[1],
      east: table?.pairB[0],
      west: table?.pairB[1],
    });
    expect(seatedIds(draw).sort()).toEqual(['p00', 'p01', 'p02', 'p03']);
  });

  it('gives four players a new partner for three rounds, then repeats one only in the fourth', () => {
    const rounds = playMelee(playersOf(4), 4);
    const repeats = rounds.map(({ input, draw }) => meleeRepeats(draw.tables, input.history));
    expect(repeats.map((repeat) => repeat.partners)).toEqual([0, 0, 0, 2]);
  });

  it.each([
    [5, 1],
    [6, 2],
    [7, 3],
    [9, 1],
  ])('leaves out %i players mod 4, each once before anyone twice', (count, out) => {
    const rounds = playMelee(playersOf(count), count);
    for (const { input, draw } of rounds) {
      expect(draw.satOut).toHaveLength(out);
      expect(new Set([...seatedIds(draw), ...draw.satOut]).size).toBe(count);
      const before = sitOutCounts(input);
      const seatedLeast = Math.min(...seatedIds(draw).map((id) => before.get(id) ?? 0));
      for (const id of draw.satOut) expect(before.get(id)).toBeLessThanOrEqual(seatedLeast);
    }
    // After `count` rounds every player has sat out `out` times.
    expect([...sitOutTotals(rounds).values()]).toEqual(new Array(count).fill(out));
  });

  it.each([4, 5, 6, 7, 8, 9])(
    'finds the least repeats of every draw for %i players, round after round',
    (count) => {
      for (const { input, draw } of playMelee(playersOf(count), 6, { seed: count }))
        expect(seatingOf(input, draw)).toEqual(bestSeating(input));
    },
  );

  it('gives eight players new partners and new opponents for the first rounds', () => {
    const rounds = playMelee(playersOf(8), 3);
    for (const { input, draw } of rounds)
      expect(meleeRepeats(draw.tables, input.history)).toEqual({ partners: 0, opponents: 0 });
  });

  describe('clubs', () => {
    it('pairs players of two clubs of four across the clubs', () => {
      const input = roundInput(playersOf(8, 2), [], { keepClubsApart: true });
      const clubOf = new Map(input.players.map((player) => [player.id, player.club]));
      for (const table of drawMelee(input).tables)
        for (const [a, b] of [table.pairA, table.pairB])
          expect(clubOf.get(a)).not.toBe(clubOf.get(b));
    });

    it('keeps four clubs of two apart as partners and as opponents', () => {
      const input = roundInput(playersOf(8, 4), [], { keepClubsApart: true });
      expect(seatingOf(input, drawMelee(input))).toEqual([0, 0, 0, 0]);
    });

    it('lets partners of one club sit together when asked nothing', () => {
      const input = roundInput(playersOf(8, 2), [], { keepClubsApart: false });
      const draws = [1, 2, 3, 4, 5, 6].map((seed) => drawMelee({ ...input, seed }));
      const withClubs = { ...input, keepClubsApart: true };
      expect(draws.some((draw) => seatingOf(withClubs, draw)[1] > 0)).toBe(true);
    });

    it('takes a new partner of one club rather than the same partner twice', () => {
      // Two clubs of two: after a round of mixed pairs, the only new partners are club-mates.
      const players = playersOf(4, 2);
      const history: MeleePastRound[] = [
        { tables: [{ pairA: ['p00', 'p01'], pairB: ['p02', 'p03'] }], satOut: [] },
        { tables: [{ pairA: ['p00', 'p03'], pairB: ['p01', 'p02'] }], satOut: [] },
      ];
      const draw = drawMelee(roundInput(players, history, { keepClubsApart: true }));
      expect(meleeRepeats(draw.tables, history).partners).toBe(0);
      const pairs = draw.tables.flatMap(({ pairA, pairB }) => [
        [...pairA].sort(),
        [...pairB].sort(),
      ]);
      expect(pairs.sort()).toEqual([
        ['p00', 'p02'],
        ['p01', 'p03'],
      ]);
    });
  });

  describe('reproducible', () => {
    const input = roundInput(playersOf(20), []);

    it('draws the same tables from the same input and seed', () => {
      expect(drawMelee(input)).toEqual(drawMelee(input));
      expect(drawMelee({ ...input, players: [...input.players].reverse() })).toEqual(
        drawMelee(input),
      );
    });

    it('draws other tables with another seed, or another round', () => {
      expect(drawMelee({ ...input, seed: 8 })).not.toEqual(drawMelee(input));
      expect(drawMelee({ ...input, round: 2 })).not.toEqual(drawMelee(input));
    });
  });

  describe('arrivals and withdrawals', () => {
    it('seats a late arrival and leaves out a player who withdrew, history kept', () => {
      const rounds = playMelee(
        playersOf(8),
        4,
        {},
        {
          3: { leave: ['p03'], arrive: playersOf(1, 0, 8) },
          4: { arrive: playersOf(1, 0, 9) },
        },
      );
      const third = rounds[2]?.draw as MeleeDraw;
      expect([...seatedIds(third)].sort()).not.toContain('p03');
      expect([...seatedIds(third)].sort()).toContain('p08');
      const fourth = rounds[3]?.draw as MeleeDraw;
      expect(fourth.satOut).toHaveLength(1);
      expect(new Set([...seatedIds(fourth), ...fourth.satOut]).size).toBe(9);
      for (const { input, draw } of rounds)
        expect(meleeRepeats(draw.tables, input.history).partners).toBe(0);
    });

    it('ignores the history of players no longer there', () => {
      const history: MeleePastRound[] = [
        { tables: [{ pairA: ['gone', 'p00'], pairB: ['p01', 'p02'] }], satOut: ['p03'] },
      ];
      const draw = drawMelee(roundInput(playersOf(4), history));
      expect(seatedIds(draw).sort()).toEqual(['p00', 'p01', 'p02', 'p03']);
    });
  });

  describe('swiss mode', () => {
    const standings = playersOf(9).map((player) => player.id);

    it('seats the leaders together, the best with the fourth against the second and third', () => {
      const draw = drawMelee(roundInput(playersOf(8), [], { mode: 'swiss', standings }));
      expect(draw.tables.map(({ pairA, pairB }) => [pairA, pairB])).toEqual([
        [
          ['p00', 'p03'],
          ['p01', 'p02'],
        ],
        [
          ['p04', 'p07'],
          ['p05', 'p06'],
        ],
      ]);
    });

    it('leaves out the lowest-ranked of those who sat out least', () => {
      const players = playersOf(9);
      expect(drawMelee(roundInput(players, [], { mode: 'swiss', standings })).satOut).toEqual([
        'p08',
      ]);
      const history: MeleePastRound[] = [{ tables: [], satOut: ['p08'] }];
      expect(drawMelee(roundInput(players, history, { mode: 'swiss', standings })).satOut).toEqual([
        'p07',
      ]);
    });

    it('ranks present players missing from the standings last, in the order given', () => {
      const draw = drawMelee(
        roundInput(playersOf(8), [], { mode: 'swiss', standings: ['p07', 'p06', 'p05', 'p04'] }),
      );
      expect(draw.tables[0]?.pairA).toEqual(['p07', 'p04']);
    });

    it('keeps tables of neighbours in the standings on a field drawn by matchings', () => {
      const players = playersOf(40);
      const draw = drawMelee(
        roundInput(players, [], { mode: 'swiss', standings: players.map((p) => p.id) }),
      );
      draw.tables.forEach((table, index) => {
        const places = [...table.pairA, ...table.pairB]
          .map((id) => Number(id.slice(1)))
          .sort((a, b) => a - b);
        expect(places).toEqual([0, 1, 2, 3].map((offset) => 4 * index + offset));
        expect(table.pairA).toEqual([`p${String(4 * index).padStart(2, '0')}`, expect.any(String)]);
      });
    });
  });

  describe('errors', () => {
    const error = (fn: () => unknown) => {
      try {
        fn();
      } catch (caught) {
        if (caught instanceof MeleeDrawError) return [caught.code, caught.field];
      }
      return null;
    };

    it('names the field and a stable code', () => {
      expect(error(() => drawMelee(roundInput(playersOf(3), [])))).toEqual([
        'NOT_ENOUGH_PLAYERS',
        'players',
      ]);
      const twice = [...playersOf(4), { id: 'p01' }];
      expect(error(() => drawMelee(roundInput(twice, [])))).toEqual([
        'DUPLICATE_PLAYER',
        'players[4]',
      ]);
      expect(error(() => drawMelee(roundInput(playersOf(4), [], { round: 0 })))).toEqual([
        'INVALID_ROUND',
        'round',
      ]);
      expect(error(() => drawMelee(roundInput(playersOf(4), [], { seed: 0.5 })))).toEqual([
        'INVALID_SEED',
        'seed',
      ]);
      const mode = 'knockout' as unknown as 'random';
      expect(error(() => drawMelee(roundInput(playersOf(4), [], { mode })))).toEqual([
        'UNKNOWN_MODE',
        'mode',
      ]);
    });
  });
});

describe('meleeRepeats', () => {
  it('counts pairs of partners again, and couples of opponents again', () => {
    const history: MeleePastRound[] = [
      { tables: [{ pairA: ['a', 'b'], pairB: ['c', 'd'] }], satOut: [] },
    ];
    expect(meleeRepeats([{ pairA: ['b', 'a'], pairB: ['c', 'd'] }], history)).toEqual({
      partners: 2,
      opponents: 4,
    });
    expect(meleeRepeats([{ pairA: ['a', 'c'], pairB: ['b', 'd'] }], history)).toEqual({
      partners: 0,
      opponents: 2,
    });
    expect(meleeRepeats([{ pairA: ['a', 'c'], pairB: ['b', 'd'] }], [])).toEqual({
      partners: 0,
      opponents: 0,
    });
  });
});
