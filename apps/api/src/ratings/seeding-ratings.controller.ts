import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { SeedingRatings } from '@marque/contracts';
import { OrganiserGuard } from '../auth/organiser.guard';
import { uuidParam } from '../common/path-params';
import { RatingsService } from './ratings.service';

/** What the console shows before round 1 is seeded by rating: the ratings it would use. */
@ApiTags('rounds')
@ApiBearerAuth()
@UseGuards(OrganiserGuard)
@Controller('tournaments/:tournamentId/seeding-ratings')
export class SeedingRatingsController {
  constructor(private readonly ratings: RatingsService) {}

  @Get()
  @ApiOkResponse({
    description: "The teams' (a mêlée: the players') ratings in the game, the highest first",
  })
  get(@Param('tournamentId', uuidParam('tournamentId')) id: string): Promise<SeedingRatings> {
    return this.ratings.seedingRatings(id);
  }
}
