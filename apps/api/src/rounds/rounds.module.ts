import { Module } from '@nestjs/common';
import { CryptoRandomSource, RandomSource } from '../common/random';
import { StandingsModule } from '../standings/standings.module';
import { RoundsController } from './rounds.controller';
import { RoundsRepository } from './rounds.repository';
import { RoundsService } from './rounds.service';

@Module({
  imports: [StandingsModule],
  controllers: [RoundsController],
  providers: [
    RoundsService,
    RoundsRepository,
    { provide: RandomSource, useClass: CryptoRandomSource },
  ],
})
export class RoundsModule {}
