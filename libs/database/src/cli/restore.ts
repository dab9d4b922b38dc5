// npm run restore -- <file> [--force]: a backup restored into DATABASE_URL, else into the
// embedded default's data folder (MARQUE_DATA_DIR), which must be empty unless --force.
import { resolve } from 'node:path';
import { embeddedDataDir, openDatabaseToRestore, restoreBackup } from '../backup';
import { prismaPaths } from '../workspace';
import { exitWithMessage } from './exit-with-message';

const USAGE = 'Usage: npm run restore -- <backup file> [--force]';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]?.startsWith('-')) throw new Error(USAGE);
  const env = process.env;
  // npm runs scripts from the workspace root: a path is the caller's, from where they typed it.
  const file = resolve(env['INIT_CWD'] ?? process.cwd(), files[0] as string);
  const target = env['DATABASE_URL'] ? 'DATABASE_URL' : embeddedDataDir(env);
  const database = await openDatabaseToRestore(env['DATABASE_URL'], embeddedDataDir(env));
  try {
    await restoreBackup({
      file,
      databaseUrl: database.url,
      migrationsDir: prismaPaths().migrationsDir,
      force,
      log: (line) => console.log(line),
    });
    console.log(`Restored into ${target}: start Marque as usual (npm start)`);
  } finally {
    await database.close();
  }
}

main().catch(exitWithMessage);
