import { Injectable, NotFoundException } from '@nestjs/common';
import { DEFAULT_TARGET } from '@marque/rules';
import type { CreateTournamentDto } from './dto/create-tournament.dto';
import { TournamentsRepository, type TournamentView } from './tournaments.repository';

@Injectable()
export class TournamentsService {
  constructor(private readonly tournaments: TournamentsRepository) {}

  create(body: CreateTournamentDto, ownerId: string): Promise<TournamentView> {
    return this.tournaments.create({ ...body, target: body.target ?? DEFAULT_TARGET, ownerId });
  }

  async get(id: string): Promise<TournamentView> {
    const tournament = await this.tournaments.findById(id);
    if (!tournament) throw new NotFoundException(`No tournament ${id}`);
    return tournament;
  }
}
