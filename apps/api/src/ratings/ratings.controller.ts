import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { PersonRatings } from '@marque/contracts';
import { uuidParam } from '../common/path-params';
import { RatingsService } from './ratings.service';

@ApiTags('people')
@Controller('people/:id/ratings')
export class RatingsController {
  constructor(private readonly ratings: RatingsService) {}

  @Get()
  @ApiOkResponse({
    description: "A person's rating in each game they played (none: an empty list)",
  })
  get(@Param('id', uuidParam('id')) id: string): Promise<PersonRatings> {
    return this.ratings.ofPerson(id);
  }
}
