import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { EntrantsController } from './entrants.controller';
import { EntrantsService } from './entrants.service';
import { MeleeDataModule } from './melee-data.module';

@Module({
  imports: [MeleeDataModule, PeopleModule, TournamentsModule],
  controllers: [EntrantsController],
  providers: [EntrantsService],
})
export class EntrantsModule {}
