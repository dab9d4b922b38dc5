import type { CorrectionEventData, GameSummary, RecordDealResponse } from '@marque/contracts';
import { createHash } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { getRuleset, type AnyDealRecord, type Seat } from '@marque/rules';
import { describeCaller, type Caller } from '../auth/access';
import { ApiError } from '../common/api-error';
import { RuleViolation } from '../common/rule-violation';
import type { Transaction } from '../database/prisma.service';
import { EventsService } from '../events/events.service';
import { Metrics } from '../metrics/metrics';
import { StandingsService } from '../standings/standings.service';
import { ConfirmationsService } from './confirmations.service';
import { firstAnswer, rememberAnswer, type IdempotentAsk } from './idempotent-write';
import { toDealRecord } from './deal-record';
import type { DealBodyDto } from './dto/deal-body.dto';
import { dealerOf, scoreSheet, type ScoredDeal, type ScoreSheet } from './score-sheet';
import {
  TablesRepository,
  type DealWrite,
  type IdempotentReplay,
  type LockedTable,
  type SheetForDeal,
  type StoredDeal,
} from './tables.repository';
import { BatchedReads } from './batched-reads';
import { WriteBatches } from './write-batches';

export type { GameSummary, RecordDealResponse };

/** A deal as the referee sent it, with what names the request for its Idempotency-Key. */
interface DealRequest {
  tableId: string;
  body: DealBodyDto;
  caller: Caller;
  idempotencyKey?: string;
  expectedNumber?: number;
  /** The body's hash: the same key with another body is refused ('' without a key). */
  requestHash: string;
}

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
    private readonly confirmations: ConfirmationsService,
    private readonly metrics: Metrics,
  ) {}

  /** The sheets asked while others are being read, read together. */
  private readonly sheetReads = new BatchedReads<
    { tableId: string; idempotencyKey?: string },
    SheetForDeal | null
  >((asked) => this.tables.sheetsForDeals(asked));

  /** The deals of a tournament written while others are, written together (group commit). */
  private readonly dealBatches = new WriteBatches<DealWrite>((tournamentId, writes) =>
    this.tables.appendDeals(tournamentId, writes),
  );

  /**
   * Records the next deal of a table's sheet, with its `deal` event; replays of the same
   * Idempotency-Key get the first answer and no event. With `expectedNumber` (X-Deal-Number), a
   * sheet that has moved on is a 409: a deal typed as deal n is never recorded as deal n + 4,
   * whose dealer is the same.
   *
   * The deal is decided on the sheet read without a lock, then written in one statement only if
   * the sheet is still at the version read: two round trips, and no lock held while this process
   * computes (at every deal of every table, the tournament's event lock would wait on it). Reads
   * asked together share one query (BatchedReads), and deals of the tournament that are ready
   * together share one write (WriteBatches). When another write came first, the deal is decided
   * again on the sheet locked this time, which sees that write (the deal just recorded, a
   * correction, the bell) and cannot lose again.
   */
  async recordDeal(
    tableId: string,
    body: DealBodyDto,
    caller: Caller,
    idempotencyKey?: string,
    expectedNumber?: number,
  ): Promise<RecordDealResponse> {
    const request: DealRequest = {
      tableId,
      body,
      caller,
      idempotencyKey,
      expectedNumber,
      // Compared only with what a key was first sent with: nothing to hash without one.
      requestHash: idempotencyKey
        ? createHash('sha256').update(JSON.stringify(body)).digest('hex')
        : '',
    };
    const unlocked = await this.sheetReads.read({ tableId, idempotencyKey });
    const written =
      (await this.appendDeal(request, unlocked)) ??
      (await this.tables.inTransaction(async (tx) => {
        const locked = await this.tables.lockedSheetForDeal(tx, tableId, idempotencyKey);
        const appended = await this.appendDeal(request, locked, tx);
        if (!appended) throw new Error(`Table ${tableId} changed under its row lock`);
        return appended;
      }));
    if (written.standingsOf) await this.standings.publish(written.standingsOf);
    return written.response;
  }

  /**
   * Decides the deal on `read` and writes it (in `tx` if given): the response, or the earlier
   * answer of its Idempotency-Key; null when the sheet changed after `read` (nothing written).
   */
  private async appendDeal(
    request: DealRequest,
    read: SheetForDeal | null,
    tx?: Transaction,
  ): Promise<Written<RecordDealResponse> | null> {
    if (!read)
      throw new ApiError(HttpStatus.NOT_FOUND, 'TABLE_NOT_FOUND', `No table ${request.tableId}`);
    const { table, deals: stored, replay, scored: before } = read;
    if (replay) return { response: replayed(replay, request.requestHash) };
    assertOpen(table);
    assertDealNumber(stored.length + 1, request.expectedNumber);
    this.assertNextDealer(table, stored, request.body.dealer);
    const recorded = toDealRecord(request.body, getRuleset(table.ruleset));
    const facts = stored.map((deal) => deal.facts);
    facts.push(recorded);
    const sheet = this.score(table, facts, stored.length, stored.length > 0, before);
    const number = stored.length + 1;
    const scored = sheet.deals[number - 1] as ScoredDeal;
    // Written only at this version: the next one is known before the write.
    const response: RecordDealResponse = {
      deal: { number, made: scored.made, marks: scored.marks },
      game: summary(table.version + 1, sheet),
    };
    const { idempotencyKey: key, requestHash } = request;
    const write: DealWrite = {
      table,
      sheet,
      deal: scored,
      audit: {
        action: 'deal.recorded',
        actor: describeCaller(request.caller),
        dealNumber: number,
        after: scored.facts,
      },
      idempotent: key ? { key, requestHash, response } : undefined,
      event: { ...where(table), deal: scored, game: response.game },
    };
    const written = tx
      ? (await this.tables.appendDeals(table.tournamentId, [write], tx)).has(table.id)
      : await this.dealBatches.submit(table.tournamentId, write);
    if (!written) return null;
    this.metrics.dealsRecorded.inc();
    return { response, standingsOf: response.game.finished ? table.tournamentId : undefined };
  }

  /** Replaces the facts of deal `number`; every later total and the outcome follow. */
  correctDeal(
    tableId: string,
    number: number,
    body: DealBodyDto,
    expectedVersion: number,
    caller: Caller,
    ask?: IdempotentAsk,
  ): Promise<GameSummary> {
    return this.atVersion(tableId, expectedVersion, ask, async (tx, table, stored) => {
      const previous = stored[number - 1];
      if (!previous)
        throw new ApiError(
          HttpStatus.NOT_FOUND,
          'DEAL_NOT_FOUND',
          `Deal ${number} is not on this sheet`,
          { params: { deal: number } },
        );
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
      return this.corrected(tx, table, 'corrected', number, sheet, version, caller);
    });
  }

  /** Removes the last deal of the sheet (a correction too: versioned and audited). */
  deleteLastDeal(
    tableId: string,
    number: number,
    expectedVersion: number,
    caller: Caller,
    ask?: IdempotentAsk,
  ): Promise<GameSummary> {
    return this.atVersion(tableId, expectedVersion, ask, async (tx, table, stored) => {
      const last = stored[stored.length - 1];
      if (!last || last.number !== number) {
        throw last
          ? new ApiError(
              HttpStatus.CONFLICT,
              'NOT_LAST_DEAL',
              `Only the last deal (${last.number}) can be deleted`,
              { params: { last: last.number } },
            )
          : new ApiError(HttpStatus.CONFLICT, 'SHEET_EMPTY', 'The sheet has no deal');
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
      return this.corrected(tx, table, 'deleted', number, sheet, version, caller);
    });
  }

  /**
   * A correction's `correction` event: the deals rescored from `dealNumber` on, and the game.
   * The teams signed another sheet: their signatures and disputes are cleared.
   */
  private async corrected(
    tx: Transaction,
    table: LockedTable,
    action: 'corrected' | 'deleted',
    dealNumber: number,
    sheet: ScoreSheet,
    version: number,
    caller: Caller,
  ): Promise<Written<GameSummary>> {
    const game = summary(version, sheet);
    await this.events.append(tx, table.tournamentId, 'correction', {
      ...where(table),
      action,
      dealNumber,
      deals: sheet.deals.filter((deal) => deal.number >= dealNumber),
      game,
    } satisfies CorrectionEventData);
    await this.confirmations.clearAfterCorrection(tx, table, describeCaller(caller), dealNumber);
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

  /**
   * A correction: the sheet locked, at the version the corrector saw, with its deals. A replay of
   * its Idempotency-Key gets the first answer, whatever the sheet's version now (the first
   * attempt moved it on).
   */
  private atVersion<T>(
    tableId: string,
    expectedVersion: number,
    ask: IdempotentAsk | undefined,
    work: (tx: Transaction, table: LockedTable, stored: StoredDeal[]) => Promise<Written<T>>,
  ): Promise<T> {
    return this.written(async (tx) => {
      const { table, deals } = await this.lockOrFail(tx, tableId);
      const replay = await firstAnswer(tx, this.tables, tableId, ask);
      if (replay) return { response: replay.response as T };
      assertVersion(table, expectedVersion);
      assertOpen(table);
      const done = await work(tx, table, deals);
      await rememberAnswer(tx, this.tables, tableId, ask, HttpStatus.OK, done.response);
      return done;
    });
  }

  private score(
    table: LockedTable,
    facts: AnyDealRecord[],
    focus: number,
    appending: boolean,
    before?: ScoreSheet,
  ): ScoreSheet {
    try {
      const ruleset = getRuleset(table.ruleset);
      return scoreSheet(ruleset, table.firstDealer, facts, table.end, focus, before);
    } catch (error) {
      // Appending to a finished sheet is a conflict with its state, not a bad fact.
      if (appending && error instanceof RuleViolation && error.code === 'DEAL_AFTER_GAME_END') {
        throw new ApiError(
          HttpStatus.CONFLICT,
          'GAME_OVER',
          'The game is over: no more deals can be recorded',
        );
      }
      throw error;
    }
  }

  private async lockOrFail(
    tx: Transaction,
    tableId: string,
  ): Promise<{ table: LockedTable; deals: StoredDeal[] }> {
    const locked = await this.tables.lock(tx, tableId);
    if (!locked) throw new ApiError(HttpStatus.NOT_FOUND, 'TABLE_NOT_FOUND', `No table ${tableId}`);
    return locked;
  }

  /**
   * The dealer must be the expected one. The dealer of the deal just recorded means a second
   * referee sent the same deal: a conflict, not a mistake.
   */
  private assertNextDealer(
    table: LockedTable,
    stored: ReadonlyArray<{ dealer: Seat }>,
    dealer: Seat,
  ): void {
    const expected = dealerOf(table.firstDealer, stored.length);
    if (dealer === expected) return;
    if (stored.length > 0 && stored[stored.length - 1]?.dealer === dealer) {
      throw new ApiError(
        HttpStatus.CONFLICT,
        'DEAL_JUST_RECORDED',
        `Deal ${stored.length} by seat ${dealer} was just recorded; the next dealer is seat ${expected}`,
        { params: { deal: stored.length, next: stored.length + 1 } },
      );
    }
    throw new RuleViolation('DEALER_NOT_EXPECTED', 'dealer');
  }
}

/** The first answer to an Idempotency-Key, if this request is the same as the first. */
function replayed(replay: IdempotentReplay, requestHash: string): RecordDealResponse {
  if (replay.requestHash !== requestHash) {
    throw new ApiError(
      HttpStatus.CONFLICT,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used for another deal',
    );
  }
  return replay.responseBody as RecordDealResponse;
}

/**
 * A game ended at the bell, or by a walkover, is final: its result is already in the standings
 * and the next round.
 */
function assertOpen(table: LockedTable): void {
  if (table.forfeited)
    throw new ApiError(
      HttpStatus.CONFLICT,
      'GAME_WALKOVER',
      'A team withdrew: this game is a walkover and its score sheet is final',
    );
  if (table.closedAtBell)
    throw new ApiError(
      HttpStatus.CONFLICT,
      'ROUND_CLOSED_AT_BELL',
      'The round was closed at the bell: this score sheet is final',
    );
}

function assertDealNumber(next: number, expected: number | undefined): void {
  if (expected !== undefined && expected !== next) {
    throw new ApiError(
      HttpStatus.CONFLICT,
      'DEAL_NUMBER_MISMATCH',
      `The next deal of this sheet is deal ${next}, not deal ${expected}`,
      {
        params: { next, expected },
        details: [
          {
            field: 'X-Deal-Number',
            code: 'DEAL_NUMBER_MISMATCH',
            message: `the next deal is ${next}`,
            params: { next, expected },
          },
        ],
      },
    );
  }
}

function assertVersion(table: LockedTable, expected: number): void {
  if (table.version !== expected) {
    throw new ApiError(
      HttpStatus.CONFLICT,
      'SHEET_CHANGED',
      `The sheet changed (version ${table.version}, not ${expected}): reload it and correct again`,
      {
        params: { version: table.version },
        details: [
          {
            field: 'If-Match',
            code: 'SHEET_CHANGED',
            message: `current version is ${table.version}`,
            params: { version: table.version },
          },
        ],
      },
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
