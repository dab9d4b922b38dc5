import fc from 'fast-check';
import { drawPools, poolRoundCount, poolRounds, type PoolTeam } from './pools.ts';

const teams = (count: number, club?: (index: number) => string | undefined): PoolTeam[] =>
  Array.from({ length: count }, (_, i) => ({ id: `t${i + 1}`, club: club?.(i) }));

describe('drawPools', () => {
  it('makes 4 pools of 4 of 16 teams', () => {
    const pools = drawPools(teams(16), { poolSize: 4, seeding: 'draw', seed: 1 });
    expect(pools.map((pool) => pool.length)).toEqual([4, 4, 4, 4]);
  });

  it('never exceeds the size set: 18 teams in pools of 4 make 5 pools of 4 or 3', () => {
    const pools = drawPools(teams(18), { poolSize: 4, seeding: 'draw', seed: 1 });
    expect(pools.map((pool) => pool.length)).toEqual([4, 4, 4, 3, 3]);
  });

  it('is the same draw for the same seed, another for another seed', () => {
    const options = { poolSize: 4, seeding: 'draw', seed: 5 } as const;
    expect(drawPools(teams(16), options)).toEqual(drawPools(teams(16), options));
    expect(drawPools(teams(16), options)).not.toEqual(
      drawPools(teams(16), { ...options, seed: 6 }),
    );
  });

  it('keeps the four teams of each of four clubs in four different pools', () => {
    const field = teams(16, (i) => `club${i % 4}`);
    const pools = drawPools(field, { poolSize: 4, seeding: 'clubs', seed: 3 });
    const clubOf = new Map(field.map((team) => [team.id, team.club]));
    for (const pool of pools) expect(new Set(pool.map((id) => clubOf.get(id))).size).toBe(4);
  });

  it('puts every team in exactly one pool, sizes within one, clubs apart when possible', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 1, max: 10 }),
        fc.boolean(),
        fc.integer(),
        (count, poolSize, clubCount, byClub, seed) => {
          const field = teams(count, (i) => (i % 3 === 0 ? undefined : `c${i % clubCount}`));
          const pools = drawPools(field, {
            poolSize,
            seeding: byClub ? 'clubs' : 'draw',
            seed,
          });
          const seated = pools.flat();
          expect(seated.sort()).toEqual(field.map((team) => team.id).sort());
          const sizes = pools.map((pool) => pool.length);
          expect(Math.max(...sizes)).toBeLessThanOrEqual(poolSize);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          if (!byClub) return;
          const clubOf = new Map(field.map((team) => [team.id, team.club]));
          const clubSizes = new Map<string, number>();
          for (const team of field)
            if (team.club) clubSizes.set(team.club, (clubSizes.get(team.club) ?? 0) + 1);
          for (const pool of pools) {
            const clubs = pool
              .map((id) => clubOf.get(id))
              .filter((club) => typeof club === 'string');
            for (const club of new Set(clubs)) {
              const here = clubs.filter((other) => other === club).length;
              // A club of no more teams than pools is spread one a pool; a larger one evenly.
              expect(here).toBeLessThanOrEqual(
                Math.ceil((clubSizes.get(club as string) ?? 0) / pools.length),
              );
            }
          }
        },
      ),
    );
  });
});

describe('poolRounds', () => {
  it('plays each pool as a round robin, side by side: 3 rounds for pools of 4', () => {
    const pools = [
      ['a1', 'a2', 'a3', 'a4'],
      ['b1', 'b2', 'b3', 'b4'],
    ];
    const rounds = poolRounds(pools);
    expect(rounds).toHaveLength(poolRoundCount(pools));
    expect(rounds).toHaveLength(3);
    expect(rounds[0]).toEqual({
      pairs: [
        ['a1', 'a4'],
        ['a2', 'a3'],
        ['b1', 'b4'],
        ['b2', 'b3'],
      ],
      byes: [],
    });
  });

  it('gives a pool of 3 a bye a round and lets a pool of 2 sit out after its game', () => {
    const rounds = poolRounds([
      ['a1', 'a2', 'a3'],
      ['b1', 'b2'],
    ]);
    expect(rounds).toHaveLength(3);
    expect(rounds.map((round) => round.byes)).toEqual([['a1'], ['a2'], ['a3']]);
    expect(rounds.map((round) => round.pairs.length)).toEqual([2, 1, 1]);
  });

  it('never pairs teams of two pools, and pairs every two teams of a pool once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 6 }),
        (sizes) => {
          const pools = sizes.map((size, p) =>
            Array.from({ length: size }, (_, i) => `p${p}t${i}`),
          );
          const poolOf = new Map(pools.flatMap((pool, p) => pool.map((id) => [id, p] as const)));
          const met = new Set<string>();
          for (const round of poolRounds(pools))
            for (const [a, b] of round.pairs) {
              expect(poolOf.get(a)).toBe(poolOf.get(b));
              met.add([a, b].sort().join('-'));
            }
          expect(met.size).toBe(sizes.reduce((sum, n) => sum + (n * (n - 1)) / 2, 0));
        },
      ),
    );
  });
});
