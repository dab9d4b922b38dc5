import { Module } from '@nestjs/common';
import { StandingsModule } from '../standings/standings.module';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { BracketsController } from './brackets.controller';
import { RoundsController } from './rounds.controller';
import { RoundsRepository } from './rounds.repository';
import { ChangeRoundService } from './change-round.service';
import { CloseRoundService } from './close-round.service';
import { RoundSteps } from './round-steps';
import { RoundsService } from './rounds.service';
import { StartRoundService } from './start-round.service';
import { WalkoversService } from './walkovers.service';

@Module({
  imports: [StandingsModule, TournamentsModule],
  controllers: [RoundsController, BracketsController],
  providers: [
    RoundsService,
    StartRoundService,
    ChangeRoundService,
    CloseRoundService,
    RoundSteps,
    RoundsRepository,
    WalkoversService,
  ],
  exports: [WalkoversService],
})
export class RoundsModule {}
