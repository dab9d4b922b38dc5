import { Injectable } from '@nestjs/common';
import type {
  PersonHistory,
  PersonTournament,
  StandingRow,
  TournamentView,
} from '@marque/contracts';
import { MeleeRepository } from '../melee/melee.repository';
import { StandingsService } from '../standings/standings.service';
import { isListedPublicly } from '../tournaments/public-tournament';
import { TournamentsService } from '../tournaments/tournaments.service';
import { PeopleRepository, type HistoryEntry, type HistorySeat } from './people.repository';
import { personNotFound } from './people.service';

/**
 * A person's page across tournaments: every public tournament they played, newest first, with
 * their team, partner, games and place as the tournament's standings give them; a mêlée once,
 * with the player's own result and place and the partner of each round.
 */
@Injectable()
export class PersonHistoryService {
  constructor(
    private readonly people: PeopleRepository,
    private readonly tournaments: TournamentsService,
    private readonly standings: StandingsService,
    private readonly melee: MeleeRepository,
  ) {}

  async history(id: string): Promise<PersonHistory> {
    const person = (await this.people.findById(id)) ?? personNotFound(id);
    const played: PersonTournament[] = [];
    for (const seat of await this.people.historySeats(id)) {
      const tournament = await this.tournaments.get(seat.tournamentId);
      if (isListedPublicly(tournament)) played.push(await this.entry(seat, tournament));
    }
    for (const entry of await this.people.historyEntries(id)) {
      const tournament = await this.tournaments.get(entry.tournamentId);
      if (isListedPublicly(tournament)) played.push(await this.meleeEntry(entry, tournament));
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
      tournament: tournamentOf(tournament),
      entry: 'teams',
      team: { id: seat.teamId, name: seat.teamName, withdrawn: seat.withdrawn },
      partners: [seat.partner],
      ...resultOf(row, rows),
    };
  }

  /** A mêlée: the player's row of the individual standings, and the partner of each round. */
  private async meleeEntry(
    entry: HistoryEntry,
    tournament: TournamentView,
  ): Promise<PersonTournament> {
    const rows = await this.standings.standings(tournament.id);
    const row = rows.find((standing) => standing.player?.entrantId === entry.entrantId);
    const rounds = await this.meleeRounds(tournament.id, entry.entrantId);
    const partners = new Map<string, { id: string | null; name: string }>();
    for (const { partner } of rounds)
      if (partner) partners.set(partner.entrantId, { id: partner.id, name: partner.name });
    return {
      tournament: tournamentOf(tournament),
      entry: 'individual',
      team: { id: entry.entrantId, name: entry.name, withdrawn: entry.withdrawn },
      partners: [...partners.values()],
      rounds: rounds.map(({ round, partner }) => ({
        round,
        partner: partner ? { id: partner.id, name: partner.name } : null,
      })),
      ...resultOf(row, rows),
    };
  }

  /** Each round the player was drawn in or sat out, with the partner drawn (null: sat out). */
  private async meleeRounds(tournamentId: string, entrantId: string) {
    const entrants = new Map(
      (await this.melee.entrants(tournamentId)).map((entrant) => [entrant.id, entrant]),
    );
    const rounds: Array<{
      round: number;
      partner: { entrantId: string; id: string | null; name: string } | null;
    }> = [];
    for (const round of await this.melee.rounds(tournamentId)) {
      const pair = round.tables
        .flatMap((table) => [table.pairA, table.pairB])
        .find((drawn) => drawn.includes(entrantId));
      const partnerId = pair?.find((id) => id !== entrantId);
      const partner = partnerId ? entrants.get(partnerId) : undefined;
      if (partner)
        rounds.push({
          round: round.number,
          partner: { entrantId: partner.id, id: partner.personId, name: partner.name },
        });
      else if (round.satOut.includes(entrantId))
        rounds.push({ round: round.number, partner: null });
    }
    return rounds;
  }
}

function tournamentOf(tournament: TournamentView): PersonTournament['tournament'] {
  return {
    id: tournament.id,
    name: tournament.name,
    date: tournament.date,
    ruleset: tournament.ruleset,
    status: tournament.status,
    createdAt: tournament.createdAt,
  };
}

/** Games, points and place from the standings' row (none yet: nothing played). */
function resultOf(row: StandingRow | undefined, rows: readonly StandingRow[]) {
  return {
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

/** By the tournament's date (its creation when it has none), the most recent first. */
function newestFirst(a: PersonTournament, b: PersonTournament): number {
  const day = (entry: PersonTournament) =>
    entry.tournament.date ?? entry.tournament.createdAt.slice(0, 10);
  return (
    day(b).localeCompare(day(a)) || b.tournament.createdAt.localeCompare(a.tournament.createdAt)
  );
}
