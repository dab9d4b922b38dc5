import fc from 'fast-check';
import { poolRoundPairs } from './pool-schedule.ts';
import { roundRobin } from './round-robin.ts';

type Pair = [string, string];

const pool = (size: number) => Array.from({ length: size }, (_, i) => `t${i + 1}`);
const key = ([a, b]: Pair) => [a, b].sort().join(' ');

/** Two teams change places in a round (as the organiser's swap does). */
function swapped(pairs: Pair[], first: string, second: string): Pair[] {
  const other = (id: string) => (id === first ? second : id === second ? first : id);
  return pairs.map(([a, b]) => [other(a), other(b)]);
}

/** The pool's rounds played to the end, the organiser swapping two teams in round `swapAt`. */
function playPool(teams: string[], swapAt: number, first: string, second: string): Pair[][] {
  const rounds: Pair[][] = [];
  for (let number = 1; number <= roundRobin(teams).length; number += 1) {
    const paired = poolRoundPairs(teams, number, rounds);
    rounds.push(number === swapAt ? swapped(paired, first, second) : paired);
  }
  return rounds;
}

describe('poolRoundPairs', () => {
  it('follows the Berger table while nobody was swapped', () => {
    const teams = pool(6);
    const berger = roundRobin(teams);
    const rounds: Pair[][] = [];
    for (let number = 1; number <= 5; number += 1) {
      rounds.push(poolRoundPairs(teams, number, rounds));
      expect(rounds[number - 1]).toEqual(berger[number - 1]?.pairs);
    }
  });

  it('keeps to the table when a withdrawal took games out of an earlier round', () => {
    const teams = pool(4);
    const first = roundRobin(teams)[0]?.pairs.slice(1) ?? [];
    expect(poolRoundPairs(teams, 2, [first])).toEqual(roundRobin(teams)[1]?.pairs);
  });

  it('plays the two games a round-1 swap left out in a pool of 4, with no rematch', () => {
    const teams = pool(4);
    const [[a, b], [c, d]] = roundRobin(teams)[0]?.pairs as [Pair, Pair];
    const round1 = swapped(
      [
        [a, b],
        [c, d],
      ],
      b,
      c,
    );
    const round2 = poolRoundPairs(teams, 2, [round1]);
    const round3 = poolRoundPairs(teams, 3, [round1, round2]);
    const games = [round1, round2, round3].flat().map(key);
    expect(new Set(games).size).toBe(6);
  });

  it('seats every team of a pool of 5 once out of the five rounds after a swap', () => {
    const rounds = playPool(pool(5), 1, 't2', 't3');
    const seatedOut = rounds.map(
      (pairs) => pool(5).filter((team) => !pairs.flat().includes(team))[0],
    );
    expect(new Set(seatedOut).size).toBe(5);
    expect(new Set(rounds.flat().map(key)).size).toBe(10);
  });

  it('after a swap in any round, never repeats a game; after one in round 1, plays them all', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 8 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (size, at, one, other) => {
          const teams = pool(size);
          const swapAt = 1 + (at % roundRobin(teams).length);
          const first = teams[one % size] as string;
          const second = teams[other % size] as string;
          const rounds = playPool(teams, swapAt, first, second);
          const games = rounds.flat().map(key);
          // The swapped round itself may repeat a game: only the rounds after it are the rule's.
          const afterSwap = rounds.slice(swapAt).flat().map(key);
          const before = new Set(games.slice(0, games.length - afterSwap.length));
          for (const game of afterSwap) expect(before.has(game)).toBe(false);
          expect(new Set(afterSwap).size).toBe(afterSwap.length);
          // After a swap in round 1 the pool still plays every one of its games.
          const allGames = swapAt === 1 ? (size * (size - 1)) / 2 : new Set(games).size;
          expect(new Set(games).size).toBe(allGames);
        },
      ),
    );
  });
});
