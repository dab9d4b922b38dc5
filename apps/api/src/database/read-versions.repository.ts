import type { PrismaService } from './prisma.service';
import type { ReadVersions } from '../http/public-read-cache';

// The tournament's last change (its row, touched by every change to its teams too: see the
// migration tournament_read_version) and its last event (every deal, correction, round, bell and
// signature appends one): together, the version of all its public reads.
const VERSION_SQL = `SELECT floor(extract(epoch FROM t.updated_at) * 1000)::bigint::text || '.' ||
    coalesce((SELECT max(e.id) FROM tournament_events e WHERE e.tournament_id = t.id), 0)::text
    AS version
  FROM tournaments t WHERE t.id = $1::uuid`;

/** One indexed query on the pool the API already has: cheaper than any read it versions. */
export class TournamentReadVersions implements ReadVersions {
  constructor(private readonly prisma: Pick<PrismaService, 'pool'>) {}

  async versionOf(tournamentId: string): Promise<string | null> {
    const { rows } = await this.prisma.pool.query<{ version: string }>(VERSION_SQL, [tournamentId]);
    return rows[0]?.version ?? null;
  }
}
