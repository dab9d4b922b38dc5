import { Module } from '@nestjs/common';
import { RatingsController } from './ratings.controller';
import { RatingsRepository } from './ratings.repository';
import { RatingsService } from './ratings.service';
import { SeedingRatingsController } from './seeding-ratings.controller';

@Module({
  controllers: [RatingsController, SeedingRatingsController],
  providers: [RatingsService, RatingsRepository],
  exports: [RatingsService],
})
export class RatingsModule {}
