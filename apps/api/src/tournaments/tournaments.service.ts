import { HttpStatus, Injectable } from '@nestjs/common';
import type { PoolsKnockout } from '@marque/contracts';
import { RULESET_MARQUE_2018 } from '@marque/rules';
import { DEFAULT_TIEBREAKS } from '@marque/standings';
import type { OrganiserIdentity } from '../auth/auth.service';
import { ClubsService } from '../clubs/clubs.service';
import { ApiError } from '../common/api-error';
import { PrismaService } from '../database/prisma.service';
import { RandomSource } from '../common/random';
import type { CreateTournamentDto } from './dto/create-tournament.dto';
import type { UpdateTournamentDto } from './dto/update-tournament.dto';
import { changedGameFormat, formatChanges, newGameFormat } from './game-format';
import {
  TournamentsRepository,
  type TournamentRules,
  type TournamentView,
} from './tournaments.repository';

@Injectable()
export class TournamentsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly tournaments: TournamentsRepository,
    private readonly clubs: ClubsService,
    private readonly random: RandomSource,
  ) {}

  /**
   * A new tournament in one of the organiser's clubs (ClubsService.clubForNewTournament); the
   * random draw that orders teams level on every tiebreak is made now, once.
   */
  create(body: CreateTournamentDto, organiser: OrganiserIdentity): Promise<TournamentView> {
    const { ruleset, target, ...format } = newGameFormat(body, RULESET_MARQUE_2018);
    const tournament = {
      name: body.name,
      // Pools then a knockout: set when round 1 starts, once the pools are drawn.
      rounds: body.rounds ?? 1,
      pairing: body.pairing,
      poolsKnockout: body.pairing === 'pools-knockout' ? poolsKnockoutOf(body.poolsKnockout) : null,
      date: body.date,
      ruleset,
      target,
      ownerId: organiser.id,
      drawSeed: this.random.int(2 ** 31 - 1),
      options: {
        tiebreaks: body.tiebreaks ?? [...DEFAULT_TIEBREAKS],
        roundMinutes: body.roundMinutes ?? null,
        tieAtBell: body.tieAtBell ?? 'draw',
        lateEntryByes: body.lateEntryByes ?? false,
        avoidSameClub: body.avoidSameClub ?? false,
        ...format,
      },
    };
    return this.prisma.inTransaction(async (tx) => {
      const clubId = await this.clubs.clubForNewTournament(tx, organiser, body.clubId);
      return this.tournaments.create({ ...tournament, clubId }, tx);
    });
  }

  /**
   * Changes a tournament: its name, day, number of rounds (not below those started) and round
   * clock at any time; its game, how a game ends, its ranking, tiebreaks, bye rule and pairing
   * options only before the first round (409 after).
   */
  async update(id: string, body: UpdateTournamentDto): Promise<TournamentView> {
    const updated = await this.tournaments.update(id, (current) => {
      const { ruleset, target, ...format } = changedGameFormat(current, body);
      const settings = changedSettings(current, body);
      const locked = formatChanges(current, { ruleset, target, ...format }) || settings.changed;
      if (current.roundsStarted > 0 && locked) {
        throw new ApiError(
          HttpStatus.CONFLICT,
          'FORMAT_LOCKED',
          'The first round has started: the game, how it ends, the ranking, the tiebreaks and the bye rule can no longer change',
        );
      }
      if (body.rounds !== undefined && body.rounds < current.roundsStarted) {
        throw new ApiError(
          HttpStatus.CONFLICT,
          'ROUNDS_BELOW_PLAYED',
          `${current.roundsStarted} rounds have started: the tournament cannot have fewer`,
          { params: { played: current.roundsStarted } },
        );
      }
      return {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.date !== undefined ? { date: body.date } : {}),
        ...(body.rounds !== undefined ? { rounds: body.rounds } : {}),
        ruleset,
        target,
        options: {
          ...format,
          ...settings.options,
          ...(body.roundMinutes !== undefined ? { roundMinutes: body.roundMinutes } : {}),
        },
      };
    });
    if (!updated) throw tournamentNotFound(id);
    return updated;
  }

  /** Deletes a tournament with its teams, rounds, sheets, audit and events. */
  async delete(id: string): Promise<void> {
    if (!(await this.tournaments.delete(id))) throw tournamentNotFound(id);
  }

  async get(id: string): Promise<TournamentView> {
    const tournament = await this.tournaments.findById(id);
    if (!tournament) throw tournamentNotFound(id);
    return tournament;
  }

  async rules(id: string): Promise<TournamentRules> {
    const tournament = await this.tournaments.rulesOf(id);
    if (!tournament) throw tournamentNotFound(id);
    return tournament;
  }

  /** The tournaments of every club the organiser is a member of. */
  listOfMember(organiserId: string): Promise<TournamentView[]> {
    return this.tournaments.listOfMember(organiserId);
  }
}

/** The options of pools then a knockout, each with its default when absent. */
function poolsKnockoutOf(input: Partial<PoolsKnockout> = {}): PoolsKnockout {
  return {
    poolSize: input.poolSize ?? 4,
    poolSeeding: input.poolSeeding ?? 'draw',
    qualifiersPerPool: input.qualifiersPerPool ?? 2,
    consolation: input.consolation ?? 'first-round-losers',
    knockoutTie: input.knockoutTie ?? 'last-declarer',
  };
}

/** The 404 of a tournament id that names none. */
export function tournamentNotFound(id: string): ApiError {
  return new ApiError(HttpStatus.NOT_FOUND, 'TOURNAMENT_NOT_FOUND', `No tournament ${id}`);
}

/** The tiebreaks and pairing options asked for, and whether they differ from the tournament's. */
function changedSettings(current: TournamentView, body: UpdateTournamentDto) {
  const options = {
    ...(body.tiebreaks !== undefined ? { tiebreaks: body.tiebreaks } : {}),
    ...(body.tieAtBell !== undefined ? { tieAtBell: body.tieAtBell } : {}),
    ...(body.lateEntryByes !== undefined ? { lateEntryByes: body.lateEntryByes } : {}),
    ...(body.avoidSameClub !== undefined ? { avoidSameClub: body.avoidSameClub } : {}),
  };
  const changed =
    (options.tiebreaks !== undefined && options.tiebreaks.join() !== current.tiebreaks.join()) ||
    (options.tieAtBell !== undefined && options.tieAtBell !== current.tieAtBell) ||
    (options.lateEntryByes !== undefined && options.lateEntryByes !== current.lateEntryByes) ||
    (options.avoidSameClub !== undefined && options.avoidSameClub !== current.avoidSameClub);
  return { options, changed };
}
