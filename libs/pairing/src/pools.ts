import { seededRandom, shuffle } from './random.ts';
import { roundRobin } from './round-robin.ts';

/** A team to put in a pool. */
export interface PoolTeam {
  id: string;
  club?: string | null;
}

/** How pools are drawn: their largest size, by a plain draw or keeping clubs apart. */
export interface PoolOptions {
  poolSize: number;
  seeding: 'draw' | 'clubs';
  seed: number;
}

/** A round of the pool phase: every pool's tables, pool by pool, and who sits out. */
export interface PoolRound {
  pairs: Array<[string, string]>;
  byes: string[];
}

/**
 * Puts every team in one pool: as many pools as it takes for none to exceed `poolSize`, their
 * sizes differing by one at most. With `seeding: 'clubs'` the teams are dealt club by club,
 * largest clubs first, one to each pool in turn: a club of no more teams than there are pools
 * never has two teams in one pool. Teams without a club count as clubs of one. The order within
 * a club, and among clubs of one size, is the seeded draw.
 */
export function drawPools(teams: readonly PoolTeam[], options: PoolOptions): string[][] {
  if (teams.length === 0) return [];
  const count = Math.ceil(teams.length / Math.max(2, options.poolSize));
  const drawn = shuffle(teams, seededRandom(options.seed));
  const order = options.seeding === 'clubs' ? groupedByClub(drawn) : drawn;
  const pools: string[][] = Array.from({ length: count }, () => []);
  order.forEach((team, index) => pools[index % count]?.push(team.id));
  return pools;
}

/** Teams of one club next to each other, largest clubs first (a stable sort keeps the draw). */
function groupedByClub(teams: PoolTeam[]): PoolTeam[] {
  const clubs = new Map<string, PoolTeam[]>();
  teams.forEach((team, index) => {
    const key = team.club ? `club:${team.club}` : `team:${index}`;
    clubs.set(key, [...(clubs.get(key) ?? []), team]);
  });
  return [...clubs.values()].sort((a, b) => b.length - a.length).flat();
}

/**
 * The pool phase: each pool a round robin (Berger tables), played side by side. Round i holds
 * round i of every pool; a pool with fewer rounds than the largest sits out the last ones.
 */
export function poolRounds(pools: readonly string[][]): PoolRound[] {
  const schedules = pools.map((pool) => roundRobin([...pool]));
  const length = Math.max(0, ...schedules.map((schedule) => schedule.length));
  return Array.from({ length }, (_, index) => {
    const rounds = schedules.map((schedule) => schedule[index]);
    return {
      pairs: rounds.flatMap((round) => round?.pairs ?? []),
      byes: rounds.flatMap((round) => (round?.bye ? [round.bye] : [])),
    };
  });
}

/** The number of rounds of the pool phase: the largest pool's round robin (n − 1, or n if odd). */
export function poolRoundCount(pools: readonly string[][]): number {
  const largest = Math.max(0, ...pools.map((pool) => pool.length));
  if (largest < 2) return 0;
  return largest % 2 === 0 ? largest - 1 : largest;
}
