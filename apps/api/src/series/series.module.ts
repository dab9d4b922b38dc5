import { Module } from '@nestjs/common';
import { ClubsModule } from '../clubs/clubs.module';
import { StandingsModule } from '../standings/standings.module';
import { SeriesAccess } from './series-access';
import { SeriesClubsController } from './series-clubs.controller';
import { SeriesClubsRepository } from './series-clubs.repository';
import { SeriesClubsService } from './series-clubs.service';
import { SeriesCsvService } from './series-csv.service';
import { SeriesController } from './series.controller';
import { SeriesRepository } from './series.repository';
import { SeriesService } from './series.service';

@Module({
  imports: [ClubsModule, StandingsModule],
  controllers: [SeriesClubsController, SeriesController],
  providers: [
    SeriesService,
    SeriesRepository,
    SeriesCsvService,
    SeriesAccess,
    SeriesClubsService,
    SeriesClubsRepository,
  ],
})
export class SeriesModule {}
