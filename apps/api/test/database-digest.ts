import { withClient } from '@marque/database';

/** Every table the API writes to. */
const TABLES = [
  'users',
  'clubs',
  'club_members',
  'invitations',
  'tournaments',
  'teams',
  'rounds',
  'tables',
  'deals',
  'audit_entries',
  'idempotent_requests',
  'tournament_events',
];

/**
 * A fingerprint of every row the API writes: equal before and after a request when, and only
 * when, the request changed nothing (counts would miss an update).
 */
export function databaseDigest(url: string): Promise<Record<string, string>> {
  const columns = TABLES.map(
    (table) =>
      `(SELECT md5(coalesce(string_agg(row::text, '|' ORDER BY row::text), '')) FROM ${table} row) AS ${table}`,
  );
  return withClient(url, async (client) => {
    const { rows } = await client.query<Record<string, string>>(`SELECT ${columns.join(', ')}`);
    return rows[0] as Record<string, string>;
  });
}
