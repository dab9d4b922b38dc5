import { HttpStatus, Injectable } from '@nestjs/common';
import type {
  CreateSeriesRequest,
  SeriesAuditAction,
  SeriesRanking,
  SeriesRankingBy,
  SeriesRule,
  SeriesView,
  UpdateSeriesRequest,
} from '@marque/contracts';
import { rankSeason, SeasonError, type SeasonEvent } from '@marque/seasons';
import type { OrganiserIdentity } from '../auth/auth.service';
import { ClubsService } from '../clubs/clubs.service';
import { ApiError } from '../common/api-error';
import { PrismaService, type Transaction } from '../database/prisma.service';
import type { Prisma } from '../generated/prisma/client';
import { StandingsService } from '../standings/standings.service';
import { tournamentNotFound } from '../tournaments/tournaments.service';
import { rankingRows } from './ranking-view';
import { seasonEventOf } from './season-event';
import { SeriesAccess } from './series-access';
import { SeriesRepository, type SeriesRecord } from './series.repository';

/**
 * A club's seasons: a series of its tournaments, and of the clubs it invited, ranked together by
 * the series' rule (libs/seasons' rankSeason) from each finished tournament's final placings.
 * Every member of its club changes it (SeriesAccess); everybody reads it.
 */
@Injectable()
export class SeriesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly series: SeriesRepository,
    private readonly clubs: ClubsService,
    private readonly access: SeriesAccess,
    private readonly standings: StandingsService,
  ) {}

  async list(clubId?: string): Promise<SeriesView[]> {
    return (await this.series.list(clubId ? [clubId] : undefined)).map(viewOf);
  }

  async get(id: string): Promise<SeriesView> {
    return viewOf(await this.access.found(this.prisma, id));
  }

  create(
    organiser: OrganiserIdentity,
    body: CreateSeriesRequest,
    actor: string,
  ): Promise<SeriesView> {
    const rule = checkedRule(body.rule);
    return this.prisma.inTransaction(async (tx) => {
      const clubId = await this.clubs.clubForNewTournament(tx, organiser, body.clubId);
      const id = await this.series.create(tx, {
        clubId,
        name: body.name,
        season: body.season,
        rule,
      });
      const created = await this.access.found(tx, id);
      await audit(tx, 'series.created', actor, {
        id,
        clubId,
        name: body.name,
        season: body.season,
        rule,
      });
      return viewOf(created);
    });
  }

  update(
    id: string,
    organiser: OrganiserIdentity,
    body: UpdateSeriesRequest,
    actor: string,
  ): Promise<SeriesView> {
    const rule = body.rule && checkedRule(body.rule);
    return this.prisma.inTransaction(async (tx) => {
      const before = await this.access.ownedBy(tx, id, organiser);
      const change = { name: body.name, season: body.season, rule };
      await this.series.update(tx, id, change);
      await audit(
        tx,
        'series.updated',
        actor,
        { id, ...change },
        {
          name: before.name,
          season: before.season,
          rule: before.rule,
        },
      );
      return viewOf(await this.access.found(tx, id));
    });
  }

  /**
   * A tournament joins the series if it is a tournament of a club taking part whose member the
   * organiser is: the members of one club never add another club's tournament.
   */
  addTournament(
    id: string,
    tournamentId: string,
    organiser: OrganiserIdentity,
    actor: string,
  ): Promise<SeriesView> {
    return this.prisma.inTransaction(async (tx) => {
      const series = await this.access.found(tx, id);
      const clubs = await this.access.clubsRunBy(tx, series, organiser);
      const clubId = await this.series.clubOfTournament(tx, tournamentId);
      if (clubId === null) throw tournamentNotFound(tournamentId);
      if (!clubs.includes(clubId))
        throw new ApiError(
          HttpStatus.UNPROCESSABLE_ENTITY,
          'TOURNAMENT_OF_ANOTHER_CLUB',
          "A club adds only its own tournaments, and a series only its clubs'",
          {
            details: [
              {
                field: 'tournamentId',
                code: 'TOURNAMENT_OF_ANOTHER_CLUB',
                message: 'Another club',
              },
            ],
          },
        );
      if (await this.series.addTournament(tx, id, tournamentId))
        await audit(tx, 'series.tournament-added', actor, { id, tournamentId });
      return viewOf(await this.access.found(tx, id));
    });
  }

  /**
   * A club taking part takes its own tournament out (the route's guard admits only members of
   * the tournament's club); the series' own club removes another club's with the club itself.
   */
  removeTournament(
    id: string,
    tournamentId: string,
    organiser: OrganiserIdentity,
    actor: string,
  ): Promise<SeriesView> {
    return this.prisma.inTransaction(async (tx) => {
      await this.access.clubsRunBy(tx, await this.access.found(tx, id), organiser);
      if (!(await this.series.removeTournament(tx, id, tournamentId)))
        throw new ApiError(
          HttpStatus.NOT_FOUND,
          'TOURNAMENT_NOT_IN_SERIES',
          `Tournament ${tournamentId} is not in this series`,
        );
      await audit(tx, 'series.tournament-removed', actor, { id, tournamentId });
      return viewOf(await this.access.found(tx, id));
    });
  }

  /**
   * The season's ranking from its finished tournaments (a tournament still running, or not
   * started, counts for nothing yet), computed on every read: a few standings per series.
   */
  async ranking(id: string, by: SeriesRankingBy): Promise<SeriesRanking> {
    const series = viewOf(await this.access.found(this.prisma, id));
    const finished = series.tournaments.filter((tournament) => tournament.finished);
    const events: SeasonEvent[] = [];
    const names = new Map<string, string>();
    for (const tournament of finished) {
      const [standings, teams] = await Promise.all([
        this.standings.standings(tournament.id),
        this.series.seasonTeams(tournament.id),
      ]);
      for (const seat of teams.flatMap((team) => team.seats)) names.set(seat.id, seat.name);
      events.push(seasonEventOf(tournament.id, standings, teams));
    }
    const rows = rankSeason(series.rule, events, by);
    return {
      series,
      by,
      counted: finished.length,
      rows: rankingRows(rows, by, names, series.tournaments),
    };
  }
}

export function viewOf(record: SeriesRecord): SeriesView {
  return { ...record, createdAt: record.createdAt.toISOString() };
}

/**
 * The rule as libs/seasons reads it: what the DTO cannot see (none today, but the lib is the
 * judge of its own rule) is a 422 naming the field.
 */
function checkedRule(rule: SeriesRule): SeriesRule {
  try {
    rankSeason(rule, [], 'player');
  } catch (error) {
    if (!(error instanceof SeasonError)) throw error;
    const field = `rule.${error.field}`;
    throw new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, 'INVALID_SEASON_RULE', error.message, {
      details: [{ field, code: 'INVALID_SEASON_RULE', message: error.message }],
    });
  }
  return JSON.parse(JSON.stringify(rule)) as SeriesRule;
}

export async function audit(
  tx: Transaction,
  action: SeriesAuditAction,
  actor: string,
  after: object,
  before?: object,
): Promise<void> {
  await tx.auditEntry.create({
    data: {
      action,
      actor,
      after: after as Prisma.InputJsonValue,
      ...(before && { before: before as Prisma.InputJsonValue }),
    },
  });
}
