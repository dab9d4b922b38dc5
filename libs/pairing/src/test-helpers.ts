import { maxWeightPerfectMatching, type WeightedEdge } from './max-weight-matching.ts';
import type { PairingTeam, SwissPairing } from './pairing-team.ts';
import { pairSwiss } from './swiss.ts';
import { seededRandom, type Random } from './random.ts';
import { RANK_GAP_CAP } from './swiss-weights.ts';

/**
 * The objective, most important first: rematches, bye's byes, bye's score, same club, Σd², the
 * bye's rank from the bottom, Σ min(rank gap, RANK_GAP_CAP)².
 */
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
    objective[6] +=
      Math.min(Math.abs((rank.get(a) as number) - (rank.get(b) as number)), RANK_GAP_CAP) ** 2;
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
  drawRate = 0.1,
): PairingTeam[] {
  const next = new Map(teams.map((t) => [t.id, { ...t, opponents: [...t.opponents] }]));
  for (const [a, b] of pairing.pairs) {
    const teamA = next.get(a) as PairingTeam;
    const teamB = next.get(b) as PairingTeam;
    teamA.opponents.push(b);
    teamB.opponents.push(a);
    const draw = random();
    if (draw < drawRate) [teamA.score, teamB.score] = [teamA.score + 0.5, teamB.score + 0.5];
    else (draw < (1 + drawRate) / 2 ? teamA : teamB).score += 1;
  }
  if (pairing.bye !== null) {
    const team = next.get(pairing.bye) as PairingTeam;
    team.byes += 1;
    team.score += 1;
  }
  return ranked([...next.values()]);
}

/**
 * Standings before each of `rounds` Swiss rounds, paired by pairSwiss, with random results: a
 * draw (half a point each) at `drawRate`, which bunches scores as it grows.
 */
export function simulate(
  size: number,
  rounds: number,
  seed: number,
  clubs = 0,
  drawRate = 0.1,
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
    teams = playRound(teams, pairing, random, drawRate);
  }
  return history;
}

/**
 * The optimum of the whole field, as a reference for pairSwiss: every pair of teams is an edge
 * (rematches only when no pairing avoids them), weighted from the objective's own levels with
 * units taken from per-edge maxima, independently of swiss-weights. Throws when the weights would
 * not be exact (fields of a few hundred teams at most).
 */
export function wholeFieldOptimum(
  teams: readonly PairingTeam[],
  avoidSameClub = false,
): SwissPairing {
  return (
    wholeFieldMatching(teams, avoidSameClub, false) ??
    (wholeFieldMatching(teams, avoidSameClub, true) as SwissPairing)
  );
}

function wholeFieldMatching(
  teams: readonly PairingTeam[],
  avoidSameClub: boolean,
  rematches: boolean,
): SwissPairing | null {
  const n = teams.length;
  const costs: Array<{ u: number; v: number; levels: Objective }> = [];
  teams.forEach((a, i) => {
    teams.forEach((b, j) => {
      if (j <= i) return;
      const met = a.opponents.includes(b.id) || b.opponents.includes(a.id);
      if (met && !rematches) return;
      const club = avoidSameClub && a.club !== undefined && a.club === b.club;
      const gap = Math.min(j - i, RANK_GAP_CAP) ** 2;
      costs.push({
        u: i,
        v: j,
        levels: [met ? 1 : 0, 0, 0, club ? 1 : 0, 4 * (a.score - b.score) ** 2, 0, gap],
      });
    });
    if (n % 2 === 1)
      costs.push({ u: i, v: n, levels: [0, a.byes, 2 * a.score, 0, 0, n - 1 - i, 0] });
  });
  const edges = lexicographicWeights(costs, Math.floor(n / 2), n);
  const mate = maxWeightPerfectMatching(n + (n % 2), edges);
  if (mate.includes(-1)) return null;
  const pairs: Array<[string, string]> = [];
  let bye: string | null = null;
  teams.forEach((team, i) => {
    const other = mate[i] as number;
    if (other === n) bye = team.id;
    else if (other > i) pairs.push([team.id, (teams[other] as PairingTeam).id]);
  });
  return { pairs, bye };
}

function lexicographicWeights(
  costs: ReadonlyArray<{ u: number; v: number; levels: Objective }>,
  tables: number,
  byeVertex: number,
): WeightedEdge[] {
  const unit = new Array<number>(7).fill(0);
  let total = 0;
  for (let level = 6; level >= 0; level -= 1) {
    let table = 0;
    let bye = 0;
    for (const { v, levels } of costs) {
      const value = levels[level] as number;
      if (!Number.isInteger(value)) throw new RangeError('scores in halves only');
      if (v === byeVertex) bye = Math.max(bye, value);
      else table = Math.max(table, value);
    }
    unit[level] = total + 1;
    total += (total + 1) * (table * tables + bye);
  }
  if (total >= 2 ** 50) throw new RangeError('the reference weights would not be exact');
  return costs.map(({ u, v, levels }) => ({
    u,
    v,
    weight:
      total + 1 - levels.reduce((sum, value, level) => sum + (unit[level] as number) * value, 0),
  }));
}
