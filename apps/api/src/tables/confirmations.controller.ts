import type { SheetConfirmation, TeamSide } from '@marque/contracts';
import {
  Body,
  Controller,
  Delete,
  Headers,
  HttpCode,
  Param,
  ParseEnumPipe,
  Post,
  Req,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Caller, RequestWithCaller } from '../auth/access';
import { OrganiserGuard } from '../auth/organiser.guard';
import { ConfirmationsService } from './confirmations.service';
import { ConfirmSheetDto } from './dto/confirm-sheet.dto';
import { ResolveDisputeDto } from './dto/resolve-dispute.dto';
import { idempotentAsk } from './idempotent-write';
import { TableAccessGuard } from './table-access.guard';
import { uuidParam } from '../common/path-params';

/** The teams sign their table's final sheet (or dispute it) on the referee's phone. */
@ApiTags('tables')
@Controller('tables/:tableId/confirmations')
export class ConfirmationsController {
  constructor(private readonly confirmations: ConfirmationsService) {}

  @Post()
  @UseGuards(TableAccessGuard)
  @ApiHeader({ name: 'X-Referee-Code', required: false })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'The same key and body return the first answer',
  })
  @ApiBearerAuth()
  @ApiConflictResponse({
    description: 'GAME_NOT_OVER before the game ends; SHEET_ALREADY_CONFIRMED for a second word',
  })
  confirm(
    @Param('tableId', uuidParam('tableId')) tableId: string,
    @Body() body: ConfirmSheetDto,
    @Req() request: RequestWithCaller,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<SheetConfirmation[]> {
    return this.confirmations.confirm(
      tableId,
      body,
      callerOf(request),
      idempotentAsk(idempotencyKey, 'POST confirmations', body),
    );
  }

  /** The organiser resolves a team's dispute, with a ruling: it goes, and the team may sign. */
  @Delete(':side')
  @HttpCode(200)
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth()
  resolve(
    @Param('tableId', uuidParam('tableId')) tableId: string,
    @Param('side', new ParseEnumPipe({ A: 'A', B: 'B' })) side: TeamSide,
    @Body() body: ResolveDisputeDto,
    @Req() request: RequestWithCaller,
  ): Promise<SheetConfirmation[]> {
    return this.confirmations.resolveDispute(tableId, side, body.ruling, callerOf(request));
  }
}

function callerOf(request: RequestWithCaller): Caller {
  if (!request.caller) throw new Error('The guard did not run');
  return request.caller;
}
