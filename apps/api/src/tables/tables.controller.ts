import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Req,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Caller, RequestWithCaller } from '../auth/access';
import { OrganiserGuard } from '../auth/organiser.guard';
import { ApiError } from '../common/api-error';
import { DealBodyDto } from './dto/deal-body.dto';
import { expectedDealNumber } from './deal-number';
import { idempotencyKeyOf } from './idempotency-key';
import { idempotentAsk } from './idempotent-write';
import { versionFromIfMatch } from './if-match';
import { TableAccessGuard } from './table-access.guard';
import { TablesRepository } from './tables.repository';
import { TablesService, type GameSummary, type RecordDealResponse } from './tables.service';
import { uuidParam, intParam } from '../common/path-params';

const SAME_KEY = 'The same key and request return the first answer, whatever the sheet since';

@ApiTags('tables')
@Controller('tables/:tableId')
export class TablesController {
  constructor(
    private readonly tables: TablesService,
    private readonly repository: TablesRepository,
  ) {}

  @Get()
  async get(@Param('tableId', uuidParam('tableId')) tableId: string) {
    const table = await this.repository.findTable(tableId);
    if (!table) throw new ApiError(HttpStatus.NOT_FOUND, 'TABLE_NOT_FOUND', `No table ${tableId}`);
    return table;
  }

  @Post('deals')
  @UseGuards(TableAccessGuard)
  @ApiHeader({ name: 'X-Referee-Code', required: false })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'The same key and body return the first answer',
  })
  @ApiHeader({
    name: 'X-Deal-Number',
    required: false,
    description: 'The number this deal was typed as: a 409 when the sheet has another next deal',
  })
  @ApiBearerAuth()
  recordDeal(
    @Param('tableId', uuidParam('tableId')) tableId: string,
    @Body() body: DealBodyDto,
    @Req() request: RequestWithCaller,
    @Headers('idempotency-key') idempotencyKey?: string,
    @Headers('x-deal-number') dealNumber?: string,
  ): Promise<RecordDealResponse> {
    return this.tables.recordDeal(
      tableId,
      body,
      callerOf(request),
      idempotencyKeyOf(idempotencyKey),
      expectedDealNumber(dealNumber),
    );
  }

  @Put('deals/:number')
  @UseGuards(TableAccessGuard)
  @ApiHeader({
    name: 'If-Match',
    required: true,
    description: 'The sheet version the correction was made on',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: SAME_KEY })
  @ApiBearerAuth()
  correctDeal(
    @Param('tableId', uuidParam('tableId')) tableId: string,
    @Param('number', intParam('number')) number: number,
    @Body() body: DealBodyDto,
    @Req() request: RequestWithCaller,
    @Headers('if-match') ifMatch?: string,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<GameSummary> {
    return this.tables.correctDeal(
      tableId,
      number,
      body,
      versionFromIfMatch(ifMatch),
      callerOf(request),
      idempotentAsk(idempotencyKey, `PUT deals/${number}`, body),
    );
  }

  @Delete('deals/:number')
  @HttpCode(200)
  @UseGuards(TableAccessGuard)
  @ApiHeader({ name: 'If-Match', required: true })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: SAME_KEY })
  @ApiBearerAuth()
  deleteDeal(
    @Param('tableId', uuidParam('tableId')) tableId: string,
    @Param('number', intParam('number')) number: number,
    @Req() request: RequestWithCaller,
    @Headers('if-match') ifMatch?: string,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<GameSummary> {
    return this.tables.deleteLastDeal(
      tableId,
      number,
      versionFromIfMatch(ifMatch),
      callerOf(request),
      idempotentAsk(idempotencyKey, `DELETE deals/${number}`),
    );
  }

  @Get('audit')
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  audit(@Param('tableId', uuidParam('tableId')) tableId: string) {
    return this.repository.auditEntries(tableId);
  }
}

function callerOf(request: RequestWithCaller): Caller {
  if (!request.caller) throw new Error('TableAccessGuard did not run');
  return request.caller;
}
