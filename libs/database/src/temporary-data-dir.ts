import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** The temp folders made here, so that stopping a throwaway server removes its own only. */
const madeHere = new Set<string>();

/**
 * A fresh data folder path under the system temp dir, for throwaway servers. Its parent is
 * opened to other users: as root, PostgreSQL runs as the `postgres` user and must reach it.
 */
export function temporaryDataDir(prefix = 'marque-pg-'): string {
  const parent = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(parent, 0o755);
  madeHere.add(parent);
  return join(parent, 'data');
}

/** Removes what `temporaryDataDir` made for `dataDir`; leaves any other folder alone. */
export function removeTemporaryDataDir(dataDir: string): void {
  const parent = dirname(resolve(dataDir));
  if (!madeHere.delete(parent)) return;
  rmSync(parent, { recursive: true, force: true });
}
