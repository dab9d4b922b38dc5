import { Module } from '@nestjs/common';
import { ClubsModule } from '../clubs/clubs.module';
import { CryptoRandomSource, RandomSource } from '../common/random';
import { TournamentsController } from './tournaments.controller';
import { TournamentsRepository } from './tournaments.repository';
import { TournamentsService } from './tournaments.service';

@Module({
  imports: [ClubsModule],
  controllers: [TournamentsController],
  providers: [
    TournamentsService,
    TournamentsRepository,
    // Chance is an input: one source for draws, first dealers and referee codes.
    { provide: RandomSource, useClass: CryptoRandomSource },
  ],
  exports: [TournamentsService, RandomSource],
})
export class TournamentsModule {}
