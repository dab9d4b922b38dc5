import type { PoolsKnockout, StandingRow } from '@marque/contracts';
import {
  bracketRoundCount,
  drawPools,
  finalPlacings,
  firstRoundLosers,
  gamesToPlay,
  knockoutBracket,
  playBracket,
  poolRoundCount,
  poolRoundPairs,
  seedsFromPools,
  type KnockoutMatch,
  type SeededTeam,
} from '@marque/pairing';
import { computePoolStandings, type Standing } from '@marque/standings';
import { standingsOptions } from '../standings/standings-options';
import type { TournamentResults } from '../standings/standings.repository';
import type { TournamentRules } from '../tournaments/tournaments.repository';

/** A bracket as far as it is played, and the tournament round its first round is played in. */
export interface Bracket {
  seeds: SeededTeam[];
  slots: Array<string | null>;
  rounds: KnockoutMatch[][];
  firstRound: number;
}

/** Where a tournament of pools then a knockout stands. */
export interface KnockoutPlan {
  pools: string[][];
  poolRounds: number;
  /** Each pool's teams in the order of its standings. */
  rankings: string[][];
  /** Null until every game of the pool phase is over. */
  main: Bracket | null;
  /** Null until its teams are known, and when the format has none. */
  consolation: Bracket | null;
}

/** The pools of round 1: the teams playing it, drawn by the format's seeding and the tournament's seed. */
export function drawnPools(tournament: TournamentRules, results: TournamentResults): string[][] {
  const format = formatOf(tournament);
  return drawPools(playingRoundOne(results), {
    poolSize: format.poolSize,
    seeding: format.poolSeeding,
    seed: tournament.drawSeed,
  });
}

/**
 * The pools round 1 starts with. Once the organiser has drawn them (and maybe moved teams), the
 * pools as they stand: without the teams withdrawn since, and each team registered since in
 * the smallest pool (the first of equal ones). Otherwise the draw, made now.
 */
export function roundOnePools(tournament: TournamentRules, results: TournamentResults): string[][] {
  const playing = playingRoundOne(results);
  if (!playing.some((team) => team.pool !== null)) return drawnPools(tournament, results);
  const pools: string[][] = [];
  for (const team of playing)
    if (team.pool !== null) pools[team.pool] = [...(pools[team.pool] ?? []), team.id];
  const kept = Array.from(pools, (pool) => pool ?? []).filter((pool) => pool.length > 0);
  for (const team of playing) {
    if (team.pool !== null) continue;
    const smallest = kept.reduce((best, pool) => (pool.length < best.length ? pool : best));
    smallest.push(team.id);
  }
  return kept;
}

function playingRoundOne(results: TournamentResults) {
  return results.teams.filter((team) => !team.withdrawn && team.joinedRound <= 1);
}

/**
 * The rounds the format makes for these pools: the pool phase (the largest pool's round robin),
 * then the main bracket, or the consolation if it ends later (it starts a round after the main
 * one when it takes the first round's losers).
 */
export function plannedRounds(format: PoolsKnockout, pools: string[][]): number {
  const teams = pools.reduce((sum, pool) => sum + pool.length, 0);
  const qualified = pools.reduce(
    (sum, pool) => sum + Math.min(format.qualifiersPerPool, pool.length),
    0,
  );
  const mainRounds = bracketRoundCount(qualified);
  const firstRoundGames = mainRounds > 0 ? qualified - 2 ** (mainRounds - 1) : 0;
  const consolation = {
    'first-round-losers': { teams: firstRoundGames, offset: 1 },
    'non-qualified': { teams: teams - qualified, offset: 0 },
    none: { teams: 0, offset: 0 },
  }[format.consolation];
  const consolationRounds = bracketRoundCount(consolation.teams);
  const knockoutRounds = Math.max(
    mainRounds,
    consolationRounds > 0 ? consolation.offset + consolationRounds : 0,
  );
  return poolRoundCount(pools) + knockoutRounds;
}

/** A game of a round that a withdrawn team forfeits: its teams, and the side that withdrew. */
export interface WalkoverGame {
  teams: [string, string];
  forfeitedBy: 'A' | 'B';
}

/**
 * Who plays round `number`: a round of every pool, or the brackets' next games (main first). A
 * withdrawn team is never seated again: each game it would play is a walkover for its opponent,
 * in the pools and in both brackets. A pool game of two withdrawn teams is not played at all;
 * a bracket game of two, which must send a team on, is a walkover for the upper one.
 */
export function poolsKnockoutPairing(
  tournament: TournamentRules,
  results: TournamentResults,
  number: number,
): { pairs: Array<[string, string]>; walkovers: WalkoverGame[]; knockout: boolean } {
  const plan = knockoutPlan(tournament, results);
  const knockout = number > plan.poolRounds;
  const games = knockout
    ? [plan.main, plan.consolation].flatMap((bracket) =>
        bracket ? gamesToPlay(bracket.rounds, number - bracket.firstRound) : [],
      )
    : plan.pools.flatMap((pool) =>
        poolRoundPairs(pool, number, earlierPoolGames(results, pool, number)),
      );
  const withdrawn = new Set(results.teams.filter((team) => team.withdrawn).map((team) => team.id));
  const pairs: Array<[string, string]> = [];
  const walkovers: WalkoverGame[] = [];
  for (const [a, b] of games) {
    const [outA, outB] = [withdrawn.has(a), withdrawn.has(b)];
    if (!outA && !outB) pairs.push([a, b]);
    else if (outB && (!outA || knockout)) walkovers.push({ teams: [a, b], forfeitedBy: 'B' });
    else if (!outB) walkovers.push({ teams: [a, b], forfeitedBy: 'A' });
  }
  return { pairs, walkovers, knockout };
}

/** The games of a pool's rounds before `number`, round by round (a swap may have changed them). */
function earlierPoolGames(
  results: TournamentResults,
  pool: readonly string[],
  number: number,
): Array<Array<[string, string]>> {
  const members = new Set(pool);
  // Walkovers too: a game a withdrawn team forfeited was the pool's game of that round.
  return Array.from({ length: number - 1 }, (_, index) => [
    ...results.games
      .filter((game) => game.round === index + 1 && members.has(game.teamA))
      .map((game): [string, string] => [game.teamA, game.teamB]),
    ...results.walkovers
      .filter((walkover) => walkover.round === index + 1 && members.has(walkover.winner))
      .map((walkover): [string, string] => [walkover.winner, walkover.loser]),
  ]);
}

/** The pools as drawn (team ids in registration order). */
export function poolsOf(results: TournamentResults): string[][] {
  const pools: string[][] = [];
  for (const team of results.teams)
    if (team.pool !== null) pools[team.pool] = [...(pools[team.pool] ?? []), team.id];
  return Array.from(pools, (pool) => pool ?? []);
}

/** Each pool ranked on its own games of the pool phase, pool by pool. */
export function poolStandings(tournament: TournamentRules, results: TournamentResults): Standing[] {
  const pools = poolsOf(results);
  const last = poolRoundCount(pools);
  // A team sitting out a pool round scores nothing: pools are ranked on their games alone.
  const { ranking, tiebreaks, drawSeed, walkovers } = standingsOptions(tournament, {
    ...results,
    walkovers: results.walkovers.filter((walkover) => walkover.round <= last),
  });
  const options = { ranking, tiebreaks, drawSeed, walkovers };
  const games = results.games.filter((game) => game.round <= last);
  return computePoolStandings(pools, results.teams, games, options);
}

/**
 * The standings of a tournament of pools: each pool's rows, ranked within it (`rank` and
 * `poolRank`), each with the team's final place as far as the brackets have decided it
 * (libs/pairing's finalPlacings: the main bracket, then the consolation, then the others).
 */
export function poolsStandings(
  tournament: TournamentRules,
  results: TournamentResults,
): StandingRow[] {
  const rows = poolStandings(tournament, results);
  const plan = knockoutPlan(tournament, results);
  const placings = finalPlacings({
    main: plan.main,
    consolation: plan.consolation,
    consolationOf: formatOf(tournament).consolation,
    poolRankings: plan.rankings,
  });
  return rows.map((row) => ({
    ...row,
    poolRank: row.rank,
    placing: placings.get(row.team.id) ?? null,
  }));
}

/** The pools, and the brackets as far as they are played. */
export function knockoutPlan(
  tournament: TournamentRules,
  results: TournamentResults,
): KnockoutPlan {
  const format = formatOf(tournament);
  const pools = poolsOf(results);
  const poolRoundsCount = poolRoundCount(pools);
  const rankings = rankingsOf(poolStandings(tournament, results), pools.length);
  const plan: KnockoutPlan = {
    pools,
    poolRounds: poolRoundsCount,
    rankings,
    main: null,
    consolation: null,
  };
  if (!poolPhaseOver(results, pools, poolRoundsCount)) return plan;
  const winnerOf = knockoutWinners(results, poolRoundsCount);
  const mainSeeds = seedsFromPools(rankings, 0, format.qualifiersPerPool);
  plan.main = bracketOf(mainSeeds, winnerOf, poolRoundsCount + 1);
  if (format.consolation === 'non-qualified') {
    const largest = Math.max(...pools.map((pool) => pool.length));
    const seeds = seedsFromPools(rankings, format.qualifiersPerPool, largest);
    plan.consolation = bracketOf(seeds, winnerOf, poolRoundsCount + 1);
  } else if (format.consolation === 'first-round-losers' && plan.main) {
    const losers = firstRoundLosers(plan.main.rounds, mainSeeds);
    plan.consolation = losers && bracketOf(losers, winnerOf, poolRoundsCount + 2);
  }
  return plan;
}

/** The format of a tournament of pools (its defaults for one created without). */
export function formatOf(tournament: TournamentRules): PoolsKnockout {
  return (
    tournament.poolsKnockout ?? {
      poolSize: 4,
      poolSeeding: 'draw',
      qualifiersPerPool: 2,
      consolation: 'first-round-losers',
      knockoutTie: 'last-declarer',
    }
  );
}

function bracketOf(
  seeds: SeededTeam[],
  winnerOf: (a: string, b: string) => string | null,
  firstRound: number,
): Bracket | null {
  if (seeds.length < 2) return null;
  const slots = knockoutBracket(seeds);
  return { seeds, slots, rounds: playBracket(slots, winnerOf), firstRound };
}

/** Every round of the pools has started and every game of them is over. */
function poolPhaseOver(results: TournamentResults, pools: string[][], rounds: number): boolean {
  if (pools.length === 0 || results.roundsStarted < rounds) return false;
  if (results.roundsStarted > rounds) return true;
  // Only pool rounds so far: every table played is a pool game (each counted by both teams).
  const tables = [...results.opponents.values()].reduce((sum, met) => sum + met.length, 0) / 2;
  return results.games.length + results.walkovers.length >= tables;
}

function rankingsOf(standings: Standing[], pools: number): string[][] {
  const rankings: string[][] = Array.from({ length: pools }, () => []);
  for (const row of standings) rankings[row.pool ?? 0]?.push(row.team.id);
  return rankings;
}

/**
 * Who won each finished knockout game, walkovers included. A knockout game never ends drawn (the
 * bell asks the organiser where nothing else decides); a game stored drawn before that rule goes
 * to team A, the upper team of the bracket.
 */
function knockoutWinners(
  results: TournamentResults,
  poolRounds: number,
): (a: string, b: string) => string | null {
  const winners = new Map<string, string>();
  const won = (a: string, b: string, winner: string) => {
    winners.set(`${a} ${b}`, winner);
    winners.set(`${b} ${a}`, winner);
  };
  for (const game of results.games)
    if (game.round > poolRounds)
      won(game.teamA, game.teamB, game.winner === 'B' ? game.teamB : game.teamA);
  for (const walkover of results.walkovers)
    if (walkover.round > poolRounds) won(walkover.winner, walkover.loser, walkover.winner);
  return (a, b) => winners.get(`${a} ${b}`) ?? null;
}
