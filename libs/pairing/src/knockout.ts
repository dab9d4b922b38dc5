import { drawBracket } from './knockout-draw.ts';

/** A team entering a knockout bracket: its pool and its place in that pool (0 = the winner). */
export interface SeededTeam {
  id: string;
  pool: number;
  place: number;
}

/** A game of a bracket: its two teams (null: not known yet, or a bye in the first round). */
export interface KnockoutMatch {
  teams: [string | null, string | null];
  /** The team that goes on; a bye's lone team goes on at once. */
  winner: string | null;
  /** Only one team: it goes through without playing. */
  bye: boolean;
}

/**
 * The teams of places `from` to `to` (0-based, `to` excluded) of every pool, in seed order: the
 * pool winners first (pool by pool), then the runners-up, and so on.
 */
export function seedsFromPools(
  poolRankings: readonly string[][],
  from: number,
  to: number,
): SeededTeam[] {
  const seeds: SeededTeam[] = [];
  for (let place = from; place < to; place += 1) {
    poolRankings.forEach((ranking, pool) => {
      const id = ranking[place];
      if (id !== undefined) seeds.push({ id, pool, place });
    });
  }
  return seeds;
}

/** The last draws made, by their seeds: every view of a bracket draws it again from the pools. */
const drawsMade = new Map<string, Array<string | null>>();
const DRAWS_KEPT = 64;

/**
 * The first round of a bracket, slot by slot (two slots a game). The bracket is the next power of
 * two, its slots in the standard order (seed 1 meets the last seed, seeds 1 and 2 can only meet in
 * the final: 1 v 8, 4 v 5, 2 v 7, 3 v 6), so the top seeds get the byes (null slots) and face the
 * lowest places first. Within that order, teams of one place trade slots so that teams of one
 * pool meet as late as they can (`drawBracket`): a pool's winner and runner-up in opposite halves.
 */
export function knockoutBracket(seeds: readonly SeededTeam[]): Array<string | null> {
  const key = seeds.map((seed) => `${seed.id}:${seed.pool}:${seed.place}`).join(' ');
  const known = drawsMade.get(key);
  if (known) return [...known];
  const slots = drawBracket(seeds, standardOrder(bracketSize(seeds.length)));
  const ids = slots.map((slot) => slot?.id ?? null);
  const oldest = drawsMade.keys().next();
  if (drawsMade.size >= DRAWS_KEPT && !oldest.done) drawsMade.delete(oldest.value);
  drawsMade.set(key, ids);
  return [...ids];
}

/**
 * The whole bracket as far as it is known: round by round, each game's teams and winner.
 * `winnerOf(a, b)` says who won the game of a and b, or null while it is not over.
 */
export function playBracket(
  slots: ReadonlyArray<string | null>,
  winnerOf: (a: string, b: string) => string | null,
): KnockoutMatch[][] {
  if (slots.length < 2) return [];
  const rounds: KnockoutMatch[][] = [];
  let entrants: Array<string | null> = [...slots];
  let first = true;
  while (entrants.length >= 2) {
    const round: KnockoutMatch[] = [];
    for (let game = 0; game < entrants.length / 2; game += 1) {
      const teams: [string | null, string | null] = [
        entrants[2 * game] ?? null,
        entrants[2 * game + 1] ?? null,
      ];
      round.push(matchOf(teams, first, winnerOf));
    }
    rounds.push(round);
    entrants = round.map((match) => match.winner);
    first = false;
  }
  return rounds;
}

/** The bracket's winner, once its final is over (or its only team). */
export function champion(
  slots: ReadonlyArray<string | null>,
  rounds: KnockoutMatch[][],
): string | null {
  if (slots.length === 1) return slots[0] ?? null;
  return rounds.at(-1)?.[0]?.winner ?? null;
}

/** The games of round `index` (0-based) ready to be played: both teams known, no winner yet. */
export function gamesToPlay(rounds: KnockoutMatch[][], index: number): Array<[string, string]> {
  return (rounds[index] ?? []).flatMap((match) => {
    const [a, b] = match.teams;
    return a !== null && b !== null && match.winner === null ? [[a, b] as [string, string]] : [];
  });
}

/**
 * The teams beaten in the first round, in their seed order (the best-seeded loser first), once
 * every first-round game is over; null before.
 */
export function firstRoundLosers(
  rounds: KnockoutMatch[][],
  seeds: readonly SeededTeam[],
): SeededTeam[] | null {
  const first = rounds[0] ?? [];
  if (first.some((match) => match.winner === null)) return null;
  const losers = new Set(
    first.flatMap((match) => (match.bye ? [] : match.teams.filter((id) => id !== match.winner))),
  );
  return seeds.filter((seed) => losers.has(seed.id));
}

/** The rounds a bracket of `teams` takes: log2 of its size. */
export function bracketRoundCount(teams: number): number {
  return teams < 2 ? 0 : Math.log2(bracketSize(teams));
}

function matchOf(
  teams: [string | null, string | null],
  first: boolean,
  winnerOf: (a: string, b: string) => string | null,
): KnockoutMatch {
  const [a, b] = teams;
  if (a !== null && b !== null) return { teams, winner: winnerOf(a, b), bye: false };
  // Only the first round has byes: later, an empty side is a game not yet decided.
  const lone = a ?? b;
  if (first && lone !== null) return { teams, winner: lone, bye: true };
  return { teams, winner: null, bye: false };
}

export function bracketSize(teams: number): number {
  let size = 1;
  while (size < teams) size *= 2;
  return size;
}

/** Seeds in bracket order: [1, 2] → [1, 4, 2, 3] → [1, 8, 4, 5, 2, 7, 3, 6]. */
export function standardOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const sum = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, sum - seed]);
  }
  return order;
}
