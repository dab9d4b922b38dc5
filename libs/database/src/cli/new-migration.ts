// npm run db:migration -- <name>: writes the next migration from the change to schema.prisma.
import { relative } from 'node:path';
import { SCHEMA_SNAPSHOT, writeNextMigration } from '../new-migration';
import { connectionOf } from '../schema-engine';
import { findWorkspaceRoot, prismaPaths } from '../workspace';
import { withAnyDatabase } from './with-database';

async function main(): Promise<void> {
  const name = process.argv[2];
  if (!name) throw new Error('Usage: npm run db:migration -- <name>   (e.g. add_teams)');
  const root = findWorkspaceRoot();
  const paths = prismaPaths(root);
  const result = await withAnyDatabase((url) =>
    writeNextMigration({
      schemaPath: paths.schema,
      migrationsDir: paths.migrationsDir,
      name,
      connection: connectionOf(url),
    }),
  );
  if (!result.written) {
    console.log('No changes: prisma/schema.prisma matches the last migration. Nothing written.');
    return;
  }
  const folder = relative(root, result.folder);
  console.log(
    `Wrote ${folder}/migration.sql (and ${SCHEMA_SNAPSHOT}, the schema it was made from):\n\n${result.sql}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
