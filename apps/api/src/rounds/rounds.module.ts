import { Module } from '@nestjs/common';
import { StandingsModule } from '../standings/standings.module';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { RoundsController } from './rounds.controller';
import { RoundsRepository } from './rounds.repository';
import { RoundsService } from './rounds.service';

@Module({
  imports: [StandingsModule, TournamentsModule],
  controllers: [RoundsController],
  providers: [RoundsService, RoundsRepository],
})
export class RoundsModule {}
