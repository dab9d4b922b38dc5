import fc from 'fast-check';
import {
  bracketRoundCount,
  champion,
  firstRoundLosers,
  gamesToPlay,
  knockoutBracket,
  playBracket,
  seedsFromPools,
} from './knockout.ts';

const POOLS = [
  ['A1', 'A2', 'A3', 'A4'],
  ['B1', 'B2', 'B3', 'B4'],
  ['C1', 'C2', 'C3', 'C4'],
  ['D1', 'D2', 'D3', 'D4'],
];

/** First-round games between two teams of one pool. */
const clashes = (slots: Array<string | null>, poolOf: (id: string) => string) =>
  slots.filter(
    (slot, index) =>
      index % 2 === 1 &&
      slot !== null &&
      slots[index - 1] &&
      poolOf(slots[index - 1] as string) === poolOf(slot),
  ).length;

/** The better seed (the first of the pair) always wins: a winner of the bracket by seeds. */
const higherSeedWins = (a: string, _b: string) => a;

describe('seedsFromPools', () => {
  it('lists the pool winners first, then the runners-up, pool by pool', () => {
    expect(seedsFromPools(POOLS, 0, 2).map((seed) => seed.id)).toEqual([
      'A1',
      'B1',
      'C1',
      'D1',
      'A2',
      'B2',
      'C2',
      'D2',
    ]);
    expect(seedsFromPools(POOLS, 2, 4).map((seed) => seed.id)[0]).toBe('A3');
  });
});

describe('knockoutBracket', () => {
  it('pairs pool winners with runners-up of other pools, each pool split between the halves', () => {
    // Seeds 1 v 8, 4 v 5 | 2 v 7, 3 v 6 (A1 v C2, D1 v B2 | B1 v A2, C1 v D2): a pool's winner and
    // runner-up can only meet in the final, and seeds 1 and 2 too.
    expect(knockoutBracket(seedsFromPools(POOLS, 0, 2))).toEqual([
      'A1',
      'C2',
      'D1',
      'B2',
      'B1',
      'A2',
      'C1',
      'D2',
    ]);
  });

  it('gives the byes to the top seeds when the field is not a power of two', () => {
    const slots = knockoutBracket(seedsFromPools(POOLS.slice(0, 3), 0, 2));
    // A1 and B1 go through; C1 plays a runner-up; no semi-final can be a pool's rematch.
    expect(slots).toEqual(['A1', null, 'C2', 'B2', 'B1', null, 'C1', 'A2']);
  });

  it('keeps two teams of one pool apart in the first round when it can (3 pools)', () => {
    const slots = knockoutBracket(seedsFromPools(POOLS.slice(0, 3), 0, 2).slice(0, 6));
    expect(clashes(slots, (id) => id.slice(0, 1))).toBe(0);
  });

  it('holds every qualifier once, and first-round games of one pool only when forced', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 1, max: 4 }),
        (poolCount, qualifiers) => {
          const pools = Array.from({ length: poolCount }, (_, p) =>
            Array.from({ length: 4 }, (_, i) => `p${p}-${i}`),
          );
          const seeds = seedsFromPools(pools, 0, qualifiers);
          const slots = knockoutBracket(seeds);
          const seated = slots.filter((slot) => slot !== null);
          expect(seated.sort()).toEqual(seeds.map((seed) => seed.id).sort());
          expect(Math.log2(slots.length) % 1).toBe(0);
          // With the two best of each pool, a pool's teams can always be kept apart.
          const apart = qualifiers > 2 || clashes(slots, (id) => id.split('-')[0] ?? id) === 0;
          expect(apart).toBe(true);
        },
      ),
    );
  });
});

describe('playBracket', () => {
  it('advances the winners to a champion: quarter-finals, semi-finals, final', () => {
    const slots = knockoutBracket(seedsFromPools(POOLS, 0, 2));
    const rounds = playBracket(slots, higherSeedWins);
    expect(rounds.map((round) => round.length)).toEqual([4, 2, 1]);
    expect(rounds[1]?.map((match) => match.teams)).toEqual([
      ['A1', 'D1'],
      ['B1', 'C1'],
    ]);
    expect(champion(slots, rounds)).toBe('A1');
  });

  it('stops where a game is not over, and says which games are ready', () => {
    const slots = knockoutBracket(seedsFromPools(POOLS, 0, 2));
    const rounds = playBracket(slots, (a, b) => (a === 'A1' && b === 'C2' ? 'C2' : null));
    expect(rounds[1]?.[0]?.teams).toEqual(['C2', null]);
    expect(gamesToPlay(rounds, 0)).toHaveLength(3);
    expect(gamesToPlay(rounds, 1)).toEqual([]);
    expect(champion(slots, rounds)).toBeNull();
  });

  it('lets a bye go through at once, and only in the first round', () => {
    const slots = knockoutBracket(seedsFromPools(POOLS.slice(0, 3), 0, 2));
    const rounds = playBracket(slots, () => null);
    expect(rounds[0]?.[0]).toEqual({ teams: ['A1', null], winner: 'A1', bye: true });
    expect(rounds[1]?.[0]).toEqual({ teams: ['A1', null], winner: null, bye: false });
    expect(gamesToPlay(rounds, 0)).toEqual([
      ['C2', 'B2'],
      ['C1', 'A2'],
    ]);
  });

  it('has a champion for every field, after log2 of its size rounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer(), (count, seed) => {
        const seeds = Array.from({ length: count }, (_, i) => ({ id: `t${i}`, pool: i, place: 0 }));
        const slots = knockoutBracket(seeds);
        const pick = (a: string, b: string) => ((seed ^ a.length ^ b.charCodeAt(1)) & 1 ? a : b);
        const rounds = playBracket(slots, pick);
        expect(rounds).toHaveLength(bracketRoundCount(count));
        const winner = champion(slots, rounds);
        expect(seeds.map((team) => team.id)).toContain(winner);
        // Every winner played (or had a bye) in the round before.
        rounds.slice(1).forEach((round, index) => {
          const before = new Set((rounds[index] ?? []).map((match) => match.winner));
          for (const match of round) for (const team of match.teams) expect(before).toContain(team);
        });
      }),
    );
  });
});

describe('firstRoundLosers', () => {
  it('lists the teams beaten in the first round, best seed first, once every game is over', () => {
    const seeds = seedsFromPools(POOLS, 0, 2);
    const slots = knockoutBracket(seeds);
    expect(
      firstRoundLosers(
        playBracket(slots, () => null),
        seeds,
      ),
    ).toBeNull();
    const losers = firstRoundLosers(
      playBracket(slots, (_a, b) => (b === 'D2' ? b : _a)),
      seeds,
    );
    expect(losers?.map((seed) => seed.id)).toEqual(['C1', 'A2', 'B2', 'C2']);
  });

  it('leaves out the byes', () => {
    const seeds = seedsFromPools(POOLS.slice(0, 3), 0, 2);
    const losers = firstRoundLosers(playBracket(knockoutBracket(seeds), higherSeedWins), seeds);
    expect(losers?.map((seed) => seed.id)).toEqual(['A2', 'B2']);
  });
});
