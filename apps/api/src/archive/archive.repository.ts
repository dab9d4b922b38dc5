import { Injectable } from '@nestjs/common';
import { PrismaService, type Transaction } from '../database/prisma.service';
import { ARCHIVED_TABLES, columnName, type ArchivedTable } from './archive-tables';
import type { ArchiveRow, ArchiveRows } from './archive-format';
import type { RowsToWrite } from './remap-archive';

/** The one shape every model delegate shares that the archive uses. */
interface RowsDelegate {
  findMany(args: object): Promise<Array<Record<string, unknown>>>;
}

function delegateOf(client: Transaction, table: ArchivedTable): RowsDelegate {
  return (client as unknown as Record<string, RowsDelegate>)[table.model] as RowsDelegate;
}

/** Reads a tournament's rows from every archived table, and writes a file's rows back. */
@Injectable()
export class ArchiveRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Every archived row of the tournament, as the file holds them; null when there is none. */
  read(tournamentId: string): Promise<ArchiveRows | null> {
    // One snapshot: a deal recorded meanwhile is in every table or in none.
    return this.prisma.$transaction(
      async (tx) => {
        const rows: ArchiveRows = {};
        for (const table of ARCHIVED_TABLES) {
          const select = Object.fromEntries(Object.keys(table.columns).map((name) => [name, true]));
          const found = await delegateOf(tx, table).findMany({
            where: table.of(tournamentId),
            orderBy: table.orderBy,
            select,
          });
          rows[table.key] = found.map((row) => fileRow(table, row));
        }
        return (rows['tournament'] ?? []).length === 0 ? null : rows;
      },
      { isolationLevel: 'RepeatableRead', timeout: 15_000, maxWait: 15_000 },
    );
  }

  /** The tournaments' table's referee codes among `codes`. */
  async codesInUse(tx: Transaction, codes: string[]): Promise<Set<string>> {
    const rows = await tx.$queryRaw<Array<{ code: string }>>`
      SELECT referee_code AS code FROM tables WHERE referee_code = ANY(${codes}::text[])`;
    return new Set(rows.map((row) => row.code));
  }

  /** `count` new event ids, ascending, from the events' own sequence. */
  async newEventIds(tx: Transaction, count: number): Promise<number[]> {
    const rows = await tx.$queryRaw<Array<{ id: bigint }>>`
      SELECT nextval(pg_get_serial_sequence('tournament_events', 'id')) AS id
      FROM generate_series(1, ${count}::int) ORDER BY 1`;
    return rows.map((row) => Number(row.id));
  }

  /**
   * Writes every table's rows, parents first, in the caller's transaction: PostgreSQL reads each
   * batch from one JSON parameter into the table's own row type (json_populate_recordset), tens
   * of thousands of rows a second where Prisma's createMany took a second per few hundred.
   */
  async write(tx: Transaction, rows: RowsToWrite): Promise<void> {
    for (const table of ARCHIVED_TABLES) {
      if (table.matchedOnImport) continue;
      const data = (rows[table.key] ?? []).map((row) => databaseRow(table, row));
      const columns = Object.keys(data[0] ?? {})
        .map((name) => `"${name}"`)
        .join(', ');
      const sql = `INSERT INTO "${table.table}" (${columns})
        SELECT ${columns} FROM json_populate_recordset(NULL::"${table.table}", $1::json)`;
      for (let start = 0; start < data.length; start += WRITE_BATCH)
        await tx.$executeRawUnsafe(sql, JSON.stringify(data.slice(start, start + WRITE_BATCH)));
    }
  }
}

/** Rows a statement: each well within the statement timeout. */
const WRITE_BATCH = 5_000;

/** A row as the file holds it: times as ISO text, a day as `YYYY-MM-DD`, an event id a number. */
function fileRow(table: ArchivedTable, row: Record<string, unknown>): ArchiveRow {
  return Object.fromEntries(
    Object.entries(table.columns).map(([name, column]) => {
      const value = row[name];
      if (value instanceof Date)
        return [
          name,
          column.kind === 'day' ? value.toISOString().slice(0, 10) : value.toISOString(),
        ];
      if (typeof value === 'bigint') return [name, Number(value)];
      return [name, value];
    }),
  );
}

/** A row under PostgreSQL's names: its columns', and its enums' values. */
function databaseRow(table: ArchivedTable, row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => {
      const column = table.columns[name];
      const stored =
        column?.kind === 'enum' && value !== null ? column.values[value as string] : value;
      return [columnName(table, name), stored];
    }),
  );
}
