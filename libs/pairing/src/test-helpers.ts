import type { PairingTeam, SwissPairing } from './pairing-team.ts';
import { pairSwiss } from './swiss.ts';
import { seededRandom, type Random } from './random.ts';

/** The objective, most important first: rematches, bye's byes, bye's score, same club, Σd², the bye's rank from the bottom, Σ rank gap². */
export type Objective = [number, number, number, number, number, number, number];

export function objectiveOf(
  teams: readonly PairingTeam[],
  pairing: SwissPairing,
  avoidSameClub = false,
): Objective {
  const rank = new Map(teams.map((team, index) => [team.id, index]));
  const byId = new Map(teams.map((team) => [team.id, team]));
  const objective: Objective = [0, 0, 0, 0, 0, 0, 0];
  for (const [a, b] of pairing.pairs) {
    const teamA = byId.get(a) as PairingTeam;
    const teamB = byId.get(b) as PairingTeam;
    if (teamA.opponents.includes(b) || teamB.opponents.includes(a)) objective[0] += 1;
    if (avoidSameClub && teamA.club !== undefined && teamA.club === teamB.club) objective[3] += 1;
    objective[4] += (teamA.score - teamB.score) ** 2;
    objective[6] += ((rank.get(a) as number) - (rank.get(b) as number)) ** 2;
  }
  if (pairing.bye !== null) {
    const team = byId.get(pairing.bye) as PairingTeam;
    objective[1] = team.byes;
    objective[2] = team.score;
    objective[5] = teams.length - 1 - (rank.get(team.id) as number);
  }
  return objective;
}

export function compareObjectives(a: Objective, b: Objective): number {
  for (let level = 0; level < a.length; level += 1)
    if (a[level] !== b[level]) return (a[level] as number) - (b[level] as number);
  return 0;
}

/** Every pairing of the field (with one bye when odd): for fields of a dozen teams at most. */
export function* allPairings(ids: readonly string[]): Generator<SwissPairing> {
  if (ids.length % 2 === 1) {
    for (const bye of ids)
      for (const pairing of allPairings(ids.filter((id) => id !== bye)))
        yield { pairs: pairing.pairs, bye };
    return;
  }
  const [first, ...rest] = ids;
  if (first === undefined) {
    yield { pairs: [], bye: null };
    return;
  }
  for (const partner of rest)
    for (const pairing of allPairings(rest.filter((id) => id !== partner)))
      yield { pairs: [[first, partner], ...pairing.pairs], bye: null };
}

export function bestObjective(teams: readonly PairingTeam[], avoidSameClub = false): Objective {
  let best: Objective | null = null;
  for (const pairing of allPairings(teams.map((team) => team.id))) {
    const objective = objectiveOf(teams, pairing, avoidSameClub);
    if (best === null || compareObjectives(objective, best) < 0) best = objective;
  }
  return best as Objective;
}

export const team = (
  id: string,
  score = 0,
  opponents: string[] = [],
  byes = 0,
  club?: string,
): PairingTeam => ({ id, score, opponents, byes, ...(club === undefined ? {} : { club }) });

/** Best first: score, then id order (a fixed tiebreak, as standings give). */
export function ranked(teams: readonly PairingTeam[]): PairingTeam[] {
  return [...teams].sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}

/** The field after a round: winners by the random source, a draw now and then, bye = a win. */
export function playRound(
  teams: readonly PairingTeam[],
  pairing: SwissPairing,
  random: Random,
): PairingTeam[] {
  const next = new Map(teams.map((t) => [t.id, { ...t, opponents: [...t.opponents] }]));
  for (const [a, b] of pairing.pairs) {
    const teamA = next.get(a) as PairingTeam;
    const teamB = next.get(b) as PairingTeam;
    teamA.opponents.push(b);
    teamB.opponents.push(a);
    const draw = random();
    if (draw < 0.1) [teamA.score, teamB.score] = [teamA.score + 0.5, teamB.score + 0.5];
    else (draw < 0.55 ? teamA : teamB).score += 1;
  }
  if (pairing.bye !== null) {
    const team = next.get(pairing.bye) as PairingTeam;
    team.byes += 1;
    team.score += 1;
  }
  return ranked([...next.values()]);
}

/** Standings before each of `rounds` Swiss rounds, paired by pairSwiss, with random results. */
export function simulate(
  size: number,
  rounds: number,
  seed: number,
  clubs = 0,
): Array<{ teams: PairingTeam[]; pairing: SwissPairing }> {
  const random = seededRandom(seed);
  let teams = Array.from({ length: size }, (_, index) =>
    team(
      `t${String(index).padStart(4, '0')}`,
      0,
      [],
      0,
      clubs > 0 ? `c${index % clubs}` : undefined,
    ),
  );
  const history: Array<{ teams: PairingTeam[]; pairing: SwissPairing }> = [];
  for (let round = 0; round < rounds; round += 1) {
    const pairing = pairSwiss(teams, { avoidSameClub: clubs > 0, seed });
    history.push({ teams, pairing });
    teams = playRound(teams, pairing, random);
  }
  return history;
}
