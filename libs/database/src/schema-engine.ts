// The only module that touches @prisma/schema-engine-wasm: Prisma's own schema engine, built to
// WASM, which writes migration SQL without downloading Prisma's native engine. The package is
// marked for Prisma's internal use: its version is pinned exactly and this module is tested.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';

interface DiffTarget {
  tag: 'empty' | 'schemaDatamodel';
  files?: Array<{ path: string; content: string }>;
}

interface SchemaEngine {
  diff(params: object): Promise<{ exitCode: number; stdout: string | null }>;
  free(): void;
}

export interface PostgresConnection {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
}

/** The SQL that turns a database of schema `from` (null: an empty database) into schema `to`. */
export async function diffSchemas(
  from: string | null,
  to: string,
  connection: PostgresConnection,
): Promise<string> {
  const engine = await openEngine(to, connection);
  try {
    const result = await engine.diff({
      from: targetOf(from),
      to: targetOf(to),
      script: true,
      exitCode: true,
      filters: { externalTables: [], externalEnums: [] },
    });
    // exit code 0: nothing to change (stdout then holds an "empty migration" comment).
    return result.exitCode === 2 ? (result.stdout ?? '') : '';
  } finally {
    engine.free();
  }
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

async function openEngine(schema: string, connection: PostgresConnection): Promise<SchemaEngine> {
  const bindings = await loadWasmBindings();
  const adapter = new PrismaPg(connection);
  const factory = {
    provider: 'postgres' as const,
    adapterName: adapter.adapterName,
    connect: () => adapter.connect(),
    // A diff between two datamodels never needs a shadow database.
    connectToShadowDb: () => adapter.connect(),
  };
  const log = () => undefined;
  return bindings.SchemaEngine.new(
    { datamodels: [['schema.prisma', schema]] },
    log,
    bindMigrationAwareSqlAdapterFactory(factory as never),
  );
}

interface WasmBindings {
  SchemaEngine: {
    new: (options: object, log: () => void, adapter: object) => Promise<SchemaEngine>;
  };
}

type WasmExports = Record<string, unknown>;

/** Node's global WebAssembly (its types live in TypeScript's DOM lib, which this package does not load). */
const webAssembly = (
  globalThis as unknown as {
    WebAssembly: {
      instantiate(
        bytes: Uint8Array,
        imports: object,
      ): Promise<{ instance: { exports: WasmExports } }>;
    };
  }
).WebAssembly;

let bindings: Promise<WasmBindings> | undefined;

/** Node 20 cannot import a .wasm module without a flag: instantiate it by hand, once. */
function loadWasmBindings(): Promise<WasmBindings> {
  bindings ??= (async () => {
    const packageDir = findPackageDir('@prisma/schema-engine-wasm');
    const glue = (await import(join(packageDir, 'schema_engine_bg.js'))) as Record<
      string,
      unknown
    > & {
      __wbg_set_wasm(exports: WasmExports): void;
    };
    const wasm = readFileSync(join(packageDir, 'schema_engine_bg.wasm'));
    const { instance } = await webAssembly.instantiate(wasm, { './schema_engine_bg.js': glue });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports['__wbindgen_start'] as (() => void) | undefined)?.();
    return glue as unknown as WasmBindings;
  })();
  return bindings;
}

/** The package's "exports" hide its files from require.resolve: walk up to node_modules. */
function findPackageDir(name: string): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
  }
  throw new Error(`Cannot find ${name} in any node_modules above ${__dirname}`);
}
