/** Every code a MigrationError can carry; the Prisma error it mirrors, where there is one. */
export const MIGRATION_ERROR_CODES = [
  /** A migration folder without migration.sql (Prisma refuses it too). */
  'MIGRATION_SCRIPT_MISSING',
  /** migration_lock.toml names another provider than postgresql (Prisma: P3019). */
  'PROVIDER_MISMATCH',
  /** `_prisma_migrations` records a migration that started and never finished (Prisma: P3009). */
  'FAILED_MIGRATION_RECORDED',
  /** An applied migration's file no longer matches its recorded checksum. */
  'APPLIED_MIGRATION_CHANGED',
  /** A migration's SQL failed; it was rolled back whole (Prisma: P3018). */
  'MIGRATION_FAILED',
  /** The last migration has no schema snapshot to diff the next one from. */
  'SCHEMA_SNAPSHOT_MISSING',
  /** A migration name that cannot be a folder suffix. */
  'INVALID_MIGRATION_NAME',
] as const;

export type MigrationErrorCode = (typeof MIGRATION_ERROR_CODES)[number];

/**
 * Why migrations cannot be applied or written. The message is for the developer or operator
 * reading a log; `migration` names the folder concerned, when there is one.
 */
export class MigrationError extends Error {
  override readonly name = 'MigrationError';

  constructor(
    readonly code: MigrationErrorCode,
    message: string,
    readonly migration?: string,
  ) {
    super(message);
  }
}
