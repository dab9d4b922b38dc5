import { Module } from '@nestjs/common';
import { StandingsModule } from '../standings/standings.module';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { ExportsController } from './exports.controller';
import { ExportsRepository } from './exports.repository';
import { ExportsService } from './exports.service';

@Module({
  imports: [StandingsModule, TournamentsModule],
  controllers: [ExportsController],
  providers: [ExportsService, ExportsRepository],
})
export class ExportsModule {}
