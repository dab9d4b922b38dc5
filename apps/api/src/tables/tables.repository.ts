import type { AuditEntry, DealEventData, TableView } from '@marque/contracts';
import { Injectable } from '@nestjs/common';
import type { AnyDealRecord, Seat } from '@marque/rules';
import { toAuditEntry } from '../database/audit-entry';
import { PrismaService, type Transaction } from '../database/prisma.service';
import { appendEventsSql } from '../events/events.repository';
import type { GameEnd, ScoredDeal, ScoreSheet } from './score-sheet';
import { TABLE_VIEW_INCLUDE, tableView } from './table-view';
import { SheetCache } from './sheet-cache';

export interface LockedTable {
  id: string;
  firstDealer: Seat;
  version: number;
  /** The tournament's game (a libs/rules ruleset id) and how one ends. */
  ruleset: string;
  end: GameEnd;
  /** Where the table is, for the tournament's live events. */
  tournamentId: string;
  number: number;
  roundNumber: number;
  /** The game was over before this write (its result counts in the standings). */
  finished: boolean;
  /** The organiser closed the round at the bell: the sheet is final. */
  closedAtBell: boolean;
  /** A walkover (a team withdrew): the sheet is final. */
  forfeited: boolean;
}

/** One change to a score sheet, as the audit log keeps it. */
export interface AuditRecord {
  action: 'deal.recorded' | 'deal.corrected' | 'deal.deleted';
  actor: string;
  dealNumber: number;
  before?: unknown;
  after?: unknown;
}

export interface StoredDeal {
  number: number;
  dealer: Seat;
  facts: AnyDealRecord;
}

/** What an Idempotency-Key was first answered. */
export interface IdempotentReplay {
  requestHash: string;
  responseBody: unknown;
}

/** A sheet as the next deal is decided on: the table, its deals, a replay of the request's key. */
export interface SheetForDeal {
  table: LockedTable;
  deals: readonly StoredDeal[];
  replay: IdempotentReplay | null;
  /** These deals as this process scored them when it wrote the last, for the same game. */
  scored?: ScoreSheet;
}

/** Everything the next deal of a sheet writes, in one statement (`appendDeals`). */
export interface DealWrite {
  table: LockedTable;
  /** The sheet with the deal, scored; its last deal is the new one. */
  sheet: ScoreSheet;
  deal: ScoredDeal;
  audit: AuditRecord;
  /** The request's Idempotency-Key and what it is answered, to answer a replay the same. */
  idempotent?: { key: string; requestHash: string; response: unknown };
  event: DealEventData;
}

/** Tables with their round and tournament, as a write to a sheet reads them (`t`: the table). */
const SHEET_SQL = `SELECT t.id, t.first_dealer, t.version, tr.ruleset, tr.target, tr.deals_per_game,
     tr.passed_out_counts, tr.tie_at_bell, tr.id AS tournament_id, t.number,
     CASE WHEN r.knockout THEN coalesce(tr.pools_knockout->>'knockoutTie', 'last-declarer')
     END AS knockout_tie,
     r.number AS round_number, t.finished_at IS NOT NULL AS finished, t.closed_at_bell,
     t.forfeited_by IS NOT NULL AS forfeited, t.bell_deals
   FROM tables t
   JOIN rounds r ON r.id = t.round_id
   JOIN tournaments tr ON tr.id = r.tournament_id`;

interface SheetRow {
  id: string;
  first_dealer: number;
  version: number;
  ruleset: string;
  target: number | null;
  deals_per_game: number | null;
  passed_out_counts: boolean;
  tie_at_bell: 'draw' | 'last-declarer';
  knockout_tie: 'last-declarer' | 'extra-deal' | null;
  tournament_id: string;
  number: number;
  round_number: number;
  finished: boolean;
  closed_at_bell: boolean;
  forfeited: boolean;
  bell_deals: number | null;
}

// The two statements of every deal (SHEETS_FOR_DEALS_SQL, APPEND_DEALS_SQL) are named: each
// connection prepares them once, and PostgreSQL neither parses nor plans them again.

/**
 * The sheets of some tables (`$1`: rows `(ord, table_id, key, known)`, a table, the request's
 * Idempotency-Key or null, the version whose deals this process has or null), each with the
 * answer kept for that key and its deals, unless they are the known version's (null then), all
 * read in one statement: one snapshot, one round trip. An unknown table has no row.
 */
const SHEETS_FOR_DEALS_SQL = `SELECT asked.ord, sheet.*,
     CASE WHEN sheet.version IS DISTINCT FROM asked.known THEN
       (SELECT coalesce(json_agg(json_build_object('number', d.number, 'dealer', d.dealer,
           'facts', d.facts) ORDER BY d.number), '[]'::json)
        FROM deals d WHERE d.table_id = sheet.id)
     END AS deals,
     (SELECT json_build_object('requestHash', i.request_hash, 'responseBody', i.response_body)
      FROM idempotent_requests i WHERE i.table_id = sheet.id AND i.key = asked.key) AS replay
   FROM jsonb_to_recordset($1::jsonb) AS asked(ord int, table_id uuid, key varchar, known int)
   JOIN LATERAL (${SHEET_SQL} WHERE t.id = asked.table_id) AS sheet ON true`;

/**
 * The next deals of some tables of one tournament (`$1`: one row each, in their order), all in
 * one statement: each table's totals and version, its deal, audit entry, the answer kept for its
 * Idempotency-Key, its `deal` event. A table's part is written only while its sheet is still at
 * the version its deal was decided on and not closed at the bell: otherwise none of it is, and
 * its id is not among the ids returned. Run on its own, the statement is its own transaction: the
 * tournament's event lock is held from the events' insert to the commit, with no round trip
 * between.
 *
 * The tables' rows are all locked first, in id order (as the bell locks them), before a row is
 * updated (the update's condition reads `locked` whole) and so before the event lock: a batch
 * never holds the event lock while it waits for a row that a correction holds while it waits
 * for the event lock, nor two batches each a row the other waits for.
 */
const APPEND_DEALS_SQL = `WITH deal AS MATERIALIZED (
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS d(ord int, table_id uuid, version int,
       sheet_total_a int, sheet_total_b int, winner team_side, finished boolean,
       number int, dealer smallint, facts jsonb, made boolean, marks_a int, marks_b int,
       total_a int, total_b int, action varchar, actor varchar, after jsonb, key varchar,
       request_hash varchar, response jsonb, event jsonb)
   ), locked AS MATERIALIZED (
     SELECT id FROM tables WHERE id IN (SELECT table_id FROM deal) ORDER BY id FOR UPDATE
   ), sheet AS (
     UPDATE tables t SET version = t.version + 1, total_a = deal.sheet_total_a,
       total_b = deal.sheet_total_b, winner = deal.winner,
       finished_at = CASE WHEN deal.finished THEN now() ELSE NULL END,
       updated_at = now()
     FROM deal
     WHERE t.id = deal.table_id AND t.version = deal.version AND NOT t.closed_at_bell
       AND t.forfeited_by IS NULL
       AND (SELECT count(*) FROM locked) > 0
     RETURNING deal.*
   ), dealt AS (
     INSERT INTO deals (id, table_id, number, dealer, facts, made, marks_a, marks_b, total_a, total_b)
     SELECT gen_random_uuid(), table_id, number, dealer, facts, made, marks_a, marks_b, total_a, total_b
     FROM sheet
   ), audited AS (
     INSERT INTO audit_entries (id, table_id, action, actor, deal_number, after)
     SELECT gen_random_uuid(), table_id, action, actor, number, after FROM sheet
   ), remembered AS (
     INSERT INTO idempotent_requests (table_id, key, request_hash, status, response_body)
     SELECT table_id, key, request_hash, 201, response FROM sheet WHERE key IS NOT NULL
   ), deal_event AS (
     SELECT $2::uuid AS tournament_id, 'deal'::varchar AS type, event AS data, ord FROM sheet
   ), ${appendEventsSql('deal_event')}
   SELECT table_id::text FROM sheet WHERE (SELECT count(*) FROM event_notified) > 0`;

@Injectable()
export class TablesRepository {
  private readonly confirmedCodes = new Set<string>();
  /** The deals of the sheets last read or written here, at their version. */
  private readonly sheets = new SheetCache<StoredDeal, { sheet: ScoreSheet; game: string }>();

  constructor(private readonly prisma: PrismaService) {}

  /** A write to a sheet under its row lock: a correction, a signature, a deal that lost a race. */
  inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.prisma.inTransaction(work);
  }

  /**
   * Locks the table's row until the transaction ends (writes to one sheet happen one at a time),
   * then reads its deals. Two statements on purpose: under READ COMMITTED a statement that waited
   * for the lock still reads other tables as of its start, and would miss the deal just recorded.
   */
  async lock(
    tx: Transaction,
    tableId: string,
  ): Promise<{ table: LockedTable; deals: StoredDeal[] } | null> {
    const rows = await tx.$queryRawUnsafe<SheetRow[]>(
      `${SHEET_SQL} WHERE t.id = $1::uuid FOR UPDATE OF t`,
      tableId,
    );
    const row = rows[0];
    if (!row) return null;
    const deals = await tx.$queryRawUnsafe<StoredDeal[]>(
      'SELECT number, dealer, facts FROM deals WHERE table_id = $1::uuid ORDER BY number',
      tableId,
    );
    return { table: toLockedTable(row), deals };
  }

  /**
   * The sheets the next deals of some tables are decided on (`asked`: a table and the request's
   * Idempotency-Key each; a table may be asked more than once), in that order, null for an
   * unknown table: read without a lock in one statement (one snapshot), and `appendDeals` then
   * writes a deal only if its sheet is still at the version read.
   */
  async sheetsForDeals(
    asked: Array<{ tableId: string; idempotencyKey?: string }>,
  ): Promise<Array<SheetForDeal | null>> {
    // Taken now: what the statement is told this process has is what it answers about.
    const known = asked.map(({ tableId }) => this.sheets.get(tableId));
    const { rows } = await this.prisma.pool.query<
      SheetRow & { ord: number; deals: StoredDeal[] | null; replay: IdempotentReplay | null }
    >({
      name: 'sheets-for-deals',
      text: SHEETS_FOR_DEALS_SQL,
      values: [
        JSON.stringify(
          asked.map(({ tableId, idempotencyKey }, ord) => ({
            ord,
            table_id: tableId,
            key: idempotencyKey ?? null,
            known: known[ord]?.version ?? null,
          })),
        ),
      ],
    });
    const sheets: Array<SheetForDeal | null> = asked.map(() => null);
    for (const row of rows) {
      const cached = row.deals ? undefined : known[row.ord];
      const deals = row.deals ?? cached?.deals;
      if (!deals) throw new Error(`The deals of table ${row.id} were neither read nor known`);
      if (row.deals) this.sheets.remember(row.id, row.version, row.deals);
      const table = toLockedTable(row);
      const scored = cached?.scored?.game === gameOf(table) ? cached.scored.sheet : undefined;
      sheets[row.ord] = { table, deals, replay: row.replay, scored };
    }
    return sheets;
  }

  /** The same, in `tx` with the table's row locked: the sheet cannot change before its commit. */
  async lockedSheetForDeal(
    tx: Transaction,
    tableId: string,
    idempotencyKey?: string,
  ): Promise<SheetForDeal | null> {
    const locked = await this.lock(tx, tableId);
    if (!locked) return null;
    const replay = idempotencyKey ? await this.findIdempotent(tx, tableId, idempotencyKey) : null;
    return { ...locked, replay };
  }

  /**
   * Writes the next deals of some tables of one tournament, at most one per table, with
   * everything that goes with them (APPEND_DEALS_SQL), in `tx` or as a transaction of its own.
   * Returns the tables whose deal was written: a table whose sheet is no longer at
   * `write.table.version` (another write came first) got nothing.
   */
  async appendDeals(
    tournamentId: string,
    writes: DealWrite[],
    tx?: Transaction,
  ): Promise<Set<string>> {
    const rows = writes.map(({ table, sheet, deal, audit, idempotent, event }, ord) => ({
      ord,
      table_id: table.id,
      version: table.version,
      sheet_total_a: sheet.totals.A,
      sheet_total_b: sheet.totals.B,
      winner: sheet.winner,
      finished: sheet.finished,
      number: deal.number,
      dealer: deal.dealer,
      facts: deal.facts,
      made: deal.made,
      marks_a: deal.marks.A,
      marks_b: deal.marks.B,
      total_a: deal.totals.A,
      total_b: deal.totals.B,
      action: audit.action,
      actor: audit.actor,
      after: audit.after ?? null,
      key: idempotent?.key ?? null,
      request_hash: idempotent?.requestHash ?? null,
      response: idempotent?.response ?? null,
      event,
    }));
    const values = [JSON.stringify(rows), tournamentId];
    // In `tx` (a deal decided again under its row lock, rare) through Prisma, unnamed; on its own
    // (every deal) the named statement on the pool.
    const written = tx
      ? await tx.$queryRawUnsafe<Array<{ table_id: string }>>(APPEND_DEALS_SQL, ...values)
      : (
          await this.prisma.pool.query<{ table_id: string }>({
            name: 'append-deals',
            text: APPEND_DEALS_SQL,
            values,
          })
        ).rows;
    const writtenIds = new Set(written.map((row) => row.table_id));
    // On its own, the statement has committed: its sheets are at their next version. (In `tx`,
    // nothing is known before the commit: the next read fetches them.)
    if (!tx) {
      for (const { table, sheet } of writes) {
        if (!writtenIds.has(table.id)) continue;
        const scored = { sheet, game: gameOf(table) };
        this.sheets.remember(table.id, table.version + 1, sheet.deals, scored);
      }
    }
    return writtenIds;
  }

  /**
   * Writes the sheet and its audit entry: deals from `fromNumber` on are replaced by the rescored
   * ones (a change to deal n changes no total before it), the table's totals, outcome and version
   * follow. One statement, plus a delete when stored deals are replaced.
   */
  async saveSheet(
    tx: Transaction,
    change: {
      tableId: string;
      sheet: ScoreSheet;
      fromNumber: number;
      storedCount: number;
      audit: AuditRecord;
    },
  ): Promise<number> {
    const { tableId, sheet, fromNumber, audit } = change;
    if (fromNumber <= change.storedCount) {
      await tx.$executeRawUnsafe(
        'DELETE FROM deals WHERE table_id = $1::uuid AND number >= $2::int',
        tableId,
        fromNumber,
      );
    }
    const rows = sheet.deals
      .filter((deal) => deal.number >= fromNumber)
      .map((deal) => ({
        number: deal.number,
        dealer: deal.dealer,
        facts: deal.facts,
        made: deal.made,
        marks_a: deal.marks.A,
        marks_b: deal.marks.B,
        total_a: deal.totals.A,
        total_b: deal.totals.B,
      }));
    const updated = await tx.$queryRawUnsafe<Array<{ version: number }>>(
      `WITH inserted AS (
         INSERT INTO deals (id, table_id, number, dealer, facts, made, marks_a, marks_b, total_a, total_b)
         SELECT gen_random_uuid(), $1::uuid, d.number, d.dealer, d.facts, d.made, d.marks_a, d.marks_b, d.total_a, d.total_b
         FROM jsonb_to_recordset($2::jsonb)
           AS d(number int, dealer smallint, facts jsonb, made boolean, marks_a int, marks_b int, total_a int, total_b int)
       ), audited AS (
         INSERT INTO audit_entries (id, table_id, action, actor, deal_number, before, after)
         VALUES (gen_random_uuid(), $1::uuid, $3, $4, $5, $6::jsonb, $7::jsonb)
       )
       UPDATE tables SET version = version + 1, total_a = $8, total_b = $9,
         winner = $10::team_side,
         finished_at = CASE WHEN $11::boolean THEN now() ELSE NULL END,
         updated_at = now()
       WHERE id = $1::uuid
       RETURNING version`,
      tableId,
      JSON.stringify(rows),
      audit.action,
      audit.actor,
      audit.dealNumber,
      jsonOrNull(audit.before),
      jsonOrNull(audit.after),
      sheet.totals.A,
      sheet.totals.B,
      sheet.winner,
      sheet.finished,
    );
    return (updated[0] as { version: number }).version;
  }

  async findIdempotent(
    tx: Transaction,
    tableId: string,
    key: string,
  ): Promise<{ requestHash: string; responseBody: unknown } | null> {
    const rows = await tx.$queryRawUnsafe<Array<{ request_hash: string; response_body: unknown }>>(
      `SELECT request_hash, response_body FROM idempotent_requests
       WHERE table_id = $1::uuid AND key = $2`,
      tableId,
      key,
    );
    const row = rows[0];
    return row ? { requestHash: row.request_hash, responseBody: row.response_body } : null;
  }

  /** Keeps what a write with an Idempotency-Key was answered (in its transaction). */
  async rememberIdempotent(
    tx: Transaction,
    tableId: string,
    ask: { key: string; requestHash: string },
    status: number,
    response: unknown,
  ): Promise<void> {
    await tx.$executeRawUnsafe(
      `INSERT INTO idempotent_requests (table_id, key, request_hash, status, response_body)
       VALUES ($1::uuid, $2, $3, $4, $5::jsonb)`,
      tableId,
      ask.key,
      ask.requestHash,
      status,
      JSON.stringify(response),
    );
  }

  tableIdForCode(code: string): Promise<{ id: string } | null> {
    return this.prisma.table.findUnique({ where: { refereeCode: code }, select: { id: true } });
  }

  /** Whether `code` was found to be the referee code of `tableId` by this process (no query). */
  isConfirmedRefereeCodeOf(code: string, tableId: string): boolean {
    return this.confirmedCodes.has(`${tableId}:${code}`);
  }

  /**
   * Whether `code` is the referee code of `tableId`. A table's code never changes, so a yes is
   * remembered (a bounded map): a referee's deals then cost no query for it.
   */
  async isRefereeCodeOf(code: string, tableId: string): Promise<boolean> {
    const key = `${tableId}:${code}`;
    if (this.confirmedCodes.has(key)) return true;
    const { rowCount } = await this.prisma.pool.query(
      'SELECT 1 FROM tables WHERE id = $1::uuid AND referee_code = $2',
      [tableId, code],
    );
    if (!rowCount) return false;
    if (this.confirmedCodes.size >= CONFIRMED_CODES_KEPT) this.confirmedCodes.clear();
    this.confirmedCodes.add(key);
    return true;
  }

  /** What anyone may read of a table (`tableView`), null for an unknown table. */
  async findTable(tableId: string): Promise<TableView | null> {
    const row = await this.prisma.table.findUnique({
      where: { id: tableId },
      include: TABLE_VIEW_INCLUDE,
    });
    return row ? tableView(row) : null;
  }

  /** The sheet's audit, newest first. */
  async auditEntries(tableId: string): Promise<AuditEntry[]> {
    const rows = await this.prisma.auditEntry.findMany({
      where: { tableId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.map(toAuditEntry);
  }
}

/** Enough for every table of a 2000-team tournament, and then some. */
const CONFIRMED_CODES_KEPT = 20_000;

/** A JSON parameter, or SQL NULL for nothing. */
function jsonOrNull(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}

/** What a sheet is scored with: a sheet scored with the same can be gone on from. */
function gameOf(table: LockedTable): string {
  return JSON.stringify([table.ruleset, table.firstDealer, table.end]);
}

function toLockedTable(row: SheetRow): LockedTable {
  return {
    id: row.id,
    firstDealer: row.first_dealer as Seat,
    version: row.version,
    ruleset: row.ruleset,
    end: {
      target: row.target,
      // A knockout game level at the bell under the one-more-deal rule plays on from the deals
      // counted then, until a deal parts the totals.
      dealsPerGame: row.bell_deals ?? row.deals_per_game,
      passedOutCounts: row.passed_out_counts,
      // Equal totals after the game's deals are decided as at the bell; a knockout game's
      // by the last declarer or one more deal, as the tournament says: never a draw.
      tieAtEnd: row.bell_deals !== null ? 'extra-deal' : (row.knockout_tie ?? row.tie_at_bell),
    },
    tournamentId: row.tournament_id,
    number: row.number,
    roundNumber: row.round_number,
    finished: row.finished,
    closedAtBell: row.closed_at_bell,
    forfeited: row.forfeited,
  };
}
