import { Controller, Get, Header, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { ExportsService } from './exports.service';

@ApiTags('exports')
@Controller('tournaments/:tournamentId/export')
export class ExportsController {
  constructor(private readonly exports: ExportsService) {}

  @Get('standings.csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="standings.csv"')
  @ApiProduces('text/csv')
  standings(@Param('tournamentId', new ParseUUIDPipe()) tournamentId: string): Promise<string> {
    return this.exports.standingsCsv(tournamentId);
  }

  @Get('deals.csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="deals.csv"')
  @ApiProduces('text/csv')
  deals(@Param('tournamentId', new ParseUUIDPipe()) tournamentId: string): Promise<string> {
    return this.exports.dealsCsv(tournamentId);
  }
}
