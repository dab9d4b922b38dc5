import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module';
import { RoundsModule } from '../rounds/rounds.module';
import { StandingsModule } from '../standings/standings.module';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { TeamsController } from './teams.controller';
import { TeamsRepository } from './teams.repository';
import { TeamsService } from './teams.service';

@Module({
  imports: [TournamentsModule, RoundsModule, StandingsModule, PeopleModule],
  controllers: [TeamsController],
  providers: [TeamsService, TeamsRepository],
})
export class TeamsModule {}
