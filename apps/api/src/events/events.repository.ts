import { Injectable } from '@nestjs/common';
import type { Client } from 'pg';
import { PrismaService, type Transaction } from '../database/prisma.service';
import type { TournamentEvent, TournamentEventType } from './tournament-event';

/**
 * The events listener's own connection (a node-postgres client outside the pool and outside any
 * transaction): it LISTENs, and loads what it is notified of.
 */
export type ListenerConnection = Pick<Client, 'query'>;

/** The PostgreSQL channel every API process LISTENs on. */
export const EVENTS_CHANNEL = 'marque_events';

/**
 * First key of the per-tournament advisory lock (two-key space, apart from the single-key lock
 * 72707369 that migrations take). An append holds it until its transaction ends, so the events
 * of a tournament commit in the order of their ids: a client that saw id n has seen every
 * earlier one, which is what makes `id > Last-Event-ID` a complete replay.
 */
const EVENT_LOCK = 1_835_754_870;

/**
 * WITH-clause entries that append and NOTIFY one event per row of `source`, the name of an
 * earlier entry whose rows are `(tournament_id uuid, type, data jsonb, ord)`, all of one
 * tournament (rows of a write that changed nothing: no event). The statement must select from
 * `event_notified`, or PostgreSQL skips the NOTIFY (a plain SELECT in WITH runs only when read).
 *
 * The lock comes first: the order of a WITH clause's entries is not an order of evaluation, but
 * the insert sorts the locked rows (by `ord`), so every row, and its lock, exists before the
 * first id is drawn; the lock is then held until the commit. MATERIALIZED keeps the planner from
 * folding the lock into the insert. The NOTIFY payload names the event only: payloads are
 * limited to 8000 bytes, data is not.
 */
export function appendEventsSql(source: string): string {
  return `event_locked AS MATERIALIZED (
      SELECT ${source}.*, pg_advisory_xact_lock(${EVENT_LOCK}, hashtext(tournament_id::text)) AS held
      FROM ${source}
    ), event_inserted AS (
      INSERT INTO tournament_events (tournament_id, type, data)
      SELECT tournament_id, type, data FROM event_locked ORDER BY ord
      RETURNING id, tournament_id
    ), event_notified AS (
      SELECT pg_notify('${EVENTS_CHANNEL}', json_build_object('t', tournament_id, 'id', id)::text)
      FROM event_inserted
    )`;
}

/** One event, appended and NOTIFYed in one statement (one round trip). */
const APPEND_SQL = `WITH event AS (
    SELECT $1::uuid AS tournament_id, $2::varchar AS type, $3::jsonb AS data, 1 AS ord
  ), ${appendEventsSql('event')}
  SELECT count(*) FROM event_notified`;

// `id` stays a bigint: node-postgres hands it over as a string, Prisma as a BigInt, and `toEvent`
// makes a number of either. Selecting it as text under the same name would make `ORDER BY id`
// sort the text ("1000" before "999"): replays would lose events past each power of ten.
const COLUMNS = 'id, tournament_id::text AS tournament_id, type, data';

interface EventRow {
  id: string | bigint;
  tournament_id: string;
  type: string;
  data: unknown;
}

@Injectable()
export class EventsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Stores the event and NOTIFYs it, both inside `tx`: delivered at commit, never on rollback. */
  async append(
    tx: Transaction,
    tournamentId: string,
    type: TournamentEventType,
    data: unknown,
  ): Promise<void> {
    await tx.$executeRawUnsafe(APPEND_SQL, ...appendParams(tournamentId, type, data));
  }

  /**
   * The same on its own: one statement is a transaction of its own, which holds the event lock
   * until its commit, without the cost of an interactive one.
   */
  async publish(tournamentId: string, type: TournamentEventType, data: unknown): Promise<void> {
    await this.prisma.$executeRawUnsafe(APPEND_SQL, ...appendParams(tournamentId, type, data));
  }

  /** Subscribes `connection` to the events channel. */
  async listen(connection: ListenerConnection): Promise<void> {
    await connection.query(`LISTEN ${EVENTS_CHANNEL}`);
  }

  /** The id of the tournament's latest event, 0 when it has none. */
  async lastId(tournamentId: string): Promise<number> {
    const { rows } = await this.prisma.pool.query<{ id: string | null }>(
      'SELECT max(id)::text AS id FROM tournament_events WHERE tournament_id = $1::uuid',
      [tournamentId],
    );
    return Number(rows[0]?.id ?? 0);
  }

  /**
   * Up to `limit` events of a tournament after `afterId`, in order; on `connection` if given. On
   * the pool, not through Prisma: a thousand replays read their pages at once (hot path).
   */
  async eventsAfter(
    tournamentId: string,
    afterId: number,
    limit: number,
    connection?: ListenerConnection,
  ): Promise<TournamentEvent[]> {
    const sql = `SELECT ${COLUMNS} FROM tournament_events
      WHERE tournament_id = $1::uuid AND id > $2::bigint ORDER BY id LIMIT $3::int`;
    const params = [tournamentId, String(afterId), limit];
    const { rows } = await (connection ?? this.prisma.pool).query<EventRow>(sql, params);
    return rows.map(toEvent);
  }

  /** The events with these ids, in id order (the listener loads what it was notified of). */
  async eventsByIds(connection: ListenerConnection, ids: number[]): Promise<TournamentEvent[]> {
    const { rows } = await connection.query<EventRow>(
      `SELECT ${COLUMNS} FROM tournament_events WHERE id = ANY($1::bigint[]) ORDER BY id`,
      [ids.map(String)],
    );
    return rows.map(toEvent);
  }
}

function appendParams(tournamentId: string, type: TournamentEventType, data: unknown): string[] {
  return [tournamentId, type, JSON.stringify(data ?? null)];
}

function toEvent(row: EventRow): TournamentEvent {
  return {
    id: Number(row.id),
    tournamentId: row.tournament_id,
    type: row.type as TournamentEventType,
    data: row.data,
  };
}
