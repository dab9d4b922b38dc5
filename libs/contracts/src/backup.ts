/** A backup file in the API's backup folder (`POST /api/backups`, `GET /api/backups`). */
export interface BackupInfo {
  /** The file's name in MARQUE_BACKUP_DIR (`marque-2026-11-28T14-05-03.123Z.backup.gz`). */
  name: string;
  /** Its full path on the API's machine, for `npm run restore -- <file>`. */
  file: string;
  bytes: number;
  createdAt: string;
}

/** `GET /api/backups`: the folder, and its backups newest first. */
export interface BackupsResponse {
  dir: string;
  /** Whether the API writes one by itself after every round (the embedded default). */
  automatic: boolean;
  keep: number;
  backups: BackupInfo[];
}
