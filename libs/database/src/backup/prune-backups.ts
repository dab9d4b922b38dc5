import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BACKUP_NAME } from './backup-format';

/**
 * Leaves the `keep` newest backups of `dir` (by name, which is by time) and deletes the rest;
 * files of any other name are left alone. Returns the names deleted.
 */
export function pruneBackups(dir: string, keep: number): string[] {
  const old = listBackups(dir).slice(keep);
  for (const name of old) rmSync(join(dir, name), { force: true });
  return old;
}

/** The backups of `dir`, newest first (none when it does not exist). */
export function listBackups(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((name) => BACKUP_NAME.test(name)).sort((a, b) => b.localeCompare(a));
}
