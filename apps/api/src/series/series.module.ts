import { Module } from '@nestjs/common';
import { ClubsModule } from '../clubs/clubs.module';
import { StandingsModule } from '../standings/standings.module';
import { SeriesCsvService } from './series-csv.service';
import { SeriesController } from './series.controller';
import { SeriesRepository } from './series.repository';
import { SeriesService } from './series.service';

@Module({
  imports: [ClubsModule, StandingsModule],
  controllers: [SeriesController],
  providers: [SeriesService, SeriesRepository, SeriesCsvService],
})
export class SeriesModule {}
