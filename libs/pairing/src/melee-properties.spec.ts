import fc from 'fast-check';
import { describeMeleeField } from './melee-field.ts';
import { drawMelee } from './melee-draw.ts';
import { drawByMatching } from './melee-matching.ts';
import {
  bestPartnering,
  bestSeating,
  playersOf,
  playMelee,
  roundInput,
  seatingOf,
  sitOutCounts,
  type PlainDraw,
} from './melee-test-helpers.ts';
import type { MeleeDrawInput, MeleePastRound } from './melee-types.ts';
import { seededRandom, shuffle } from './random.ts';

/**
 * Earlier rounds of any shape: each a shuffle of some of the players cut into tables, the rest
 * sitting out, so partners and opponents repeat in every way a real tournament can.
 */
function anyHistory(ids: readonly string[], rounds: number, seed: number): MeleePastRound[] {
  const random = seededRandom(seed);
  return Array.from({ length: rounds }, () => {
    const order = shuffle(ids, random);
    const seated = order.slice(0, order.length - (order.length % 4) - 4 * Math.floor(random() * 2));
    const tables = [];
    for (let at = 0; at + 4 <= seated.length; at += 4) {
      const [a, b, c, d] = seated.slice(at, at + 4) as [string, string, string, string];
      tables.push({ pairA: [a, b] as const, pairB: [c, d] as const });
    }
    return { tables, satOut: order.slice(seated.length) };
  });
}

const fields = (min: number, max: number): fc.Arbitrary<FieldRecord> =>
  fc.record({
    size: fc.integer({ min, max }),
    rounds: fc.integer({ min: 0, max: 9 }),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    clubs: fc.constantFrom(0, 2, 3, 5),
    mode: fc.constantFrom('random' as const, 'swiss' as const),
  });

interface FieldRecord {
  size: number;
  rounds: number;
  seed: number;
  clubs: number;
  mode: 'random' | 'swiss';
}

function inputOf({ size, rounds, seed, clubs, mode }: FieldRecord): MeleeDrawInput {
  const players = playersOf(size, clubs);
  const ids = players.map((player) => player.id);
  return roundInput(players, anyHistory(ids, rounds, seed), {
    seed,
    mode,
    keepClubsApart: clubs > 0,
    standings: shuffle(ids, seededRandom(seed + 1)),
  });
}

/** The matched draw (the path of fields over ENUMERATED_UP_TO), run on a small field. */
function matchedDraw(input: MeleeDrawInput): PlainDraw {
  const field = describeMeleeField(input, seededRandom(input.seed));
  const draw = drawByMatching(field);
  const id = (index: number) => field.ids[index] as string;
  return {
    tables: draw.tables.map(([a1, a2, b1, b2]) => ({
      pairA: [id(a1), id(a2)],
      pairB: [id(b1), id(b2)],
    })),
    satOut: draw.satOut.map(id),
  };
}

describe('drawMelee, for any field and history', () => {
  it('seats every present player once or leaves them out, n mod 4 out, those who sat out least', () => {
    fc.assert(
      fc.property(fields(4, 40), (record) => {
        const input = inputOf(record);
        const draw = drawMelee(input);
        const seated = draw.tables.flatMap((table) => [...table.pairA, ...table.pairB]);
        expect([...seated, ...draw.satOut].sort()).toEqual(
          input.players.map((player) => player.id).sort(),
        );
        expect(draw.satOut).toHaveLength(input.players.length % 4);
        const before = sitOutCounts(input);
        const least = Math.min(...seated.map((id) => before.get(id) ?? 0));
        for (const id of draw.satOut) expect(before.get(id)).toBeLessThanOrEqual(least);
      }),
      { numRuns: 60 },
    );
  });

  it('finds the least repeats and clubs of every draw, up to 10 players', () => {
    fc.assert(
      fc.property(fields(4, 10), (record) => {
        const input = inputOf(record);
        expect(seatingOf(input, drawMelee(input))).toEqual(bestSeating(input));
      }),
      { numRuns: 40 },
    );
  });

  it('repeats no partner while a draw avoids it, by matchings, as the brute force says (5–14)', () => {
    fc.assert(
      fc.property(fields(5, 14), (record) => {
        const input = inputOf(record);
        expect(seatingOf(input, matchedDraw(input)).slice(0, 2)).toEqual(bestPartnering(input));
      }),
      { numRuns: 80 },
    );
  });

  it('spreads sit-outs: over n rounds of n players, each sits out n mod 4 times', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 13, max: 23 }).filter((size) => size % 4 > 0),
        fc.integer(),
        (size, seed) => {
          const rounds = playMelee(playersOf(size), size, { seed });
          const totals = new Map<string, number>();
          for (const { draw } of rounds)
            for (const id of draw.satOut) totals.set(id, (totals.get(id) ?? 0) + 1);
          expect([...totals.values()]).toEqual(new Array(size).fill(size % 4));
        },
      ),
      { numRuns: 10 },
    );
  });
});
