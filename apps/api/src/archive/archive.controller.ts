import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { actorOf, callingOrganiser, type RequestWithCaller } from '../auth/access';
import { OrganiserGuard } from '../auth/organiser.guard';
import { uuidParam } from '../common/path-params';
import { ArchiveService } from './archive.service';
import { ImportArchiveQueryDto } from './dto/import-archive.dto';

@ApiTags('archive')
@Controller('tournaments')
export class ArchiveController {
  constructor(private readonly archive: ArchiveService) {}

  @Get(':tournamentId/archive')
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  @ApiOkResponse({
    description:
      'The whole tournament as a versioned JSON file ({ format: "marque-tournament", version, … }), to download',
  })
  async export(
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Record<string, unknown>> {
    const { fileName, file } = await this.archive.export(tournamentId);
    reply.header('content-disposition', `attachment; filename="${fileName}"`);
    reply.header('cache-control', 'no-store');
    return file;
  }

  /**
   * The body is the archive, checked whole by validateArchive (its columns, keys, references and
   * deals), not by a DTO: its tables and columns are ARCHIVED_TABLES'.
   */
  @Post('import')
  @UseGuards(OrganiserGuard)
  @HttpCode(HttpStatus.CREATED)
  @ApiBearerAuth()
  @ApiBody({ description: 'A file of GET /api/tournaments/:id/archive (up to 20 MB)' })
  @ApiCreatedResponse({
    description:
      '{ id }: the new tournament, in a club of the importer, its people in this registry',
  })
  @ApiBadRequestResponse({ description: 'ARCHIVE_INVALID: params.field names the first bad field' })
  @ApiUnprocessableEntityResponse({
    description:
      'ARCHIVE_TOO_NEW: a later version of the file; CLUB_REQUIRED: the importer has several clubs',
  })
  import(
    @Body() file: unknown,
    @Query() query: ImportArchiveQueryDto,
    @Req() request: RequestWithCaller,
  ): Promise<{ id: string }> {
    return this.archive.import(file, {
      organiser: callingOrganiser(request),
      clubId: query.clubId,
      actor: actorOf(request),
    });
  }
}
