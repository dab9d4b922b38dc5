/** Every reason a backup cannot be written or restored. */
export const BACKUP_ERROR_CODES = [
  /** The file is not a Marque backup (no first line `marque-backup <n>`, or not gzip). */
  'NOT_A_BACKUP',
  /** Written by a newer Marque in a format this one cannot read. */
  'NEWER_FORMAT',
  /** Cut short, or changed since it was written: its checksum or row counts do not match. */
  'DAMAGED_BACKUP',
  /** It names a migration this Marque does not have, or one whose SQL differs. */
  'UNKNOWN_MIGRATION',
  /** The database or data folder restored into holds data, and `force` was not given. */
  'TARGET_NOT_EMPTY',
  /** The embedded data folder is in use by a running API. */
  'DATA_FOLDER_IN_USE',
  /** There is no database to back up (an embedded data folder that was never created). */
  'NOTHING_TO_BACK_UP',
] as const;

export type BackupErrorCode = (typeof BACKUP_ERROR_CODES)[number];

/** Why a backup or a restore was refused: the message is for the operator who ran it. */
export class BackupError extends Error {
  override readonly name = 'BackupError';

  constructor(
    readonly code: BackupErrorCode,
    message: string,
  ) {
    super(message);
  }
}
