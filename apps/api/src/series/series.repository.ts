import { Injectable } from '@nestjs/common';
import type { SeriesRule, SeriesTournamentView } from '@marque/contracts';
import { displayName } from '@marque/people';
import type { Prisma } from '../generated/prisma/client';
import { PrismaService, type Transaction } from '../database/prisma.service';

/** A series as stored, with its tournaments in the season's order. */
export interface SeriesRecord {
  id: string;
  name: string;
  season: string;
  rule: SeriesRule;
  club: { id: string; name: string };
  /** The series' club, then every club that accepted an invitation. */
  clubs: Array<{ id: string; name: string }>;
  createdAt: Date;
  tournaments: SeriesTournamentView[];
}

/** A seat of a team, for the season: the person of the registry, its name and club. */
export interface SeasonSeat {
  id: string;
  name: string;
  club: string | null;
}

/** A team of a finished tournament, for the season: its people and its club as registered. */
export interface SeasonTeam {
  id: string;
  club: string | null;
  seats: SeasonSeat[];
}

const SERIES_SELECT = {
  id: true,
  name: true,
  season: true,
  rule: true,
  createdAt: true,
  club: { select: { id: true, name: true } },
  clubs: {
    where: { acceptedAt: { not: null } },
    select: { club: { select: { id: true, name: true } } },
    orderBy: { acceptedAt: 'asc' },
  },
} as const;

type TournamentRow = {
  id: string;
  name: string;
  club_id: string;
  club_name: string;
  date: Date | null;
  rounds: number;
  rounds_started: number;
  unfinished_tables: number;
};

@Injectable()
export class SeriesRepository {
  constructor(private readonly prisma: PrismaService) {}

  async create(
    tx: Transaction,
    data: { clubId: string; name: string; season: string; rule: SeriesRule },
  ): Promise<string> {
    const created = await tx.series.create({
      data: { ...data, rule: data.rule as unknown as Prisma.InputJsonValue },
      select: { id: true },
    });
    return created.id;
  }

  async update(
    tx: Transaction,
    id: string,
    data: { name?: string; season?: string; rule?: SeriesRule },
  ): Promise<void> {
    await tx.series.update({
      where: { id },
      data: { ...data, rule: data.rule as unknown as Prisma.InputJsonValue | undefined },
    });
  }

  /** Every series, the newest first; those some clubs run or take part in, when given. */
  async list(clubIds?: string[]): Promise<SeriesRecord[]> {
    const rows = await this.prisma.series.findMany({
      where: clubIds
        ? {
            OR: [
              { clubId: { in: clubIds } },
              { clubs: { some: { clubId: { in: clubIds }, acceptedAt: { not: null } } } },
            ],
          }
        : {},
      select: SERIES_SELECT,
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    });
    return Promise.all(rows.map(async (row) => this.record(row, this.prisma)));
  }

  async find(id: string, tx: Transaction = this.prisma): Promise<SeriesRecord | null> {
    const row = await tx.series.findUnique({ where: { id }, select: SERIES_SELECT });
    return row && this.record(row, tx);
  }

  /** Whether the tournament joined (false: it was already in the series). */
  async addTournament(tx: Transaction, seriesId: string, tournamentId: string): Promise<boolean> {
    const added = await tx.seriesTournament.createMany({
      data: [{ seriesId, tournamentId }],
      skipDuplicates: true,
    });
    return added.count > 0;
  }

  /** Whether the tournament was in the series. */
  async removeTournament(
    tx: Transaction,
    seriesId: string,
    tournamentId: string,
  ): Promise<boolean> {
    const removed = await tx.seriesTournament.deleteMany({ where: { seriesId, tournamentId } });
    return removed.count > 0;
  }

  /** The club of a tournament; null when there is no such tournament. */
  async clubOfTournament(tx: Transaction, tournamentId: string): Promise<string | null> {
    const row = await tx.tournament.findUnique({
      where: { id: tournamentId },
      select: { clubId: true },
    });
    return row?.clubId ?? null;
  }

  /** The series a tournament is in: whose rankings a change to it may move. */
  async seriesOfTournament(tournamentId: string): Promise<string[]> {
    const rows = await this.prisma.seriesTournament.findMany({
      where: { tournamentId },
      select: { seriesId: true },
    });
    return rows.map((row) => row.seriesId);
  }

  /**
   * A tournament's teams with the people of their seats (a seat without a person is left out);
   * a mêlée's players entered alone, each as a team of one seat (its standings rank players).
   */
  async seasonTeams(tournamentId: string): Promise<SeasonTeam[]> {
    const person = { select: { id: true, firstName: true, lastName: true, club: true } } as const;
    const [teams, entrants] = await Promise.all([
      this.prisma.team.findMany({
        where: { tournamentId, meleeRound: null },
        select: { id: true, club: true, player1Person: person, player2Person: person },
      }),
      this.prisma.entrant.findMany({
        where: { tournamentId },
        select: { id: true, club: true, person },
      }),
    ]);
    const seatOf = (seat: {
      id: string;
      firstName: string;
      lastName: string;
      club: string | null;
    }) => ({
      id: seat.id,
      name: displayName(seat),
      club: seat.club,
    });
    return [
      ...teams.map((team) => ({
        id: team.id,
        club: team.club,
        seats: [team.player1Person, team.player2Person].flatMap((seat) =>
          seat ? [seatOf(seat)] : [],
        ),
      })),
      ...entrants.map((entrant) => ({
        id: entrant.id,
        club: entrant.club,
        seats: entrant.person ? [seatOf(entrant.person)] : [],
      })),
    ];
  }

  /**
   * The series' tournaments by date (creation when none), each finished when every round it
   * has is started and no game of them is still running.
   */
  private async tournamentsOf(tx: Transaction, seriesId: string): Promise<SeriesTournamentView[]> {
    const rows = await tx.$queryRawUnsafe<TournamentRow[]>(
      `SELECT t.id, t.name, t.date, t.rounds, c.id AS club_id, c.name AS club_name,
         (SELECT count(*) FROM rounds r WHERE r.tournament_id = t.id)::int AS rounds_started,
         (SELECT count(*) FROM tables tb JOIN rounds r ON r.id = tb.round_id
            WHERE r.tournament_id = t.id AND tb.finished_at IS NULL)::int AS unfinished_tables
       FROM series_tournaments st JOIN tournaments t ON t.id = st.tournament_id
         JOIN clubs c ON c.id = t.club_id
       WHERE st.series_id = $1::uuid
       ORDER BY coalesce(t.date, t.created_at::date), t.created_at, t.id`,
      seriesId,
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      date: row.date ? row.date.toISOString().slice(0, 10) : null,
      finished: row.rounds > 0 && row.rounds_started >= row.rounds && row.unfinished_tables === 0,
      club: { id: row.club_id, name: row.club_name },
    }));
  }

  private async record(
    row: {
      id: string;
      name: string;
      season: string;
      rule: unknown;
      createdAt: Date;
      club: { id: string; name: string };
      clubs: Array<{ club: { id: string; name: string } }>;
    },
    tx: Transaction,
  ): Promise<SeriesRecord> {
    return {
      ...row,
      clubs: [row.club, ...row.clubs.map(({ club }) => club)],
      rule: row.rule as SeriesRule,
      tournaments: await this.tournamentsOf(tx, row.id),
    };
  }
}
