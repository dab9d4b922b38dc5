import { Client } from 'pg';

export { createTestDatabase, type TestDatabase } from '@marque/database/testing';

/** A plain pg client for assertions on what the database holds. */
export async function withClientForTest<T>(
  url: string,
  work: (client: Client) => Promise<T>,
): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
