import { Module } from '@nestjs/common';
import { CryptoRandomSource, RandomSource } from '../common/random';
import { TournamentsController } from './tournaments.controller';
import { TournamentsRepository } from './tournaments.repository';
import { TournamentsService } from './tournaments.service';

@Module({
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
