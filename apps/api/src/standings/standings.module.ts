import { Module } from '@nestjs/common';
import { MeleeDataModule } from '../melee/melee-data.module';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { StandingsController } from './standings.controller';
import { StandingsRepository } from './standings.repository';
import { StandingsService } from './standings.service';

@Module({
  imports: [TournamentsModule, MeleeDataModule],
  controllers: [StandingsController],
  providers: [StandingsService, StandingsRepository],
  exports: [StandingsRepository, StandingsService],
})
export class StandingsModule {}
