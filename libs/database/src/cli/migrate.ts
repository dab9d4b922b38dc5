// npm run db:migrate: applies pending migrations to DATABASE_URL.
import { applyMigrations } from '../migrations';
import { prismaPaths } from '../workspace';

async function main(): Promise<void> {
  const url = process.env['DATABASE_URL'];
  if (!url)
    throw new Error(
      'DATABASE_URL is not set (the API applies migrations to the embedded default itself)',
    );
  const { applied } = await applyMigrations(url, {
    migrationsDir: prismaPaths().migrationsDir,
    log: console.log,
  });
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s).`
      : 'Nothing to apply: the database is up to date.',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
