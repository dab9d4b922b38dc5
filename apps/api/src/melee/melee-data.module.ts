import { Module } from '@nestjs/common';
import { RatingsModule } from '../ratings/ratings.module';
import { MeleePairingService } from './melee-pairing.service';
import { MeleeRepository } from './melee.repository';

/** A mêlée's entrants, pairs and rounds, for the rounds (the draw) and the standings to use. */
@Module({
  imports: [RatingsModule],
  providers: [MeleeRepository, MeleePairingService],
  exports: [MeleeRepository, MeleePairingService],
})
export class MeleeDataModule {}
