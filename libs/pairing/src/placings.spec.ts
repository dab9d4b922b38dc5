import fc from 'fast-check';
import {
  firstRoundLosers,
  knockoutBracket,
  playBracket,
  seedsFromPools,
  type SeededTeam,
} from './knockout.ts';
import { bracketPlaces, finalPlacings, type Placing } from './placings.ts';

const POOLS = [
  ['A1', 'A2', 'A3', 'A4'],
  ['B1', 'B2', 'B3', 'B4'],
  ['C1', 'C2', 'C3', 'C4'],
];

/** The first team of each pair (the upper slot of the draw) always wins. */
const higherSeedWins = (a: string) => a;

function played(seeds: SeededTeam[], winnerOf: (a: string, b: string) => string | null) {
  return { seeds, rounds: playBracket(knockoutBracket(seeds), winnerOf) };
}

/** "3–4 main 4": a placing in a few characters. */
const shown = (placing: Placing | undefined) =>
  placing &&
  `${placing.place}${placing.to > placing.place ? `–${placing.to}` : ''} ${placing.decidedIn} ${placing.reached}`;

describe('bracketPlaces', () => {
  it('places a bracket of 8: champion 1, finalist 2, semi-finalists 3–4, quarter-finalists 5–8', () => {
    const seeds = seedsFromPools([...POOLS, ['D1', 'D2']], 0, 2);
    const places = bracketPlaces(played(seeds, higherSeedWins).rounds);
    expect(
      Object.fromEntries([...places].map(([team, placing]) => [team, shown(placing)])),
    ).toEqual({
      A1: '1 main 1',
      B1: '2 main 2',
      C1: '3–4 main 4',
      D1: '3–4 main 4',
      A2: '5–8 main 8',
      B2: '5–8 main 8',
      C2: '5–8 main 8',
      D2: '5–8 main 8',
    });
  });

  it('places the beaten teams of a round at once, the others not yet', () => {
    const seeds = seedsFromPools(POOLS, 0, 2);
    // 6 teams in a bracket of 8: A1 and B1 have byes; only C2 v B2 is over.
    const { rounds } = played(seeds, (a, b) => (a === 'C2' && b === 'B2' ? 'B2' : null));
    expect([...bracketPlaces(rounds)].map(([team, placing]) => [team, shown(placing)])).toEqual([
      ['C2', '5–6 main 8'],
    ]);
  });
});

describe('finalPlacings', () => {
  const poolRankings = POOLS;

  it('places 12 teams in 3 pools: the main bracket 1–6, the non-qualified consolation 7–12', () => {
    const main = played(seedsFromPools(POOLS, 0, 2), higherSeedWins);
    const consolation = played(seedsFromPools(POOLS, 2, 4), higherSeedWins);
    const placings = finalPlacings({
      main,
      consolation,
      consolationOf: 'non-qualified',
      poolRankings,
    });
    expect(POOLS.flat().map((team) => `${team} ${shown(placings.get(team))}`)).toEqual([
      'A1 1 main 1',
      'A2 5–6 main 8',
      'A3 7 consolation 1',
      'A4 11–12 consolation 8',
      'B1 2 main 2',
      'B2 5–6 main 8',
      'B3 8 consolation 2',
      'B4 11–12 consolation 8',
      'C1 3–4 main 4',
      'C2 3–4 main 4',
      'C3 9–10 consolation 4',
      'C4 9–10 consolation 4',
    ]);
  });

  it("places the first round's losers by their consolation, the teams of no bracket by pool place", () => {
    const seeds = seedsFromPools(POOLS, 0, 2);
    const main = played(seeds, higherSeedWins);
    const losers = firstRoundLosers(main.rounds, seeds) ?? [];
    const consolation = played(losers, (a, b) => (b === 'A2' ? b : a));
    const placings = finalPlacings({
      main,
      consolation,
      consolationOf: 'first-round-losers',
      poolRankings,
    });
    expect(shown(placings.get('A2'))).toBe('5 consolation 1');
    expect(shown(placings.get('B2'))).toBe('6 consolation 2');
    expect(POOLS.map((pool) => shown(placings.get(pool[2] ?? '')))).toEqual([
      '7–9 pools 3',
      '7–9 pools 3',
      '7–9 pools 3',
    ]);
    expect(shown(placings.get('B4'))).toBe('10–12 pools 4');
  });

  it("waits for the consolation of the first round's losers before placing them", () => {
    const main = played(seedsFromPools(POOLS, 0, 2), higherSeedWins);
    const placings = finalPlacings({
      main,
      consolation: null,
      consolationOf: 'first-round-losers',
      poolRankings,
    });
    expect(placings.has('B2')).toBe(false);
    expect(placings.has('A2')).toBe(false);
    expect(shown(placings.get('C2'))).toBe('3–4 main 4');
  });

  it('has no place before the pool phase is over', () => {
    const placings = finalPlacings({
      main: null,
      consolation: null,
      consolationOf: 'none',
      poolRankings,
    });
    expect(placings.size).toBe(0);
  });

  it('gives every team of a finished tournament its places, 1 to n each once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom('first-round-losers', 'non-qualified', 'none'),
        fc.integer(),
        (poolCount, poolSize, qualifiers, consolationOf, seed) => {
          const pools = Array.from({ length: poolCount }, (_, p) =>
            Array.from({ length: poolSize }, (_, i) => `p${p}-${i}`),
          );
          const pick = (a: string, b: string) => ((seed ^ a.length ^ b.charCodeAt(1)) & 1 ? a : b);
          const seeds = seedsFromPools(pools, 0, Math.min(qualifiers, poolSize));
          const main = played(seeds, pick);
          const others =
            consolationOf === 'non-qualified'
              ? seedsFromPools(pools, qualifiers, poolSize)
              : consolationOf === 'first-round-losers'
                ? (firstRoundLosers(main.rounds, seeds) ?? [])
                : [];
          const consolation = others.length >= 2 ? played(others, pick) : null;
          const placings = finalPlacings({ main, consolation, consolationOf, poolRankings: pools });
          const teams = pools.flat();
          expect([...placings.keys()].sort()).toEqual([...teams].sort());
          // Each place range is held by exactly as many teams as it spans.
          const held = new Map<string, number>();
          for (const { place, to } of placings.values())
            held.set(`${place}-${to}`, (held.get(`${place}-${to}`) ?? 0) + 1);
          const covered: number[] = [];
          for (const [range, count] of held) {
            const [place, to] = range.split('-').map(Number) as [number, number];
            expect(count).toBe(to - place + 1);
            for (let at = place; at <= to; at += 1) covered.push(at);
          }
          expect(covered.sort((a, b) => a - b)).toEqual(teams.map((_, index) => index + 1));
        },
      ),
    );
  });
});
