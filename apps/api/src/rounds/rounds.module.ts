import { Module } from '@nestjs/common';
import { MeleeDataModule } from '../melee/melee-data.module';
import { RatingsModule } from '../ratings/ratings.module';
import { StandingsModule } from '../standings/standings.module';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { BracketsController } from './brackets.controller';
import { RoundsController } from './rounds.controller';
import { RoundsRepository } from './rounds.repository';
import { ChangeRoundService } from './change-round.service';
import { CloseRoundService } from './close-round.service';
import { NextRoundController } from './next-round.controller';
import { NextRoundService } from './next-round.service';
import { PoolsController } from './pools.controller';
import { PoolsService } from './pools.service';
import { RoundSteps } from './round-steps';
import { RoundsService } from './rounds.service';
import { StartRoundService } from './start-round.service';
import { WalkoversService } from './walkovers.service';

@Module({
  imports: [StandingsModule, TournamentsModule, MeleeDataModule, RatingsModule],
  controllers: [RoundsController, BracketsController, PoolsController, NextRoundController],
  providers: [
    RoundsService,
    StartRoundService,
    ChangeRoundService,
    CloseRoundService,
    PoolsService,
    NextRoundService,
    RoundSteps,
    RoundsRepository,
    WalkoversService,
  ],
  exports: [WalkoversService],
})
export class RoundsModule {}
