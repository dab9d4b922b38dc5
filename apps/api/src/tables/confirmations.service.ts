import type { DisputeRuling, SheetConfirmation, TableEventData, TeamSide } from '@marque/contracts';
import { HttpStatus, Injectable } from '@nestjs/common';
import { describeCaller, type Caller } from '../auth/access';
import { ApiError } from '../common/api-error';
import type { Transaction } from '../database/prisma.service';
import { EventsService } from '../events/events.service';
import { ConfirmationsRepository } from './confirmations.repository';
import type { ConfirmSheetDto } from './dto/confirm-sheet.dto';
import { firstAnswer, rememberAnswer, type IdempotentAsk } from './idempotent-write';
import { TablesRepository, type LockedTable } from './tables.repository';

/**
 * The teams' word on their table's final sheet: once the game is over, each team signs it on the
 * referee's phone or disputes it (a deal, or the whole sheet); the organiser resolves a dispute.
 * A correction of the sheet clears what was said of it (`clearAfterCorrection`).
 */
@Injectable()
export class ConfirmationsService {
  constructor(
    private readonly tables: TablesRepository,
    private readonly confirmations: ConfirmationsRepository,
    private readonly events: EventsService,
  ) {}

  /**
   * One team signs or disputes the final sheet: 409 before the game is over, or a second time. A
   * replay of its Idempotency-Key gets the first answer (a phone whose answer was lost).
   */
  confirm(
    tableId: string,
    body: ConfirmSheetDto,
    caller: Caller,
    ask?: IdempotentAsk,
  ): Promise<SheetConfirmation[]> {
    return this.tables.inTransaction(async (tx) => {
      const { table, deals } = await this.lockOrFail(tx, tableId);
      const replay = await firstAnswer(tx, this.tables, tableId, ask);
      if (replay) return replay.response as SheetConfirmation[];
      if (!table.finished) {
        throw new ApiError(
          HttpStatus.CONFLICT,
          'GAME_NOT_OVER',
          'The game is not over: its sheet cannot be signed yet',
        );
      }
      const disputed = body.kind === 'disputed';
      const dealNumber = disputed ? (body.dealNumber ?? null) : null;
      if (dealNumber !== null && dealNumber > deals.length) {
        const params = { max: deals.length };
        throw new ApiError(
          HttpStatus.BAD_REQUEST,
          'VALIDATION_FAILED',
          `The sheet has no deal ${dealNumber}`,
          { details: [{ field: 'dealNumber', code: 'TOO_LARGE', message: 'too large', params }] },
        );
      }
      const confirmation = {
        side: body.side,
        kind: body.kind,
        dealNumber,
        note: disputed && body.note ? body.note : null,
      };
      if (!(await this.confirmations.add(tx, tableId, confirmation))) {
        throw new ApiError(
          HttpStatus.CONFLICT,
          'SHEET_ALREADY_CONFIRMED',
          `Team ${body.side} has already signed or disputed this sheet`,
          { params: { side: body.side } },
        );
      }
      await this.confirmations.audit(tx, tableId, {
        action: disputed ? 'sheet.disputed' : 'sheet.signed',
        actor: describeCaller(caller),
        dealNumber,
        after: confirmation,
      });
      const answer = await this.announce(tx, table, body.kind, body.side);
      await rememberAnswer(tx, this.tables, tableId, ask, HttpStatus.CREATED, answer);
      return answer;
    });
  }

  /**
   * The organiser settles a team's dispute, with the ruling written down: the dispute goes (that
   * team may sign or dispute again), the audit keeps it (`before`) beside the ruling (`after`).
   */
  resolveDispute(
    tableId: string,
    side: TeamSide,
    ruling: string | undefined,
    caller: Caller,
  ): Promise<SheetConfirmation[]> {
    return this.tables.inTransaction(async (tx) => {
      const { table } = await this.lockOrFail(tx, tableId);
      const dispute = (await this.confirmations.list(tx, tableId)).find(
        (confirmation) => confirmation.side === side && confirmation.kind === 'disputed',
      );
      if (!dispute) {
        throw new ApiError(
          HttpStatus.NOT_FOUND,
          'DISPUTE_NOT_FOUND',
          `Team ${side} has not disputed this sheet`,
          { params: { side } },
        );
      }
      await this.confirmations.remove(tx, tableId, { side, kind: 'disputed' });
      await this.confirmations.audit(tx, tableId, {
        action: 'sheet.dispute-resolved',
        actor: describeCaller(caller),
        dealNumber: dispute.dealNumber,
        before: dispute,
        after: { side, ruling: ruling || null } satisfies DisputeRuling,
      });
      return this.announce(tx, table, 'resolved', side);
    });
  }

  /**
   * A correction changed the sheet the teams signed: their signatures and disputes go with the
   * old sheet (audited, announced). Call it in the correction's transaction, after its event.
   */
  async clearAfterCorrection(
    tx: Transaction,
    table: LockedTable,
    actor: string,
    dealNumber: number,
  ): Promise<void> {
    const before = await this.confirmations.list(tx, table.id);
    if (before.length === 0) return;
    await this.confirmations.remove(tx, table.id);
    await this.confirmations.audit(tx, table.id, {
      action: 'sheet.signatures-cleared',
      actor,
      dealNumber,
      before,
    });
    await this.announce(tx, table, 'cleared', null);
  }

  /** The `table` event of the change, with what stands now; returns it. */
  private async announce(
    tx: Transaction,
    table: LockedTable,
    action: TableEventData['action'],
    side: TeamSide | null,
  ): Promise<SheetConfirmation[]> {
    const confirmations = await this.confirmations.list(tx, table.id);
    await this.events.append(tx, table.tournamentId, 'table', {
      tableId: table.id,
      tableNumber: table.number,
      round: table.roundNumber,
      action,
      side,
      confirmations,
    } satisfies TableEventData);
    return confirmations;
  }

  private async lockOrFail(tx: Transaction, tableId: string) {
    const locked = await this.tables.lock(tx, tableId);
    if (!locked) throw new ApiError(HttpStatus.NOT_FOUND, 'TABLE_NOT_FOUND', `No table ${tableId}`);
    return locked;
  }
}
