import type { PairingTeam, SwissOptions } from './pairing-team.ts';

/** The facts about a field that pairing needs, by rank (index in the input order). */
export interface Field {
  teams: readonly PairingTeam[];
  /** Scores scaled to integers, so squared differences stay exact. */
  units: Float64Array;
  /** Dense rank of (byes, score), ascending: 0 is who should sit out first. */
  byeKeys: Int32Array;
  /**
   * How many teams with the same bye key are ranked below: 0 for the lowest-ranked candidate.
   * The bye only compares teams of one key, so this orders them as the rank from the bottom
   * does, with numbers no larger than the largest key's size.
   */
  byeRanks: Int32Array;
  /** One number per club when clubs are kept apart (`avoidSameClub`), else -1 for every team. */
  clubs: Int32Array;
  /** The pairs of ranks i < j that have met, as i·n + j: pricing asks for thousands. */
  met: ReadonlySet<number>;
}

export function describeField(teams: readonly PairingTeam[], options: SwissOptions): Field {
  const keys = byeKeys(teams);
  return {
    teams,
    units: Float64Array.from(scoreUnits(teams.map((team) => team.score))),
    byeKeys: keys,
    byeRanks: ranksWithinKey(keys),
    clubs: clubNumbers(teams, options.avoidSameClub ?? false),
    met: meetings(teams),
  };
}

/** Whether ranks i < j have met (either side listing the other is enough). */
export function haveMet(field: Field, i: number, j: number): boolean {
  return field.met.has(i * field.teams.length + j);
}

/** Both of one club, when clubs are kept apart. */
export function sameClub(field: Field, i: number, j: number): boolean {
  const club = field.clubs[i] as number;
  return club !== -1 && club === field.clubs[j];
}

export function spread(field: Field, i: number, j: number): number {
  const difference = (field.units[i] as number) - (field.units[j] as number);
  return difference * difference;
}

/**
 * Scores times the smallest power of two that makes them all integers (2 for halves). Scores
 * finer than 1/1024 are rounded at that precision: the only place the objective is approximate.
 */
function scoreUnits(scores: readonly number[]): number[] {
  for (let factor = 1; factor <= 1024; factor *= 2)
    if (scores.every((score) => Number.isInteger(score * factor)))
      return scores.map((score) => score * factor);
  return scores.map((score) => Math.round(score * 1024));
}

function byeKeys(teams: readonly PairingTeam[]): Int32Array {
  const keyOf = (team: PairingTeam) => `${team.byes}:${team.score}`;
  const distinct = [...new Map(teams.map((team) => [keyOf(team), team])).values()].sort(
    (a, b) => a.byes - b.byes || a.score - b.score,
  );
  const rank = new Map(distinct.map((team, index) => [keyOf(team), index]));
  return Int32Array.from(teams, (team) => rank.get(keyOf(team)) as number);
}

function ranksWithinKey(keys: Int32Array): Int32Array {
  const below = new Map<number, number>();
  const ranks = new Int32Array(keys.length);
  for (let i = keys.length - 1; i >= 0; i -= 1) {
    const key = keys[i] as number;
    ranks[i] = below.get(key) ?? 0;
    below.set(key, (ranks[i] as number) + 1);
  }
  return ranks;
}

function meetings(teams: readonly PairingTeam[]): Set<number> {
  const n = teams.length;
  const rankOf = new Map(teams.map((team, rank) => [team.id, rank]));
  const met = new Set<number>();
  teams.forEach((team, i) => {
    for (const opponent of team.opponents) {
      const j = rankOf.get(opponent);
      if (j !== undefined && j !== i) met.add(Math.min(i, j) * n + Math.max(i, j));
    }
  });
  return met;
}

function clubNumbers(teams: readonly PairingTeam[], avoidSameClub: boolean): Int32Array {
  const numbers = new Map<string, number>();
  return Int32Array.from(teams, ({ club }) => {
    if (!avoidSameClub || club === undefined) return -1;
    if (!numbers.has(club)) numbers.set(club, numbers.size);
    return numbers.get(club) as number;
  });
}
