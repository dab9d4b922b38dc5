import type { Client } from 'pg';

/**
 * A database's schema as comparable facts: key → definition, e.g.
 * `column tournaments.name` → `character varying(120) NOT NULL DEFAULT ...`.
 */
export type Catalog = Map<string, string>;

const QUERIES: Array<{ kind: string; sql: string }> = [
  {
    kind: 'table',
    sql: `SELECT c.relname AS name, '' AS definition FROM pg_class c
          JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> '_prisma_migrations'`,
  },
  {
    kind: 'column',
    sql: `SELECT c.relname || '.' || a.attname AS name,
                 format_type(a.atttypid, a.atttypmod)
                 || CASE WHEN a.attnotnull THEN ' NOT NULL' ELSE ' NULL' END
                 || COALESCE(' DEFAULT ' || pg_get_expr(d.adbin, d.adrelid), '') AS definition
          FROM pg_attribute a
          JOIN pg_class c ON c.oid = a.attrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
          LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
          WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> '_prisma_migrations'
            AND a.attnum > 0 AND NOT a.attisdropped`,
  },
  {
    kind: 'index',
    sql: `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
          WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
  },
  {
    kind: 'constraint',
    sql: `SELECT c.relname || '.' || k.conname AS name, pg_get_constraintdef(k.oid) AS definition
          FROM pg_constraint k
          JOIN pg_class c ON c.oid = k.conrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relname <> '_prisma_migrations'`,
  },
  {
    kind: 'enum',
    sql: `SELECT t.typname AS name, string_agg(e.enumlabel, ', ' ORDER BY e.enumsortorder) AS definition
          FROM pg_type t
          JOIN pg_enum e ON e.enumtypid = t.oid
          JOIN pg_namespace n ON n.oid = t.typnamespace
          WHERE n.nspname = 'public'
          GROUP BY t.typname`,
  },
];

export async function readCatalog(client: Client): Promise<Catalog> {
  const catalog: Catalog = new Map();
  for (const { kind, sql } of QUERIES) {
    const result = await client.query<{ name: string; definition: string }>(sql);
    for (const row of result.rows) catalog.set(`${kind} ${row.name}`, row.definition);
  }
  return catalog;
}

/** What differs between two catalogs, one readable line per fact. */
export function compareCatalogs(
  expected: Catalog,
  actual: Catalog,
  labels: { expected: string; actual: string },
): string[] {
  const differences: string[] = [];
  for (const [key, definition] of expected) {
    const other = actual.get(key);
    if (other === undefined)
      differences.push(
        `${key} (${definition || 'exists'}) is in ${labels.expected} but not in ${labels.actual}`,
      );
    else if (other !== definition)
      differences.push(
        `${key} is "${definition}" in ${labels.expected} but "${other}" in ${labels.actual}`,
      );
  }
  for (const [key, definition] of actual) {
    if (!expected.has(key))
      differences.push(
        `${key} (${definition || 'exists'}) is in ${labels.actual} but not in ${labels.expected}`,
      );
  }
  return differences.sort();
}
