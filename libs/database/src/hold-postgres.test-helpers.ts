// A process that starts a persistent embedded PostgreSQL on MARQUE_DATA_DIR, says where, and
// holds it until it is killed: the SIGKILL tests of embedded-postgres.spec.ts run it.
import { startEmbeddedPostgres } from './embedded-postgres';

startEmbeddedPostgres({ dataDir: process.env['MARQUE_DATA_DIR'] as string, persistent: true }).then(
  (server) => {
    console.log(`holding ${server.url}`);
    setInterval(() => undefined, 60_000);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
