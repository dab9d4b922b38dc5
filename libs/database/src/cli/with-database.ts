import { startEmbeddedPostgres } from '../embedded-postgres';
import { temporaryDataDir } from '../temporary-data-dir';

/**
 * Runs `work` on DATABASE_URL when set, else on a throwaway embedded PostgreSQL: Prisma's schema
 * engine connects to a database as soon as it is created, even to diff two schema files.
 */
export async function withAnyDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const url = process.env['DATABASE_URL'];
  if (url) return work(url);
  const server = await startEmbeddedPostgres({ dataDir: temporaryDataDir(), persistent: false });
  try {
    return await work(server.url);
  } finally {
    await server.stop();
  }
}
