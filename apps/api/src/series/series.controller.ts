import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  Headers,
  Param,
  Patch,
  Post,
  Query,
  Req,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { SeriesRanking, SeriesView } from '@marque/contracts';
import { actorOf, callingOrganiser, type RequestWithCaller } from '../auth/access';
import { OrganiserGuard } from '../auth/organiser.guard';
import { uuidParam } from '../common/path-params';
import { LANG_QUERY } from '../exports/exports.controller';
import { fileLanguage } from '../exports/csv-file';
import { CreateSeriesDto } from './dto/create-series.dto';
import { ListSeriesDto } from './dto/list-series.dto';
import { SeriesRankingQueryDto } from './dto/series-ranking-query.dto';
import { UpdateSeriesDto } from './dto/update-series.dto';
import { SeriesService } from './series.service';
import { SeriesCsvService } from './series-csv.service';

/** A club's seasons: its members change them, everybody reads them and their rankings. */
@ApiTags('series')
@Controller('series')
export class SeriesController {
  constructor(
    private readonly series: SeriesService,
    private readonly files: SeriesCsvService,
  ) {}

  @Get()
  @ApiOkResponse({ description: "Every series, the newest first (one club's with clubId)" })
  list(@Query() query: ListSeriesDto): Promise<SeriesView[]> {
    return this.series.list(query.clubId);
  }

  @Post()
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  @ApiCreatedResponse({ description: "The series, in one of the organiser's clubs" })
  create(@Body() body: CreateSeriesDto, @Req() request: RequestWithCaller): Promise<SeriesView> {
    return this.series.create(callingOrganiser(request), body, actorOf(request));
  }

  @Get(':id')
  get(@Param('id', uuidParam('id')) id: string): Promise<SeriesView> {
    return this.series.get(id);
  }

  @Patch(':id')
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  update(
    @Param('id', uuidParam('id')) id: string,
    @Body() body: UpdateSeriesDto,
    @Req() request: RequestWithCaller,
  ): Promise<SeriesView> {
    return this.series.update(id, callingOrganiser(request), body, actorOf(request));
  }

  @Post(':id/tournaments/:tournamentId')
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  @ApiCreatedResponse({ description: 'The series with the tournament (already in it: unchanged)' })
  addTournament(
    @Param('id', uuidParam('id')) id: string,
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
    @Req() request: RequestWithCaller,
  ): Promise<SeriesView> {
    return this.series.addTournament(id, tournamentId, callingOrganiser(request), actorOf(request));
  }

  @Delete(':id/tournaments/:tournamentId')
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  removeTournament(
    @Param('id', uuidParam('id')) id: string,
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
    @Req() request: RequestWithCaller,
  ): Promise<SeriesView> {
    return this.series.removeTournament(
      id,
      tournamentId,
      callingOrganiser(request),
      actorOf(request),
    );
  }

  @Get(':id/ranking')
  @ApiOkResponse({
    description: 'The ranking from the finished tournaments (by player unless said)',
  })
  ranking(
    @Param('id', uuidParam('id')) id: string,
    @Query() query: SeriesRankingQueryDto,
  ): Promise<SeriesRanking> {
    return this.series.ranking(id, query.by ?? 'player');
  }

  @Get(':id/ranking.csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="season.csv"')
  @ApiProduces('text/csv')
  @ApiQuery(LANG_QUERY)
  rankingCsv(
    @Param('id', uuidParam('id')) id: string,
    @Query() query: SeriesRankingQueryDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<string> {
    return this.files.rankingCsv(
      id,
      query.by ?? 'player',
      fileLanguage(query.lang, acceptLanguage),
    );
  }
}
