import { compareCatalogs, readCatalog } from './catalog';
import {
  createDatabase,
  databaseUrlFor,
  dropDatabase,
  uniqueDatabaseName,
  withClient,
} from './connection';
import { applyMigrations } from './migrations';
import { connectionOf, diffSchemas } from './schema-engine';

export interface SchemaDriftOptions {
  /** Any database URL on a server where databases may be created and dropped. */
  serverUrl: string;
  /** The text of schema.prisma. */
  schema: string;
  migrationsDir: string;
}

/**
 * Where schema.prisma and its migrations disagree: builds one database from the schema
 * (Prisma's diff from empty) and one by applying the migrations, then compares their catalogs
 * (tables, columns with type, nullability and default, indexes, constraints, enums).
 * An empty list means no drift.
 */
export async function findSchemaDrift(options: SchemaDriftOptions): Promise<string[]> {
  const fromSchema = uniqueDatabaseName('drift_schema');
  const fromMigrations = uniqueDatabaseName('drift_migrations');
  await createDatabase(options.serverUrl, fromSchema);
  await createDatabase(options.serverUrl, fromMigrations);
  try {
    const schemaUrl = databaseUrlFor(options.serverUrl, fromSchema);
    const migrationsUrl = databaseUrlFor(options.serverUrl, fromMigrations);
    const sql = await diffSchemas(null, options.schema, connectionOf(schemaUrl));
    await withClient(schemaUrl, (client) => client.query(sql));
    await applyMigrations(migrationsUrl, { migrationsDir: options.migrationsDir });
    return compareCatalogs(
      await withClient(schemaUrl, readCatalog),
      await withClient(migrationsUrl, readCatalog),
      { expected: 'schema.prisma', actual: 'the migrations' },
    );
  } finally {
    await dropDatabase(options.serverUrl, fromSchema);
    await dropDatabase(options.serverUrl, fromMigrations);
  }
}
