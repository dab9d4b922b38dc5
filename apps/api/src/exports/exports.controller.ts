import { Controller, Get, Header, Headers, Param, Query } from '@nestjs/common';
import { ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { fileLanguage } from './csv-file';
import { ExportsService } from './exports.service';
import { uuidParam } from '../common/path-params';

export const LANG_QUERY = {
  name: 'lang',
  required: false,
  enum: ['fr', 'en'],
  description:
    'fr: `;` separators and decimal commas, French headers and words; en: `,` and English. Default: Accept-Language, else fr.',
} as const;

@ApiTags('exports')
@Controller('tournaments/:tournamentId/export')
export class ExportsController {
  constructor(private readonly exports: ExportsService) {}

  @Get('standings.csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="standings.csv"')
  @ApiProduces('text/csv')
  @ApiQuery(LANG_QUERY)
  standings(
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
    @Query('lang') lang?: string,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<string> {
    return this.exports.standingsCsv(tournamentId, fileLanguage(lang, acceptLanguage));
  }

  @Get('deals.csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="deals.csv"')
  @ApiProduces('text/csv')
  @ApiQuery(LANG_QUERY)
  deals(
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
    @Query('lang') lang?: string,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<string> {
    return this.exports.dealsCsv(tournamentId, fileLanguage(lang, acceptLanguage));
  }
}
