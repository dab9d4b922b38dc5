import type { PairingTeam, SwissOptions } from './pairing-team.ts';

/** The facts about a field that pairing needs, by rank (index in the input order). */
export interface Field {
  teams: readonly PairingTeam[];
  /** Scores scaled to integers, so squared differences stay exact. */
  units: readonly number[];
  /** Dense rank of (byes, score), ascending: 0 is who should sit out first. */
  byeKeys: readonly number[];
  met: ReadonlyArray<ReadonlySet<string>>;
  avoidSameClub: boolean;
}

export function describeField(teams: readonly PairingTeam[], options: SwissOptions): Field {
  const met = teams.map((team) => new Set(team.opponents));
  return {
    teams,
    units: scoreUnits(teams.map((team) => team.score)),
    byeKeys: byeKeys(teams),
    met,
    avoidSameClub: options.avoidSameClub ?? false,
  };
}

export function haveMet(field: Field, i: number, j: number): boolean {
  const a = field.teams[i] as PairingTeam;
  const b = field.teams[j] as PairingTeam;
  return (field.met[i] as Set<string>).has(b.id) || (field.met[j] as Set<string>).has(a.id);
}

export function sameClub(field: Field, i: number, j: number): boolean {
  const club = field.teams[i]?.club;
  return club !== undefined && club === field.teams[j]?.club;
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

function byeKeys(teams: readonly PairingTeam[]): number[] {
  const keyOf = (team: PairingTeam) => `${team.byes}:${team.score}`;
  const distinct = [...new Map(teams.map((team) => [keyOf(team), team])).values()].sort(
    (a, b) => a.byes - b.byes || a.score - b.score,
  );
  const rank = new Map(distinct.map((team, index) => [keyOf(team), index]));
  return teams.map((team) => rank.get(keyOf(team)) as number);
}
