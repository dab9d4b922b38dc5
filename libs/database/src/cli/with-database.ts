import { startEmbeddedPostgres, temporaryDataDir } from '../embedded-postgres';

/** Runs `work` on DATABASE_URL when set, else on a throwaway embedded PostgreSQL. */
export async function withAnyDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const url = process.env['DATABASE_URL'];
  if (url) return work(url);
  const server = await startEmbeddedPostgres({
    dataDir: temporaryDataDir(),
    persistent: false,
  });
  try {
    return await work(server.url);
  } finally {
    await server.stop();
  }
}
