import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { getRuleset, RULESET_MARQUE_2018, type RulesetId } from '@marque/rules';
import { DEFAULT_TIEBREAKS } from '@marque/standings';
import { RandomSource } from '../common/random';
import type { CreateTournamentDto } from './dto/create-tournament.dto';
import type { UpdateTournamentDto } from './dto/update-tournament.dto';
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
    const ruleset = body.ruleset ?? RULESET_MARQUE_2018;
    return this.tournaments.create({
      name: body.name,
      rounds: body.rounds,
      pairing: body.pairing,
      date: body.date,
      ruleset,
      target: targetOf(ruleset, body.target),
      ownerId,
      drawSeed: this.random.int(2 ** 31 - 1),
      options: {
        tiebreaks: body.tiebreaks ?? [...DEFAULT_TIEBREAKS],
        roundMinutes: body.roundMinutes ?? null,
        tieAtBell: body.tieAtBell ?? 'draw',
        lateEntryByes: body.lateEntryByes ?? false,
        avoidSameClub: body.avoidSameClub ?? false,
      },
    });
  }

  /** Renames a tournament; its game and target change only before the first round (409 after). */
  async update(id: string, body: UpdateTournamentDto): Promise<TournamentView> {
    const updated = await this.tournaments.update(id, (current) => {
      const changesGame =
        (body.ruleset !== undefined && body.ruleset !== current.ruleset) ||
        (body.target !== undefined && body.target !== current.target);
      if (changesGame && current.roundsStarted > 0) {
        throw new ConflictException(
          'The first round has started: the game and its target can no longer change',
        );
      }
      const ruleset = body.ruleset ?? current.ruleset;
      const target =
        body.target !== undefined || ruleset !== current.ruleset
          ? targetOf(ruleset, body.target)
          : current.target;
      return { ...(body.name !== undefined ? { name: body.name } : {}), ruleset, target };
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

/**
 * The target of a tournament of game `ruleset`: the game's default unless given, and within the
 * game's range (Cinch plays to tens of points, coinche to thousands).
 */
function targetOf(ruleset: RulesetId, target: number | undefined): number {
  const { min, max, default: byDefault } = getRuleset(ruleset).form.target;
  if (target === undefined) return byDefault;
  if (target < min || target > max) {
    const message = `For this game a target is from ${min} to ${max}`;
    throw new BadRequestException({
      message,
      details: [{ field: 'target', message, code: 'TARGET_OUT_OF_RANGE' }],
    });
  }
  return target;
}
