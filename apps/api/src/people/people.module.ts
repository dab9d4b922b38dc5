import { Module } from '@nestjs/common';
import { MeleeDataModule } from '../melee/melee-data.module';
import { StandingsModule } from '../standings/standings.module';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { PeopleController } from './people.controller';
import { PeopleRepository } from './people.repository';
import { PeopleService } from './people.service';
import { PersonHistoryService } from './person-history.service';
import { SeatPlayersService } from './seat-players.service';

@Module({
  imports: [TournamentsModule, StandingsModule, MeleeDataModule],
  controllers: [PeopleController],
  providers: [PeopleService, PeopleRepository, PersonHistoryService, SeatPlayersService],
  exports: [SeatPlayersService, PeopleRepository],
})
export class PeopleModule {}
