export {
  applyMigrations,
  PRISMA_MIGRATE_LOCK_KEY,
  type ApplyMigrationsOptions,
} from './migrations';
export { readMigrationFiles, checksumOf, type MigrationFile } from './migration-files';
export {
  startEmbeddedPostgres,
  freePort,
  temporaryDataDir,
  type EmbeddedPostgres,
  type StartEmbeddedPostgresOptions,
} from './embedded-postgres';
export { diffSchemas, connectionOf, type PostgresConnection } from './schema-engine';
export { writeNextMigration, lastSnapshot, type NewMigrationResult } from './new-migration';
export { findSchemaDrift } from './drift';
export { findWorkspaceRoot, prismaPaths } from './workspace';
export {
  withClient,
  createDatabase,
  dropDatabase,
  databaseExists,
  databaseUrlFor,
  uniqueDatabaseName,
} from './connection';
