import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';

/** A finished game between two pairs of people of the registry, in the order it was played. */
export interface PlayedGame {
  ruleset: string;
  tournament: { id: string; name: string };
  round: number;
  pairA: [string, string];
  pairB: [string, string];
  winner: 'A' | 'B' | null;
}

/** What a seeding by rating of round 1 reads of a tournament: its game, its teams or players. */
export interface SeedingField {
  ruleset: string;
  /** The teams (a mêlée: its players present in round 1), each with its people. */
  entries: Array<{ id: string; name: string; people: string[] }>;
}

type GameRow = {
  ruleset: string;
  tournament_id: string;
  tournament_name: string;
  round: number;
  winner: 'A' | 'B' | null;
  a1: string | null;
  a2: string | null;
  b1: string | null;
  b2: string | null;
};

@Injectable()
export class RatingsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Every game played to its end on the instance (no walkover), of one game (ruleset) or all,
   * tournament by tournament (by date, then creation), round by round. A game where a seat has
   * no person (deleted from the registry) rates nobody.
   */
  async playedGames(ruleset?: string): Promise<PlayedGame[]> {
    const rows = await this.prisma.$queryRawUnsafe<GameRow[]>(
      `SELECT t.ruleset, t.id AS tournament_id, t.name AS tournament_name, r.number AS round,
              tb.winner::text AS winner,
              ta.player_1_id AS a1, ta.player_2_id AS a2, tm.player_1_id AS b1, tm.player_2_id AS b2
       FROM tables tb
       JOIN rounds r ON r.id = tb.round_id
       JOIN tournaments t ON t.id = r.tournament_id
       JOIN teams ta ON ta.id = tb.team_a_id
       JOIN teams tm ON tm.id = tb.team_b_id
       WHERE tb.finished_at IS NOT NULL AND tb.forfeited_by IS NULL
         AND ($1::text IS NULL OR t.ruleset = $1::text)
       ORDER BY coalesce(t.date, t.created_at::date), t.created_at, t.id, r.number, tb.number`,
      ruleset ?? null,
    );
    return rows.flatMap((row) => {
      const { a1, a2, b1, b2 } = row;
      if (!a1 || !a2 || !b1 || !b2 || new Set([a1, a2, b1, b2]).size < 4) return [];
      return [
        {
          ruleset: row.ruleset,
          tournament: { id: row.tournament_id, name: row.tournament_name },
          round: row.round,
          pairA: [a1, a2],
          pairB: [b1, b2],
          winner: row.winner,
        },
      ];
    });
  }

  /** Each team of a tournament: the people of its seats (a seat without one left out). */
  async teamPeople(tournamentId: string): Promise<Map<string, string[]>> {
    const teams = await this.prisma.team.findMany({
      where: { tournamentId },
      select: { id: true, player1Id: true, player2Id: true },
    });
    return new Map(
      teams.map((team) => [
        team.id,
        [team.player1Id, team.player2Id].filter((id): id is string => id !== null),
      ]),
    );
  }

  /** The tournament's teams, or its mêlée players present in round 1; null: no tournament. */
  async seedingField(tournamentId: string): Promise<SeedingField | null> {
    const tournament = await this.prisma.tournament.findUnique({
      where: { id: tournamentId },
      select: {
        ruleset: true,
        entry: true,
        teams: {
          where: { meleeRound: null, withdrawn: false },
          select: { id: true, name: true, player1Id: true, player2Id: true },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        },
        entrants: {
          where: { withdrawn: false, joinedRound: 1 },
          select: { id: true, name: true, personId: true },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        },
      },
    });
    if (!tournament) return null;
    const present = (...ids: Array<string | null>) => ids.filter((id): id is string => !!id);
    return {
      ruleset: tournament.ruleset,
      entries:
        tournament.entry === 'INDIVIDUAL'
          ? tournament.entrants.map(({ id, name, personId }) => ({
              id,
              name,
              people: present(personId),
            }))
          : tournament.teams.map(({ id, name, player1Id, player2Id }) => ({
              id,
              name,
              people: present(player1Id, player2Id),
            })),
    };
  }
}
