import type { StandingRow } from '@marque/contracts';
import type { EventEntry, SeasonEvent } from '@marque/seasons';
import type { SeasonTeam } from './series.repository';

/**
 * A finished tournament as a season event: each team's entry with its final place (a tournament
 * of pools: the place its brackets gave, `placing.place`, the first of a shared 3–4; otherwise
 * its rank in the standings), its people and their clubs.
 *
 * - A person's club is the registry's (`people.club`), else the club the team was registered
 *   under: a pair of two clubs then scores once for each.
 * - A team that never played (no game, bye or walkover), or one of no pool in a tournament of
 *   pools (registered too late), took no part; a withdrawn team keeps its place, and the rule's
 *   `withdrawn` says what it is worth.
 * - A seat whose person was deleted is left out; a team without any person has no entry.
 *
 * A mêlée gives its players entered alone the same way: one entry of one person each.
 */
export function seasonEventOf(
  tournamentId: string,
  standings: readonly StandingRow[],
  teams: readonly SeasonTeam[],
): SeasonEvent {
  const teamById = new Map(teams.map((team) => [team.id, team]));
  const entries = standings.flatMap((row): EventEntry[] => {
    const team = teamById.get(row.team.id);
    if (!team || team.seats.length === 0) return [];
    const people = team.seats.map((seat) => {
      const club = seat.club ?? team.club;
      return club ? { id: seat.id, club } : { id: seat.id };
    });
    const place = row.pool === undefined ? row.rank : row.placing?.place;
    const played = row.played + row.byes + row.walkovers + row.forfeits > 0;
    if (place === undefined || !played) return [{ people, tookPart: false }];
    return [{ people, place, withdrawn: row.team.withdrawn }];
  });
  return { id: tournamentId, entries };
}
