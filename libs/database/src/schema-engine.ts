// The only module that touches @prisma/schema-engine-wasm: Prisma's own schema engine (the one
// `prisma migrate` runs), built to WASM, so migration SQL is written without downloading
// Prisma's native engine. The package is marked for Prisma's internal use: its version is
// pinned exactly, its own types are used (an upgrade that changes them fails typecheck), and
// this module is covered by tests.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import { MIGRATION_LOCKFILE, MIGRATION_SCRIPT, readMigrationFiles } from './migration-files';

import type {
  DiagnoseMigrationHistoryOutput,
  DiffTarget,
  MigrationList,
  SchemaEngine,
} from '@prisma/schema-engine-wasm' with { 'resolution-mode': 'import' };

/** What `prisma migrate status` reports: edited and failed migrations, pending ones. */
export type PrismaMigrationStatus = DiagnoseMigrationHistoryOutput;

/** The glue module of the WASM build (what `schema_engine_bg.js` exports). */
interface Wasm {
  SchemaEngine: typeof SchemaEngine;
  __wbg_set_wasm(exports: object): void;
}

export interface PostgresConnection {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
}

const NO_FILTERS = { externalTables: [], externalEnums: [] };
/** Enough of a schema for the engine to know the database kind, when no schema matters. */
const POSTGRES_ONLY = 'datasource db {\n  provider = "postgresql"\n}\n';

/** The SQL that turns a database of schema `from` (null: an empty database) into schema `to`. */
export async function diffSchemas(
  from: string | null,
  to: string,
  connection: PostgresConnection,
): Promise<string> {
  return withEngine(to, connection, async (engine) => {
    const result = await engine.diff({
      from: targetOf(from),
      to: targetOf(to),
      script: true,
      exitCode: true,
      filters: NO_FILTERS,
    });
    // Exit code 0: nothing to change (stdout then holds an "empty migration" comment).
    return result.exitCode === 2 ? (result.stdout ?? '') : '';
  });
}

/**
 * How Prisma's own engine sees a database's `_prisma_migrations` against `migrationsDir` (its
 * `diagnoseMigrationHistory`, behind `prisma migrate status`): proof that our applier keeps
 * Prisma's bookkeeping.
 */
export async function prismaMigrationStatus(
  connection: PostgresConnection,
  migrationsDir: string,
): Promise<PrismaMigrationStatus> {
  return withEngine(POSTGRES_ONLY, connection, (engine) =>
    engine.diagnoseMigrationHistory({
      migrationsList: migrationListOf(migrationsDir),
      optInToShadowDatabase: false,
      filters: NO_FILTERS,
    }),
  );
}

/** Parses a postgres URL into the object form PrismaPg needs (see prisma-offline notes). */
export function connectionOf(url: string): PostgresConnection {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 5432),
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database: decodeURIComponent(parsed.pathname.slice(1)) || 'postgres',
  };
}

function targetOf(schema: string | null): DiffTarget {
  return schema === null
    ? { tag: 'empty' }
    : { tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content: schema }] };
}

/** The migrations folder as Prisma's CLI hands it to the engine. */
function migrationListOf(migrationsDir: string): MigrationList {
  const lockfile = join(migrationsDir, MIGRATION_LOCKFILE);
  return {
    baseDir: migrationsDir,
    lockfile: {
      path: MIGRATION_LOCKFILE,
      content: existsSync(lockfile) ? readFileSync(lockfile, 'utf8') : null,
    },
    migrationDirectories: readMigrationFiles(migrationsDir).map((migration) => ({
      path: migration.name,
      migrationFile: { path: MIGRATION_SCRIPT, content: { tag: 'ok', value: migration.sql } },
    })),
    shadowDbInitScript: '',
  };
}

/** Runs `work` on an engine (which connects at once), then frees it and its connections. */
async function withEngine<T>(
  schema: string,
  connection: PostgresConnection,
  work: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  const { SchemaEngine } = await loadWasm();
  // An object, not a URL: PrismaPg ignores a database override given with a URL.
  const adapter = new PrismaPg(connection);
  const opened: Array<{ dispose(): Promise<void> }> = [];
  const factory = {
    provider: 'postgres' as const,
    adapterName: adapter.adapterName,
    connect: async () => {
      const connected = await adapter.connect();
      opened.push(connected);
      return connected;
    },
    // Nothing here needs a shadow database, and the engine resets the one it is given:
    // never hand it a real database by mistake.
    connectToShadowDb: () => Promise.reject(new Error('no shadow database here')),
  };
  const engine = await SchemaEngine.new(
    { datamodels: [['schema.prisma', schema]] },
    () => undefined,
    bindMigrationAwareSqlAdapterFactory(factory as never),
  );
  try {
    return await work(engine);
  } finally {
    engine.free();
    // Idle pooled connections would otherwise keep a CLI alive for the pool's idle timeout.
    await Promise.all(opened.map((connected) => connected.dispose()));
  }
}

/** Node's global WebAssembly (typed in TypeScript's DOM lib, which this package does not load). */
const webAssembly = (
  globalThis as unknown as {
    WebAssembly: {
      instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: object } }>;
    };
  }
).WebAssembly;

let wasm: Promise<Wasm> | undefined;

/** Node 20 cannot import a .wasm module without a flag: instantiate it by hand, once. */
function loadWasm(): Promise<Wasm> {
  wasm ??= (async () => {
    const packageDir = findPackageDir('@prisma/schema-engine-wasm');
    const glue = (await import(join(packageDir, 'schema_engine_bg.js'))) as Wasm;
    const bytes = readFileSync(join(packageDir, 'schema_engine_bg.wasm'));
    const { instance } = await webAssembly.instantiate(bytes, { './schema_engine_bg.js': glue });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
    return glue;
  })();
  return wasm;
}

/**
 * The package's "exports" hide its files from require.resolve: walk up to a node_modules that
 * holds it, from this file (source or dist), then from its sibling package's location.
 */
function findPackageDir(name: string): string {
  const starts = [__dirname, dirname(require.resolve('@prisma/driver-adapter-utils'))];
  for (const start of starts) {
    for (let dir = start; dir !== dirname(dir); dir = dirname(dir)) {
      const candidate = join(dir, 'node_modules', name);
      if (existsSync(join(candidate, 'package.json'))) return candidate;
    }
  }
  throw new Error(`Cannot find ${name} in any node_modules above ${starts.join(' or ')}`);
}
