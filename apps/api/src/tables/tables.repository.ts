import { Injectable } from '@nestjs/common';
import type { AnyDealRecord, Seat } from '@marque/rules';
import { PrismaService, type SqlTransaction } from '../database/prisma.service';
import type { GameEnd, ScoreSheet } from './score-sheet';

export type Transaction = SqlTransaction;

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

@Injectable()
export class TablesRepository {
  private readonly confirmedCodes = new Set<string>();

  constructor(private readonly prisma: PrismaService) {}

  /** Score sheets are written at every deal: plain SQL, the cheapest transaction we have. */
  inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.prisma.sqlTransaction(work);
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
    const { rows } = await tx.query<{
      id: string;
      first_dealer: number;
      version: number;
      ruleset: string;
      target: number | null;
      deals_per_game: number | null;
      passed_out_counts: boolean;
      tie_at_bell: 'draw' | 'last-declarer';
      tournament_id: string;
      number: number;
      round_number: number;
      finished: boolean;
      closed_at_bell: boolean;
    }>(
      `SELECT t.id, t.first_dealer, t.version, tr.ruleset, tr.target, tr.deals_per_game,
         tr.passed_out_counts, tr.tie_at_bell, tr.id AS tournament_id, t.number,
         r.number AS round_number, t.finished_at IS NOT NULL AS finished, t.closed_at_bell
       FROM tables t
       JOIN rounds r ON r.id = t.round_id
       JOIN tournaments tr ON tr.id = r.tournament_id
       WHERE t.id = $1::uuid
       FOR UPDATE OF t`,
      [tableId],
    );
    const row = rows[0];
    if (!row) return null;
    const deals = await tx.query<StoredDeal>(
      'SELECT number, dealer, facts FROM deals WHERE table_id = $1::uuid ORDER BY number',
      [tableId],
    );
    return {
      table: {
        id: row.id,
        firstDealer: row.first_dealer as Seat,
        version: row.version,
        ruleset: row.ruleset,
        end: {
          target: row.target,
          dealsPerGame: row.deals_per_game,
          passedOutCounts: row.passed_out_counts,
          // Equal totals after the game's deals are decided as at the bell.
          tieAtEnd: row.tie_at_bell,
        },
        tournamentId: row.tournament_id,
        number: row.number,
        roundNumber: row.round_number,
        finished: row.finished,
        closedAtBell: row.closed_at_bell,
      },
      deals: deals.rows,
    };
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
      await tx.query('DELETE FROM deals WHERE table_id = $1::uuid AND number >= $2', [
        tableId,
        fromNumber,
      ]);
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
    const { rows: updated } = await tx.query<{ version: number }>(
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
      [
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
      ],
    );
    return (updated[0] as { version: number }).version;
  }

  async findIdempotent(
    tx: Transaction,
    tableId: string,
    key: string,
  ): Promise<{ requestHash: string; responseBody: unknown } | null> {
    const { rows } = await tx.query<{ request_hash: string; response_body: unknown }>(
      `SELECT request_hash, response_body FROM idempotent_requests
       WHERE table_id = $1::uuid AND key = $2`,
      [tableId, key],
    );
    const row = rows[0];
    return row ? { requestHash: row.request_hash, responseBody: row.response_body } : null;
  }

  async saveIdempotent(
    tx: Transaction,
    tableId: string,
    key: string,
    requestHash: string,
    status: number,
    body: unknown,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO idempotent_requests (table_id, key, request_hash, status, response_body)
       VALUES ($1::uuid, $2, $3, $4, $5::jsonb)`,
      [tableId, key, requestHash, status, JSON.stringify(body)],
    );
  }

  tableIdForCode(code: string): Promise<{ id: string } | null> {
    return this.prisma.table.findUnique({ where: { refereeCode: code }, select: { id: true } });
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

  findTable(tableId: string) {
    return this.prisma.table.findUnique({
      where: { id: tableId },
      include: {
        teamA: { select: { id: true, name: true, player1: true, player2: true } },
        teamB: { select: { id: true, name: true, player1: true, player2: true } },
        round: {
          select: {
            number: true,
            tournamentId: true,
            tournament: {
              select: { ruleset: true, target: true, dealsPerGame: true, passedOutCounts: true },
            },
          },
        },
        deals: { orderBy: { number: 'asc' } },
      },
    });
  }

  auditEntries(tableId: string) {
    return this.prisma.auditEntry.findMany({
      where: { tableId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
  }
}

/** Enough for every table of a 2000-team tournament, and then some. */
const CONFIRMED_CODES_KEPT = 20_000;

/** A JSON parameter, or SQL NULL for nothing. */
function jsonOrNull(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}
