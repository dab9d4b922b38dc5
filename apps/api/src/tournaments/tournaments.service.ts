import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { RULESET_MARQUE_2018 } from '@marque/rules';
import { DEFAULT_TIEBREAKS } from '@marque/standings';
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
    private readonly tournaments: TournamentsRepository,
    private readonly random: RandomSource,
  ) {}

  /** A new tournament; the random draw that orders teams level on every tiebreak is made now, once. */
  create(body: CreateTournamentDto, ownerId: string): Promise<TournamentView> {
    const { ruleset, target, ...format } = newGameFormat(body, RULESET_MARQUE_2018);
    return this.tournaments.create({
      name: body.name,
      rounds: body.rounds,
      pairing: body.pairing,
      date: body.date,
      ruleset,
      target,
      ownerId,
      drawSeed: this.random.int(2 ** 31 - 1),
      options: {
        tiebreaks: body.tiebreaks ?? [...DEFAULT_TIEBREAKS],
        roundMinutes: body.roundMinutes ?? null,
        tieAtBell: body.tieAtBell ?? 'draw',
        lateEntryByes: body.lateEntryByes ?? false,
        avoidSameClub: body.avoidSameClub ?? false,
        ...format,
      },
    });
  }

  /**
   * Renames a tournament; its game, how a game ends, its ranking and its bye rule change only
   * before the first round (409 after).
   */
  async update(id: string, body: UpdateTournamentDto): Promise<TournamentView> {
    const updated = await this.tournaments.update(id, (current) => {
      const { ruleset, target, ...options } = changedGameFormat(current, body);
      if (current.roundsStarted > 0 && formatChanges(current, { ruleset, target, ...options })) {
        throw new ConflictException(
          'The first round has started: the game, how it ends, the ranking and the bye rule can no longer change',
        );
      }
      return { ...(body.name !== undefined ? { name: body.name } : {}), ruleset, target, options };
    });
    if (!updated) throw new NotFoundException(`No tournament ${id}`);
    return updated;
  }

  async get(id: string): Promise<TournamentView> {
    const tournament = await this.tournaments.findById(id);
    if (!tournament) throw new NotFoundException(`No tournament ${id}`);
    return tournament;
  }

  async rules(id: string): Promise<TournamentRules> {
    const tournament = await this.tournaments.rulesOf(id);
    if (!tournament) throw new NotFoundException(`No tournament ${id}`);
    return tournament;
  }

  listOwnedBy(ownerId: string): Promise<TournamentView[]> {
    return this.tournaments.listOwnedBy(ownerId);
  }
}
