import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Req,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { actorOf, type RequestWithCaller } from '../auth/access';
import { AuthService } from '../auth/auth.service';
import { ClubAccessService } from '../auth/club-access.service';
import { OrganiserGuard } from '../auth/organiser.guard';
import { StartRoundDto } from './dto/start-round.dto';
import { RoundNumberPipe } from './round-number.pipe';
import { SwapTeamsDto } from './dto/swap-teams.dto';
import type { RoundState } from './rounds.repository';
import { ChangeRoundService } from './change-round.service';
import { CloseRoundService } from './close-round.service';
import { CloseRoundDto } from './dto/close-round.dto';
import { RoundsService, type RoundView } from './rounds.service';
import { StartRoundService } from './start-round.service';
import { uuidParam } from '../common/path-params';

const ROUND_NUMBER = new RoundNumberPipe();

@ApiTags('rounds')
@Controller('tournaments/:tournamentId/rounds')
export class RoundsController {
  constructor(
    private readonly rounds: RoundsService,
    private readonly starting: StartRoundService,
    private readonly changing: ChangeRoundService,
    private readonly closing: CloseRoundService,
    private readonly auth: AuthService,
    private readonly access: ClubAccessService,
  ) {}

  @Post()
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  @ApiConflictResponse({
    description: 'The previous round has an unfinished game, or all rounds are played',
  })
  start(
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
    @Body() body: StartRoundDto,
    @Req() request: RequestWithCaller,
  ): Promise<RoundView> {
    return this.starting.startRound(tournamentId, actorOf(request), body.minutes, body.seeding);
  }

  @Get()
  @ApiOkResponse({ description: 'Every round with its tables; referee codes for organisers only' })
  async list(
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
    @Req() request: RequestWithCaller,
  ): Promise<Array<RoundState | PublicRound>> {
    const rounds = await this.rounds.list(tournamentId);
    return (await this.runsIt(request)) ? rounds : rounds.map(withoutCodes);
  }

  @Get('audit')
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'Undone rounds, swaps and closures, newest first' })
  audit(@Param('tournamentId', uuidParam('tournamentId')) tournamentId: string) {
    return this.rounds.auditOfRounds(tournamentId);
  }

  @Get(':number')
  async get(
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
    @Param('number', ROUND_NUMBER) number: number,
    @Req() request: RequestWithCaller,
  ): Promise<RoundState | PublicRound> {
    const round = await this.rounds.get(tournamentId, number);
    return (await this.runsIt(request)) ? round : withoutCodes(round);
  }

  @Delete(':number')
  @HttpCode(204)
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  @ApiNoContentResponse({ description: 'The round is taken back; it can be paired again' })
  @ApiConflictResponse({ description: 'Not the last round, or a deal is already recorded' })
  undo(
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
    @Param('number', ROUND_NUMBER) number: number,
    @Req() request: RequestWithCaller,
  ): Promise<void> {
    return this.changing.undoRound(tournamentId, number, actorOf(request));
  }

  @Post(':number/swap')
  @HttpCode(200)
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  @ApiConflictResponse({ description: 'Not the last round, or one of the tables has started' })
  swap(
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
    @Param('number', ROUND_NUMBER) number: number,
    @Body() body: SwapTeamsDto,
    @Req() request: RequestWithCaller,
  ): Promise<RoundState> {
    return this.changing.swapTeams(tournamentId, number, body.teamIds, actorOf(request));
  }

  @Post(':number/close')
  @HttpCode(200)
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'Every unfinished game of the round is ended at the bell' })
  @ApiConflictResponse({
    description:
      'Already closed, or a knockout table where no deal was declared has no winner chosen',
  })
  close(
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
    @Param('number', ROUND_NUMBER) number: number,
    @Body() body: CloseRoundDto,
    @Req() request: RequestWithCaller,
  ): Promise<RoundState> {
    return this.closing.closeRound(tournamentId, number, actorOf(request), body.winners);
  }

  /** Referee codes are for the members of the club that runs the tournament. */
  private async runsIt(request: RequestWithCaller): Promise<boolean> {
    const organiser = await this.auth.readerOf(request);
    return organiser !== null && (await this.access.runs(organiser, request.params));
  }
}

type PublicRound = Omit<RoundState, 'tables'> & {
  tables: Array<Omit<RoundState['tables'][number], 'refereeCode'>>;
};

/** What anyone may see of a round: everything but the referee codes. */
function withoutCodes(round: RoundState): PublicRound {
  return {
    ...round,
    tables: round.tables.map(({ refereeCode: _code, ...table }) => table),
  };
}
