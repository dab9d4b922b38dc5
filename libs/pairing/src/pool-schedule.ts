import { roundRobin } from './round-robin.ts';

type Pair = readonly [string, string];

/** Steps the search for the rest of a round robin may take before it settles for less. */
const SEARCH_BUDGET = 200_000;

/**
 * Round `number` (from 1) of one pool's round robin, given the games its earlier rounds had
 * (`earlier[r]`: round r + 1's pairs). While those followed the Berger table (some of its games
 * may be missing: a withdrawal), the table's round. Once the organiser swapped two teams of the
 * pool, the table would repeat a game and leave another unplayed: the round is then the first
 * of rounds that play every game not played yet, each team once a round (in an odd pool one
 * team sits out each round, never twice). When no such rounds exist (a pool swapped twice), the
 * most games not played yet that the round can hold.
 */
export function poolRoundPairs(
  pool: readonly string[],
  number: number,
  earlier: ReadonlyArray<ReadonlyArray<Pair>>,
): Array<[string, string]> {
  const schedule = roundRobin([...pool]);
  const followed = earlier.every((pairs, index) => {
    const planned = new Set((schedule[index]?.pairs ?? []).map(pairKey));
    return pairs.every((pair) => planned.has(pairKey(pair)));
  });
  if (followed) return schedule[number - 1]?.pairs ?? [];
  const remaining = schedule.length - number + 1;
  if (remaining <= 0) return [];
  const seats = pool.length % 2 === 1 ? [...pool, SITS_OUT] : [...pool];
  const played = playedPairs(pool, earlier);
  const rounds = completion(seats, played, remaining) ?? [greedyRound(seats, played)];
  return (rounds[0] ?? []).filter(([a, b]) => a !== SITS_OUT && b !== SITS_OUT);
}

/** The empty seat of an odd pool: the team paired with it sits out the round. */
const SITS_OUT = '\u0000sits-out';

function pairKey([a, b]: Pair): string {
  return a < b ? `${a} ${b}` : `${b} ${a}`;
}

/** The games played, and in an odd pool each team's round sitting out (a game with the empty seat). */
function playedPairs(pool: readonly string[], earlier: ReadonlyArray<ReadonlyArray<Pair>>) {
  const played = new Set<string>();
  for (const pairs of earlier) {
    const seated = new Set(pairs.flat());
    for (const pair of pairs) played.add(pairKey(pair));
    if (pool.length % 2 === 1)
      for (const team of pool) if (!seated.has(team)) played.add(pairKey([team, SITS_OUT]));
  }
  return played;
}

/**
 * `count` rounds, each seating every seat once, that between them hold only games not played
 * yet, none twice; null when there are none (or the search ran out of steps).
 */
function completion(
  seats: readonly string[],
  played: ReadonlySet<string>,
  count: number,
): Array<Array<[string, string]>> | null {
  const used = new Set(played);
  const rounds: Array<Array<[string, string]>> = [];
  let steps = 0;
  const fillRound = (round: Array<[string, string]>, free: string[]): boolean => {
    steps += 1;
    if (steps > SEARCH_BUDGET) return false;
    if (free.length === 0) {
      rounds.push(round);
      if (rounds.length === count || fillRound([], [...seats])) return true;
      rounds.pop();
      return false;
    }
    const [first, ...others] = free as [string, ...string[]];
    for (const partner of others) {
      const key = pairKey([first, partner]);
      if (used.has(key)) continue;
      used.add(key);
      const rest = others.filter((seat) => seat !== partner);
      if (fillRound([...round, [first, partner]], rest)) return true;
      used.delete(key);
    }
    return false;
  };
  return fillRound([], [...seats]) ? rounds : null;
}

/** As many games not played yet as one round can hold, seats in pool order. */
function greedyRound(seats: readonly string[], played: ReadonlySet<string>) {
  const free = new Set(seats);
  const round: Array<[string, string]> = [];
  for (const seat of seats) {
    if (!free.has(seat)) continue;
    const partner = seats.find(
      (other) => other !== seat && free.has(other) && !played.has(pairKey([seat, other])),
    );
    if (partner === undefined) continue;
    free.delete(seat);
    free.delete(partner);
    round.push([seat, partner]);
  }
  return round;
}
