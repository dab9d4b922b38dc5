import type {
  CorrectionEventData,
  DealEventData,
  GameSummary,
  RecordDealResponse,
} from '@marque/contracts';
import { createHash } from 'node:crypto';
import {
  ConflictException,
  HttpException,
  HttpStatus,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { getRuleset, type AnyDealRecord, type Seat } from '@marque/rules';
import { describeCaller, type Caller } from '../auth/access';
import { RuleViolation } from '../common/rule-violation';
import { EventsService } from '../events/events.service';
import { StandingsService } from '../standings/standings.service';
import { toDealRecord } from './deal-record';
import type { DealBodyDto } from './dto/deal-body.dto';
import { dealerOf, scoreSheet, type ScoredDeal, type ScoreSheet } from './score-sheet';
import {
  TablesRepository,
  type LockedTable,
  type StoredDeal,
  type Transaction,
} from './tables.repository';

export type { GameSummary, RecordDealResponse };

/** What a write did, for what follows its commit. */
interface Written<T> {
  response: T;
  /** The tournament whose standings the write changed (a game finished, or a finished one changed). */
  standingsOf?: string;
}

@Injectable()
export class TablesService {
  constructor(
    private readonly tables: TablesRepository,
    private readonly events: EventsService,
    private readonly standings: StandingsService,
  ) {}

  /**
   * Records the next deal of a table's sheet, with its `deal` event; replays of the same
   * Idempotency-Key get the first answer and no event. With `expectedNumber` (X-Deal-Number), a
   * sheet that has moved on is a 409: a deal typed as deal n is never recorded as deal n + 4,
   * whose dealer is the same.
   */
  recordDeal(
    tableId: string,
    body: DealBodyDto,
    caller: Caller,
    idempotencyKey?: string,
    expectedNumber?: number,
  ): Promise<RecordDealResponse> {
    return this.written(async (tx) => {
      const { table, deals: stored } = await this.lockOrFail(tx, tableId);
      const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
      if (idempotencyKey) {
        const replay = await this.tables.findIdempotent(tx, tableId, idempotencyKey);
        if (replay && replay.requestHash !== requestHash) {
          throw new ConflictException('This Idempotency-Key was used for another deal');
        }
        if (replay) return { response: replay.responseBody as unknown as RecordDealResponse };
      }
      assertOpen(table);
      assertDealNumber(stored.length + 1, expectedNumber);
      this.assertNextDealer(table, stored, body.dealer);
      const recorded = toDealRecord(body, getRuleset(table.ruleset));
      const facts = [...stored.map((deal) => deal.facts), recorded];
      const sheet = this.score(table, facts, stored.length, stored.length > 0);
      const number = stored.length + 1;
      const scored = sheet.deals[number - 1] as ScoredDeal;
      const version = await this.tables.saveSheet(tx, {
        tableId,
        sheet,
        fromNumber: number,
        storedCount: stored.length,
        audit: {
          action: 'deal.recorded',
          actor: describeCaller(caller),
          dealNumber: number,
          after: scored.facts,
        },
      });
      const response: RecordDealResponse = {
        deal: { number, made: scored.made, marks: scored.marks },
        game: summary(version, sheet),
      };
      if (idempotencyKey)
        await this.tables.saveIdempotent(tx, tableId, idempotencyKey, requestHash, 201, response);
      await this.events.append(tx, table.tournamentId, 'deal', {
        ...where(table),
        deal: scored,
        game: response.game,
      } satisfies DealEventData);
      return { response, standingsOf: response.game.finished ? table.tournamentId : undefined };
    });
  }

  /** Replaces the facts of deal `number`; every later total and the outcome follow. */
  correctDeal(
    tableId: string,
    number: number,
    body: DealBodyDto,
    expectedVersion: number,
    caller: Caller,
  ): Promise<GameSummary> {
    return this.atVersion(tableId, expectedVersion, async (tx, table, stored) => {
      const previous = stored[number - 1];
      if (!previous) throw new NotFoundException(`Deal ${number} is not on this sheet`);
      if (body.dealer !== previous.dealer) throw new RuleViolation('DEALER_CHANGED', 'dealer');
      const facts: AnyDealRecord[] = stored.map((deal) => deal.facts);
      facts[number - 1] = toDealRecord(body, getRuleset(table.ruleset));
      const sheet = this.score(table, facts, number - 1, false);
      const version = await this.tables.saveSheet(tx, {
        tableId,
        sheet,
        fromNumber: number,
        storedCount: stored.length,
        audit: {
          action: 'deal.corrected',
          actor: describeCaller(caller),
          dealNumber: number,
          before: previous.facts,
          after: facts[number - 1],
        },
      });
      return this.corrected(tx, table, 'corrected', number, sheet, version);
    });
  }

  /** Removes the last deal of the sheet (a correction too: versioned and audited). */
  deleteLastDeal(
    tableId: string,
    number: number,
    expectedVersion: number,
    caller: Caller,
  ): Promise<GameSummary> {
    return this.atVersion(tableId, expectedVersion, async (tx, table, stored) => {
      const last = stored[stored.length - 1];
      if (!last || last.number !== number) {
        throw new ConflictException(
          last ? `Only the last deal (${last.number}) can be deleted` : 'The sheet has no deal',
        );
      }
      const sheet = this.score(
        table,
        stored.slice(0, -1).map((deal) => deal.facts),
        stored.length,
        false,
      );
      const version = await this.tables.saveSheet(tx, {
        tableId,
        sheet,
        fromNumber: number,
        storedCount: stored.length,
        audit: {
          action: 'deal.deleted',
          actor: describeCaller(caller),
          dealNumber: number,
          before: last.facts,
        },
      });
      return this.corrected(tx, table, 'deleted', number, sheet, version);
    });
  }

  /** A correction's `correction` event: the deals rescored from `dealNumber` on, and the game. */
  private async corrected(
    tx: Transaction,
    table: LockedTable,
    action: 'corrected' | 'deleted',
    dealNumber: number,
    sheet: ScoreSheet,
    version: number,
  ): Promise<Written<GameSummary>> {
    const game = summary(version, sheet);
    await this.events.append(tx, table.tournamentId, 'correction', {
      ...where(table),
      action,
      dealNumber,
      deals: sheet.deals.filter((deal) => deal.number >= dealNumber),
      game,
    } satisfies CorrectionEventData);
    const standingsChanged = table.finished || game.finished;
    return { response: game, standingsOf: standingsChanged ? table.tournamentId : undefined };
  }

  /**
   * Runs one write to a sheet in its transaction; once committed, publishes the tournament's
   * standings if the write changed them. The write stands even if that publication fails.
   */
  private async written<T>(work: (tx: Transaction) => Promise<Written<T>>): Promise<T> {
    const { response, standingsOf } = await this.tables.inTransaction(work);
    if (standingsOf) await this.standings.publish(standingsOf);
    return response;
  }

  /** A correction: the sheet locked, at the version the corrector saw, with its deals. */
  private atVersion<T>(
    tableId: string,
    expectedVersion: number,
    work: (tx: Transaction, table: LockedTable, stored: StoredDeal[]) => Promise<Written<T>>,
  ): Promise<T> {
    return this.written(async (tx) => {
      const { table, deals } = await this.lockOrFail(tx, tableId);
      assertVersion(table, expectedVersion);
      assertOpen(table);
      return work(tx, table, deals);
    });
  }

  private score(
    table: LockedTable,
    facts: AnyDealRecord[],
    focus: number,
    appending: boolean,
  ): ScoreSheet {
    try {
      return scoreSheet(getRuleset(table.ruleset), table.firstDealer, facts, table.end, focus);
    } catch (error) {
      // Appending to a finished sheet is a conflict with its state, not a bad fact.
      if (appending && error instanceof RuleViolation && error.code === 'DEAL_AFTER_GAME_END') {
        throw new ConflictException('The game is over: no more deals can be recorded');
      }
      throw error;
    }
  }

  private async lockOrFail(
    tx: Transaction,
    tableId: string,
  ): Promise<{ table: LockedTable; deals: StoredDeal[] }> {
    const locked = await this.tables.lock(tx, tableId);
    if (!locked) throw new NotFoundException(`No table ${tableId}`);
    return locked;
  }

  /**
   * The dealer must be the expected one. The dealer of the deal just recorded means a second
   * referee sent the same deal: a conflict, not a mistake.
   */
  private assertNextDealer(
    table: LockedTable,
    stored: Array<{ dealer: Seat }>,
    dealer: Seat,
  ): void {
    const expected = dealerOf(table.firstDealer, stored.length);
    if (dealer === expected) return;
    if (stored.length > 0 && stored[stored.length - 1]?.dealer === dealer) {
      throw new ConflictException(
        `Deal ${stored.length} by seat ${dealer} was just recorded; the next dealer is seat ${expected}`,
      );
    }
    throw new RuleViolation('DEALER_NOT_EXPECTED', 'dealer');
  }
}

/** A game ended at the bell is final: its result is already in the standings and the next round. */
function assertOpen(table: LockedTable): void {
  if (table.closedAtBell)
    throw new ConflictException('The round was closed at the bell: this score sheet is final');
}

function assertDealNumber(next: number, expected: number | undefined): void {
  if (expected !== undefined && expected !== next) {
    throw new HttpException(
      {
        message: `The next deal of this sheet is deal ${next}, not deal ${expected}`,
        details: [{ field: 'X-Deal-Number', message: `the next deal is ${next}` }],
      },
      HttpStatus.CONFLICT,
    );
  }
}

function assertVersion(table: LockedTable, expected: number): void {
  if (table.version !== expected) {
    throw new HttpException(
      {
        message: `The sheet changed (version ${table.version}, not ${expected}): reload it and correct again`,
        details: [{ field: 'If-Match', message: `current version is ${table.version}` }],
      },
      HttpStatus.CONFLICT,
    );
  }
}

/** Which table an event is about. */
function where(table: LockedTable): { tableId: string; tableNumber: number; round: number } {
  return { tableId: table.id, tableNumber: table.number, round: table.roundNumber };
}

function summary(version: number, sheet: ScoreSheet): GameSummary {
  return {
    version,
    totals: sheet.totals,
    finished: sheet.finished,
    winner: sheet.winner,
    dealsCounted: sheet.dealsCounted,
  };
}
