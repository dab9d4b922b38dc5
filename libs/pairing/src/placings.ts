import type { KnockoutMatch, SeededTeam } from './knockout.ts';

/**
 * A team's final place: `place` to `to` (the same number unless several teams share it: the
 * beaten semi-finalists are 3–4), where it was decided, and how far it went there: in a bracket
 * the teams left in the round it last played (1: it won the bracket, 2: the final, 4: a
 * semi-final, 8: a quarter-final…); in the pools, its place in its pool (1 for the winner).
 */
export interface Placing {
  place: number;
  to: number;
  decidedIn: 'main' | 'consolation' | 'pools';
  reached: number;
}

/** A bracket as far as it is played: its seeds and its rounds (`playBracket`). */
export interface PlayedBracket {
  seeds: readonly SeededTeam[];
  rounds: KnockoutMatch[][];
}

/** What the final places are made of. */
export interface PlacingsInput {
  /** Null until the pool phase is over. */
  main: PlayedBracket | null;
  /** Null until its teams are known, and when there is none. */
  consolation: PlayedBracket | null;
  /** Who plays the consolation: the main bracket's first-round losers, or the teams not qualified. */
  consolationOf: 'first-round-losers' | 'non-qualified' | 'none';
  /** Each pool's teams in the order of the pool's standings. */
  poolRankings: readonly string[][];
}

/**
 * The places within one bracket of the teams whose place is known: the winner once the final is
 * over, and every team beaten in a round, as soon as it is beaten. The teams beaten in a round
 * share the places after those who went on: in a bracket of 8, the beaten semi-finalists are
 * 3–4, the beaten quarter-finalists 5–8 (5–6 with two byes: a bye beats nobody).
 */
export function bracketPlaces(rounds: KnockoutMatch[][]): Map<string, Placing> {
  const places = new Map<string, Placing>();
  rounds.forEach((round, index) => {
    const played = round.filter((match) => !match.bye);
    const reached = round.length * 2;
    for (const match of played) {
      if (match.winner === null) continue;
      const loser = match.teams.find((team) => team !== match.winner);
      if (!loser) continue;
      const place = round.length + 1;
      places.set(loser, { place, to: place + played.length - 1, decidedIn: 'main', reached });
    }
    const champion = round.length === 1 && index === rounds.length - 1 ? round[0]?.winner : null;
    if (champion) places.set(champion, { place: 1, to: 1, decidedIn: 'main', reached: 1 });
  });
  return places;
}

/**
 * Every team's final place as far as it is known: the main bracket first (the champion 1, the
 * finalist 2, the semi-finalists 3–4…), then the consolation's places, then the teams of no
 * bracket by their place in their pool (every pool's third, then every pool's fourth…). A
 * consolation of the first round's losers places them within the places they share in the main
 * bracket (its winner 5th in a bracket of 8); one of the teams not qualified, after every
 * qualified team. A team still in a bracket has no place yet; nor has a beaten team whose
 * consolation is still to be drawn.
 */
export function finalPlacings(input: PlacingsInput): Map<string, Placing> {
  const placings = new Map<string, Placing>();
  const { main, consolation } = input;
  if (!main) return placings;
  const mainPlaces = bracketPlaces(main.rounds);
  const firstRound = main.rounds[0] ?? [];
  const firstRoundLosers = firstRound.filter((match) => !match.bye).length;
  const replacedByConsolation =
    input.consolationOf === 'first-round-losers' && firstRoundLosers >= 2;
  const beatenFirst = new Set(
    firstRound.flatMap((match) => match.teams.filter((team) => team && team !== match.winner)),
  );
  for (const [team, placing] of mainPlaces)
    if (!(replacedByConsolation && beatenFirst.has(team))) placings.set(team, placing);
  const bracketed = new Set(main.seeds.map((seed) => seed.id));
  if (consolation) {
    // First-round losers: after the teams that won a first-round game (or had a bye).
    const offset = input.consolationOf === 'non-qualified' ? main.seeds.length : firstRound.length;
    for (const [team, placing] of bracketPlaces(consolation.rounds))
      placings.set(team, {
        ...placing,
        place: offset + placing.place,
        to: offset + placing.to,
        decidedIn: 'consolation',
      });
    for (const seed of consolation.seeds) bracketed.add(seed.id);
  }
  for (const [team, placing] of poolPlaces(input.poolRankings, bracketed))
    placings.set(team, placing);
  return placings;
}

/**
 * The teams of no bracket, by their place in their pool: every pool's best of them share the
 * places after the bracketed teams, then the next ones, and so on.
 */
function poolPlaces(
  poolRankings: readonly string[][],
  bracketed: ReadonlySet<string>,
): Map<string, Placing> {
  const places = new Map<string, Placing>();
  const byPoolPlace: string[][] = [];
  for (const ranking of poolRankings)
    ranking.forEach((team, index) => {
      if (!bracketed.has(team)) byPoolPlace[index] = [...(byPoolPlace[index] ?? []), team];
    });
  let placed = bracketed.size;
  byPoolPlace.forEach((teams, index) => {
    for (const team of teams)
      places.set(team, {
        place: placed + 1,
        to: placed + teams.length,
        decidedIn: 'pools',
        reached: index + 1,
      });
    placed += teams.length;
  });
  return places;
}
