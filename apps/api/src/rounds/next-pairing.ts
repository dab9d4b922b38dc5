import { bestTablesFirst, pairSwiss, roundRobinRound, type SwissPairing } from '@marque/pairing';
import type { TournamentResults } from '../standings/standings.repository';
import { rank } from '../standings/standings.service';
import type { TournamentRules } from '../tournaments/tournaments.repository';

/**
 * Who plays whom in round `number`: the teams that have joined by then and not withdrawn, tables
 * best-ranked first.
 *
 * Swiss: `pairSwiss` on the standings (round 1 is then ordered by the tournament's random draw,
 * all scores being 0). Round robin: the Berger table of the teams in registration order; when the
 * field has changed since (a late entry, a withdrawal) and that table would repeat a game, the
 * round is paired Swiss instead, which never repeats one that can be avoided.
 *
 * `seeds`: round 1 of a Swiss tournament in this order of the teams (by rating) instead of the draw's.
 */
export function nextPairing(
  tournament: TournamentRules,
  results: TournamentResults,
  number: number,
  seeds?: readonly string[],
): SwissPairing {
  const ranking = seeded(rank(tournament, results), seeds);
  const playing = new Set(
    results.teams
      .filter((team) => !team.withdrawn && team.joinedRound <= number)
      .map((team) => team.id),
  );
  const rankOf = new Map(ranking.map((row) => [row.team.id, row.rank]));
  if (tournament.pairing === 'round-robin') {
    const ids = results.teams.filter((team) => playing.has(team.id)).map((team) => team.id);
    const played = (a: string, b: string) => results.opponents.get(a)?.includes(b) ?? false;
    const scheduled = roundRobinRound(ids, number, played);
    if (scheduled) return bestTablesFirst(scheduled, rankOf);
  }
  const clubs = new Map(results.teams.map((team) => [team.id, team.club]));
  const byesOf = countByTeam(results.byes.map((bye) => bye.team));
  return pairSwiss(
    ranking
      .filter((row) => playing.has(row.team.id))
      .map((row) => ({
        id: row.team.id,
        // A concours ranked on points pairs teams of close points (leaders together).
        score: tournament.ranking === 'points' ? row.pointsFor : row.score,
        opponents: results.opponents.get(row.team.id) ?? [],
        byes: byesOf.get(row.team.id) ?? 0,
        club: clubs.get(row.team.id) ?? undefined,
      })),
    { avoidSameClub: tournament.avoidSameClub, seed: tournament.drawSeed + number },
  );
}

function seeded<T extends { team: { id: string } }>(rows: T[], seeds?: readonly string[]): T[] {
  if (!seeds) return rows;
  const order = new Map(seeds.map((id, index) => [id, index]));
  return [...rows].sort(
    (a, b) => (order.get(a.team.id) ?? seeds.length) - (order.get(b.team.id) ?? seeds.length),
  );
}

function countByTeam(ids: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}
