// npm run backup: a consistent dump of Marque's database into MARQUE_BACKUP_DIR (.data/backups);
// its path is the last line printed. DATABASE_URL, else the embedded default (MARQUE_DATA_DIR).
import { relative } from 'node:path';
import {
  backupDir,
  embeddedDataDir,
  marqueVersion,
  openDatabaseToBackUp,
  writeBackup,
} from '../backup';
import { exitWithMessage } from './exit-with-message';

async function main(): Promise<void> {
  const env = process.env;
  const database = await openDatabaseToBackUp(env['DATABASE_URL'], embeddedDataDir(env));
  try {
    const { file, bytes, manifest } = await writeBackup({
      databaseUrl: database.url,
      dir: backupDir(env),
      marqueVersion: marqueVersion(),
    });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.error(
      `Backed up ${rows} rows of ${manifest.tables.length} tables (${bytes} bytes); ` +
        `restore with: npm run restore -- ${relative(process.cwd(), file)}`,
    );
    console.log(file);
  } finally {
    await database.close();
  }
}

main().catch(exitWithMessage);
