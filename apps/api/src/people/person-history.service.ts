import { Injectable } from '@nestjs/common';
import type { PersonHistory, PersonTournament, TournamentView } from '@marque/contracts';
import { StandingsService } from '../standings/standings.service';
import { isListedPublicly } from '../tournaments/public-tournament';
import { TournamentsService } from '../tournaments/tournaments.service';
import { PeopleRepository, type HistorySeat } from './people.repository';
import { personNotFound } from './people.service';

/**
 * A person's page across tournaments: every public tournament they played, newest first, with
 * their team, partner, games and place as the tournament's standings give them.
 */
@Injectable()
export class PersonHistoryService {
  constructor(
    private readonly people: PeopleRepository,
    private readonly tournaments: TournamentsService,
    private readonly standings: StandingsService,
  ) {}

  async history(id: string): Promise<PersonHistory> {
    const person = (await this.people.findById(id)) ?? personNotFound(id);
    const played: PersonTournament[] = [];
    for (const seat of await this.people.historySeats(id)) {
      const tournament = await this.tournaments.get(seat.tournamentId);
      if (isListedPublicly(tournament)) played.push(await this.entry(seat, tournament));
    }
    played.sort(newestFirst);
    return {
      id,
      // A name seen only in tournaments that are not public is not told.
      person: played.length
        ? { firstName: person.firstName, lastName: person.lastName, club: person.club }
        : null,
      tournaments: played,
    };
  }

  private async entry(seat: HistorySeat, tournament: TournamentView): Promise<PersonTournament> {
    const rows = await this.standings.standings(tournament.id);
    const row = rows.find((standing) => standing.team.id === seat.teamId);
    return {
      tournament: {
        id: tournament.id,
        name: tournament.name,
        date: tournament.date,
        ruleset: tournament.ruleset,
        status: tournament.status,
        createdAt: tournament.createdAt,
      },
      team: { id: seat.teamId, name: seat.teamName, withdrawn: seat.withdrawn },
      partners: [seat.partner],
      played: row?.played ?? 0,
      won: row?.won ?? 0,
      drawn: row?.drawn ?? 0,
      lost: row?.lost ?? 0,
      pointsFor: row?.pointsFor ?? 0,
      pointsAgainst: row?.pointsAgainst ?? 0,
      rank: row?.rank ?? null,
      of: rows.length,
      placing: row?.placing ?? null,
    };
  }
}

/** By the tournament's date (its creation when it has none), the most recent first. */
function newestFirst(a: PersonTournament, b: PersonTournament): number {
  const day = (entry: PersonTournament) =>
    entry.tournament.date ?? entry.tournament.createdAt.slice(0, 10);
  return (
    day(b).localeCompare(day(a)) || b.tournament.createdAt.localeCompare(a.tournament.createdAt)
  );
}
