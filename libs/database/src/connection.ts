import { Client } from 'pg';

/** Runs `work` with a connected client, and always closes it. */
export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The same server URL, pointing at another database. */
export function databaseUrlFor(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/** The database a URL points at. */
export function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres';
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export async function createDatabase(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<void> {
  const suffix = template ? ` TEMPLATE ${quoteIdentifier(template)}` : '';
  await withClient(databaseUrlFor(serverUrl, 'postgres'), (client) =>
    client.query(`CREATE DATABASE ${quoteIdentifier(name)}${suffix}`),
  );
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient(databaseUrlFor(serverUrl, 'postgres'), (client) =>
    client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`),
  );
}

export async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  return withClient(databaseUrlFor(serverUrl, 'postgres'), async (client) => {
    const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return result.rowCount === 1;
  });
}

/** A database name nobody else is using: `<prefix>_<time>_<random>`. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}
