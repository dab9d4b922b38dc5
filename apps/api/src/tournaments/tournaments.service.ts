import { Injectable, NotFoundException } from '@nestjs/common';
import { DEFAULT_TARGET } from '@marque/rules';
import { DEFAULT_TIEBREAKS } from '@marque/standings';
import { RandomSource } from '../common/random';
import type { CreateTournamentDto } from './dto/create-tournament.dto';
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
    return this.tournaments.create({
      name: body.name,
      rounds: body.rounds,
      pairing: body.pairing,
      date: body.date,
      target: body.target ?? DEFAULT_TARGET,
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
