import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Req,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { callingOrganiser, type RequestWithCaller } from '../auth/access';
import { OrganiserGuard } from '../auth/organiser.guard';
import { CreateTournamentDto } from './dto/create-tournament.dto';
import { UpdateTournamentDto } from './dto/update-tournament.dto';
import type { TournamentView } from './tournaments.repository';
import { TournamentsService } from './tournaments.service';
import { uuidParam } from '../common/path-params';

@ApiTags('tournaments')
@Controller('tournaments')
export class TournamentsController {
  constructor(private readonly tournaments: TournamentsService) {}

  @Post()
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  @ApiCreatedResponse({
    description: "The tournament, in the club named or the organiser's only one",
  })
  create(
    @Body() body: CreateTournamentDto,
    @Req() request: RequestWithCaller,
  ): Promise<TournamentView> {
    return this.tournaments.create(body, callingOrganiser(request));
  }

  @Get()
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  @ApiOkResponse({
    description: "The tournaments of the organiser's clubs, the most recent first",
  })
  listMine(@Req() request: RequestWithCaller): Promise<TournamentView[]> {
    return this.tournaments.listOfMember(callingOrganiser(request).id);
  }

  @Patch(':tournamentId')
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'The tournament, changed' })
  @ApiConflictResponse({ description: 'The game or target changed after the first round started' })
  update(
    @Param('tournamentId', uuidParam('tournamentId')) id: string,
    @Body() body: UpdateTournamentDto,
  ): Promise<TournamentView> {
    return this.tournaments.update(id, body);
  }

  @Delete(':tournamentId')
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'The tournament and all it held are deleted' })
  async delete(@Param('tournamentId', uuidParam('tournamentId')) id: string): Promise<void> {
    await this.tournaments.delete(id);
  }

  @Get(':id')
  get(@Param('id', uuidParam('id')) id: string): Promise<TournamentView> {
    return this.tournaments.get(id);
  }
}
