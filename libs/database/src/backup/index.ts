export { writeBackup, type WriteBackupOptions, type WrittenBackup } from './write-backup';
export { restoreBackup, type RestoreBackupOptions } from './restore-backup';
export { inspectBackup } from './read-backup';
export { pruneBackups, listBackups } from './prune-backups';
export { BackupError, BACKUP_ERROR_CODES, type BackupErrorCode } from './backup-error';
export { BACKUP_FORMAT_VERSION, BACKUP_NAME, type BackupManifest } from './backup-format';
export {
  backupDir,
  backupKeep,
  embeddedDataDir,
  marqueVersion,
  DEFAULT_BACKUP_KEEP,
} from './backup-settings';
export {
  openDatabaseToBackUp,
  openDatabaseToRestore,
  type OpenedDatabase,
} from './database-target';
