import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { withClient } from './connection';
import { startEmbeddedPostgres } from './embedded-postgres';
import { temporaryDataDir } from './temporary-data-dir';
import { TEST_SERVER_URL } from './testing';

describe('startEmbeddedPostgres', () => {
  it('keeps the data of a persistent server across a restart', async () => {
    const dataDir = temporaryDataDir('marque-restart-');
    try {
      const first = await startEmbeddedPostgres({ dataDir, persistent: true });
      await withClient(first.url, async (client) => {
        await client.query('CREATE TABLE kept (value text)');
        await client.query("INSERT INTO kept VALUES ('still here')");
      });
      await first.stop();

      const second = await startEmbeddedPostgres({ dataDir, persistent: true });
      try {
        const rows = await withClient(
          second.url,
          async (client) => (await client.query('SELECT value FROM kept')).rows,
        );
        expect(rows).toEqual([{ value: 'still here' }]);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dirname(dataDir), { recursive: true, force: true });
    }
  });

  it("says why it could not start, in PostgreSQL's own words", async () => {
    const takenPort = Number(new URL(process.env[TEST_SERVER_URL] as string).port);
    await expect(
      startEmbeddedPostgres({ dataDir: temporaryDataDir(), port: takenPort, persistent: false }),
    ).rejects.toThrow(new RegExp(`did not start on port ${takenPort}[^]*already in use`));
  });
});
