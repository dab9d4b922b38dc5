import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findWorkspaceRoot } from '../workspace';

/** Where the embedded default keeps its data: MARQUE_DATA_DIR, else `.data/postgres`. */
export function embeddedDataDir(env: NodeJS.ProcessEnv, root = findWorkspaceRoot()): string {
  return resolve(env['MARQUE_DATA_DIR'] || join(root, '.data', 'postgres'));
}

/** Where backups go: MARQUE_BACKUP_DIR, else `.data/backups`. */
export function backupDir(env: NodeJS.ProcessEnv, root = findWorkspaceRoot()): string {
  return resolve(env['MARQUE_BACKUP_DIR'] || join(root, '.data', 'backups'));
}

export const DEFAULT_BACKUP_KEEP = 20;

/** How many backups the API's automatic ones leave in the folder: MARQUE_BACKUP_KEEP (1–10000). */
export function backupKeep(env: NodeJS.ProcessEnv): number {
  const raw = env['MARQUE_BACKUP_KEEP'];
  if (raw === undefined || raw.trim() === '') return DEFAULT_BACKUP_KEEP;
  const keep = Number(raw);
  if (!Number.isInteger(keep) || keep < 1 || keep > 10_000)
    throw new Error(`MARQUE_BACKUP_KEEP must be an integer from 1 to 10000, got "${raw}"`);
  return keep;
}

/** Marque's version, the root package.json's, written into every backup's manifest. */
export function marqueVersion(root = findWorkspaceRoot()): string {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    version?: string;
  };
  return manifest.version ?? 'unknown';
}
