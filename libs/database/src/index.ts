export {
  applyMigrations,
  PRISMA_MIGRATE_LOCK_KEY,
  type ApplyMigrationsOptions,
} from './migrations';
export { readMigrationFiles, checksumOf, type MigrationFile } from './migration-files';
export { MigrationError, MIGRATION_ERROR_CODES, type MigrationErrorCode } from './errors';
export {
  startEmbeddedPostgres,
  embeddedDatabaseUrl,
  type EmbeddedPostgres,
  type ServerExit,
  type StartEmbeddedPostgresOptions,
} from './embedded-postgres';
export { startKeptPostgres, type KeepPostgresOptions, type KeptPostgres } from './kept-postgres';
export { freePort, freePorts } from './free-port';
export { livePostgresPort } from './leftover-postmaster';
export { temporaryDataDir } from './temporary-data-dir';
export {
  diffSchemas,
  prismaMigrationStatus,
  connectionOf,
  type PostgresConnection,
  type PrismaMigrationStatus,
} from './schema-engine';
export {
  writeNextMigration,
  lastSnapshot,
  SCHEMA_SNAPSHOT,
  type NewMigrationResult,
} from './new-migration';
export { findSchemaDrift, type SchemaDriftOptions } from './drift';
export { findWorkspaceRoot, prismaPaths, type PrismaPaths } from './workspace';
export {
  withClient,
  createDatabase,
  dropDatabase,
  databaseExists,
  databaseUrlFor,
  databaseNameOf,
  uniqueDatabaseName,
} from './connection';
export * from './backup';
