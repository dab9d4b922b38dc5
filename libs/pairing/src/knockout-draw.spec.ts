import fc from 'fast-check';
import {
  comparePoolMeetings,
  evenSpread,
  poolMeetings,
  type PoolMeetings,
} from './knockout-draw.ts';
import {
  bracketSize,
  knockoutBracket,
  seedsFromPools,
  standardOrder,
  type SeededTeam,
} from './knockout.ts';

/** Pools of the sizes given, each ranked: A1, A2, … then B1, B2, … */
const rankedPools = (sizes: readonly number[]): string[][] =>
  sizes.map((size, pool) =>
    Array.from({ length: size }, (_, place) => `${String.fromCharCode(65 + pool)}${place + 1}`),
  );

/** The bracket drawn, slot by slot, each team with its pool and place (null: a bye). */
const drawn = (seeds: readonly SeededTeam[]): Array<SeededTeam | null> => {
  const byId = new Map(seeds.map((seed) => [seed.id, seed]));
  return knockoutBracket(seeds).map((id) => (id === null ? null : (byId.get(id) ?? null)));
};

/** The place of the seed the standard order puts in each slot (null: a bye). */
const standardPlaces = (seeds: readonly SeededTeam[]): Array<number | null> =>
  standardOrder(bracketSize(seeds.length)).map((seed) => seeds[seed - 1]?.place ?? null);

/** The best pool meetings no draw can beat: each pool as evenly spread as can be. */
const evenSpreadOf = (seeds: readonly SeededTeam[]): PoolMeetings => {
  const rounds = Math.log2(bracketSize(seeds.length));
  const sizes = new Map<number, number>();
  for (const seed of seeds) sizes.set(seed.pool, (sizes.get(seed.pool) ?? 0) + 1);
  return [...sizes.values()]
    .map((size) => evenSpread(size, rounds))
    .reduce((sum, pool) => sum.map((value, index) => value + (pool[index] ?? 0)));
};

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** How many draws keep every slot's place: the teams of each place in any order. */
const drawCount = (seeds: readonly SeededTeam[]): number => {
  const perPlace = new Map<number, number>();
  for (const seed of seeds) perPlace.set(seed.place, (perPlace.get(seed.place) ?? 0) + 1);
  return [...perPlace.values()].reduce((product, count) => product * factorial(count), 1);
};

/** Every draw that keeps every slot's place, one by one: the best pool meetings among them. */
const bruteForceBest = (seeds: readonly SeededTeam[]): PoolMeetings => {
  const places = standardPlaces(seeds);
  const placeList = [...new Set(seeds.map((seed) => seed.place))];
  const slots: Array<SeededTeam | null> = places.map(() => null);
  let best: PoolMeetings | null = null;
  const fill = (index: number) => {
    const place = placeList[index];
    if (place === undefined) {
      const meetings = poolMeetings(slots);
      if (!best || comparePoolMeetings(meetings, best) < 0) best = meetings;
      return;
    }
    const free = places.flatMap((slotPlace, slot) => (slotPlace === place ? [slot] : []));
    const teams = seeds.filter((seed) => seed.place === place);
    const arrange = (at: number) => {
      if (at === free.length) return fill(index + 1);
      for (const team of teams) {
        if (slots.includes(team)) continue;
        slots[free[at] as number] = team;
        arrange(at + 1);
        slots[free[at] as number] = null;
      }
    };
    arrange(0);
  };
  fill(0);
  return best ?? [];
};

/** Pool counts 2 to 8, pools of 3 to 6 teams, all equal or some one short. */
const FIELDS = [2, 3, 4, 5, 6, 7, 8].flatMap((pools) =>
  [3, 4, 5, 6].flatMap((size) =>
    [...new Set([0, 1, Math.floor(pools / 2)])].map((short) =>
      Array.from({ length: pools }, (_, pool) => (pool >= pools - short ? size - 1 : size)),
    ),
  ),
);

describe('drawBracket (knockoutBracket)', () => {
  it('3 pools of 4: no semi-final of the main bracket or of the consolation is a pool rematch', () => {
    const pools = rankedPools([4, 4, 4]);
    for (const seeds of [seedsFromPools(pools, 0, 2), seedsFromPools(pools, 2, 4)]) {
      // 6 teams in a bracket of 8: the two of a pool meet in the final or not at all.
      expect(poolMeetings(drawn(seeds))).toEqual([0, 0, 3]);
    }
    expect(knockoutBracket(seedsFromPools(pools, 2, 4))).toEqual([
      'A3',
      null,
      'C4',
      'B4',
      'B3',
      null,
      'C3',
      'A4',
    ]);
  });

  it.each(
    FIELDS.flatMap((sizes) =>
      [1, 2, 3, 4]
        .filter((qualifiers) => qualifiers < Math.max(...sizes))
        .map((qualifiers) => [sizes, qualifiers] as const),
    ),
  )(
    'pools of %j, %i qualified: the best draw (the even spread no draw beats), byes to the top seeds',
    (sizes, qualifiers) => {
      const pools = rankedPools(sizes);
      const largest = Math.max(...sizes);
      const brackets = [seedsFromPools(pools, 0, qualifiers)];
      // The consolation of the teams not qualified, when the pools are equal or one short.
      if (sizes.filter((size) => size < largest).length <= 1)
        brackets.push(seedsFromPools(pools, qualifiers, largest));
      for (const seeds of brackets.filter((bracket) => bracket.length >= 2)) {
        const slots = drawn(seeds);
        expect(slots.map((slot) => slot?.place ?? null)).toEqual(standardPlaces(seeds));
        expect(poolMeetings(slots)).toEqual(evenSpreadOf(seeds));
      }
    },
  );

  it.each([2, 3, 4, 5, 6, 7, 8])(
    '%i pools: each pool winner and its runner-up in opposite halves',
    (count) => {
      const slots = drawn(seedsFromPools(rankedPools(new Array<number>(count).fill(4)), 0, 2));
      const half = slots.length / 2;
      for (let pool = 0; pool < count; pool += 1) {
        const at = slots.flatMap((slot, index) => (slot?.pool === pool ? [index < half] : []));
        expect(at.sort()).toEqual([false, true]);
      }
    },
  );

  it.each(
    FIELDS.flatMap((sizes) =>
      (
        [
          [0, 2],
          [0, 3],
          [1, 3],
          [2, 4],
          [1, 4],
        ] as const
      ).map(([from, to]) => [sizes, from, to] as const),
    ).filter(
      ([sizes, from, to]) => drawCount(seedsFromPools(rankedPools(sizes), from, to)) <= 20_000,
    ),
  )('pools of %j, places %i to %i: as good as the best of every draw', (sizes, from, to) => {
    const seeds = seedsFromPools(rankedPools(sizes), from, to);
    expect(poolMeetings(drawn(seeds))).toEqual(bruteForceBest(seeds));
  });

  it('is as good as the best of every draw for any field (the teams beaten in a first round)', () => {
    const field = fc
      .array(fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }), { minLength: 2, maxLength: 8 })
      .map((pools) =>
        seedsFromPools(
          pools.map((kept, pool) => kept.map((keep, place) => (keep ? `${pool}-${place}` : ''))),
          0,
          5,
        ).filter((seed) => seed.id !== ''),
      )
      .filter((seeds) => seeds.length >= 2 && drawCount(seeds) <= 5_000);
    fc.assert(
      fc.property(field, (seeds) => {
        expect(poolMeetings(drawn(seeds))).toEqual(bruteForceBest(seeds));
      }),
      { numRuns: 150 },
    );
  });

  it('seats every team once in a slot of its place, the byes beside the top seeds', () => {
    const field = fc
      .array(fc.integer({ min: 1, max: 8 }), { minLength: 2, maxLength: 8 })
      .chain((sizes) =>
        fc.tuple(
          fc.constant(sizes),
          fc.integer({ min: 0, max: 7 }),
          fc.integer({ min: 1, max: 8 }),
        ),
      );
    fc.assert(
      fc.property(field, ([sizes, from, count]) => {
        const seeds = seedsFromPools(rankedPools(sizes), from, from + count);
        fc.pre(seeds.length >= 2);
        const slots = drawn(seeds);
        expect(slots.flatMap((slot) => (slot ? [slot.id] : [])).sort()).toEqual(
          seeds.map((seed) => seed.id).sort(),
        );
        expect(slots.map((slot) => slot?.place ?? null)).toEqual(standardPlaces(seeds));
        expect(
          comparePoolMeetings(poolMeetings(slots), evenSpreadOf(seeds)),
        ).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 50 },
    );
  });
});

describe('evenSpread', () => {
  it.each([
    [2, 3, [0, 0, 1]],
    [4, 3, [0, 2, 4]],
    [5, 3, [1, 3, 6]],
    [3, 2, [1, 2]],
  ])(
    'spreads %i teams of a pool over %i rounds: %j meetings, all their pairs',
    (count, rounds, meetings) => {
      expect(evenSpread(count, rounds)).toEqual(meetings);
      expect(meetings.reduce((sum, value) => sum + value)).toBe((count * (count - 1)) / 2);
    },
  );
});

describe('poolMeetings', () => {
  it('counts each pair of one pool in the round they would first meet', () => {
    const team = (pool: number) => ({ pool });
    const [a, b, c] = [team(0), team(1), team(2)];
    // The As in round 1 (slots 0, 1), the Cs in round 2 (5, 7), the Bs in the final (2, 4).
    expect(poolMeetings([a, a, b, null, b, c, null, c])).toEqual([1, 1, 1]);
    expect(poolMeetings([a, b, c, null])).toEqual([0, 0]);
  });
});
