import type { Client } from 'pg';
import { quoteIdentifier } from '../connection';
import { dependencyOrder, type TableLinks } from './table-order';

/** The tables of the current schema (public), parents first. */
export async function tablesInLoadOrder(client: Client): Promise<string[]> {
  const { rows } = await client.query<TableLinks>(`
    SELECT c.relname::text AS name,
           coalesce(array_agg(DISTINCT p.relname::text) FILTER (WHERE p.relname IS NOT NULL), '{}') AS parents
    FROM pg_class c
    LEFT JOIN pg_constraint k ON k.conrelid = c.oid AND k.contype = 'f' AND k.confrelid <> c.oid
    LEFT JOIN pg_class p ON p.oid = k.confrelid
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')
    GROUP BY c.relname`);
  return dependencyOrder(rows);
}

/** A table's stored columns in their order (generated ones are computed again on load). */
export async function columnsOf(client: Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute
     WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
     ORDER BY attnum`,
    [quoteIdentifier(table)],
  );
  return rows.map((row) => row.name);
}

export async function sequenceNames(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class
     WHERE relnamespace = current_schema()::regnamespace AND relkind = 'S' ORDER BY relname`,
  );
  return rows.map((row) => row.name);
}

/** Whether any table but `_prisma_migrations` holds a row. */
export async function holdsData(client: Client): Promise<boolean> {
  for (const table of await tablesInLoadOrder(client)) {
    if (table === MIGRATIONS_TABLE) continue;
    const { rows } = await client.query<{ found: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${quoteIdentifier(table)}) AS found`,
    );
    if (rows[0]?.found) return true;
  }
  return false;
}

/** Whether the schema holds anything (tables, types, functions, sequences…). */
export async function holdsObjects(client: Client): Promise<boolean> {
  const { rows } = await client.query<{ found: boolean }>(`
    SELECT EXISTS (SELECT 1 FROM pg_class WHERE relnamespace = current_schema()::regnamespace)
        OR EXISTS (SELECT 1 FROM pg_type WHERE typnamespace = current_schema()::regnamespace)
        OR EXISTS (SELECT 1 FROM pg_proc WHERE pronamespace = current_schema()::regnamespace)
        AS found`);
  return rows[0]?.found ?? false;
}

export const MIGRATIONS_TABLE = '_prisma_migrations';
