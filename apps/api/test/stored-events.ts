import type { Client } from 'pg';

/**
 * `count` events of the tournament (`{ n }` data, numbered from 1) in one statement, NOTIFYed as
 * the API does: as a replay or the live streams see events, however they came.
 */
export async function storeEvents(
  admin: Client,
  tournamentId: string,
  count: number,
): Promise<void> {
  await admin.query(
    `WITH inserted AS (
       INSERT INTO tournament_events (tournament_id, type, data)
       SELECT $1::uuid, 'deal', jsonb_build_object('n', n) FROM generate_series(1, $2::int) n
       RETURNING id, tournament_id)
     SELECT pg_notify('marque_events', json_build_object('t', tournament_id, 'id', id)::text)
     FROM inserted`,
    [tournamentId, count],
  );
}
