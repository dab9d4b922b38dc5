import { Module } from '@nestjs/common';
import { StandingsModule } from '../standings/standings.module';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { BracketsController } from './brackets.controller';
import { RoundsController } from './rounds.controller';
import { RoundsRepository } from './rounds.repository';
import { RoundsService } from './rounds.service';

@Module({
  imports: [StandingsModule, TournamentsModule],
  controllers: [RoundsController, BracketsController],
  providers: [RoundsService, RoundsRepository],
})
export class RoundsModule {}
