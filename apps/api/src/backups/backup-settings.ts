import { backupDir, backupKeep } from '@marque/database';

/** Where the API writes backups, how many its automatic ones keep, and whether it writes them. */
export interface BackupSettings {
  /** MARQUE_BACKUP_DIR, default `.data/backups`. */
  dir: string;
  /** MARQUE_BACKUP_KEEP, default 20: older backups are deleted after an automatic one. */
  keep: number;
  /** After every round over and at the bell: on the embedded default only (main.ts). */
  automatic: boolean;
}

export const BACKUP_SETTINGS = Symbol('BACKUP_SETTINGS');

export function readBackupSettings(env: NodeJS.ProcessEnv, automatic: boolean): BackupSettings {
  return { dir: backupDir(env), keep: backupKeep(env), automatic };
}
