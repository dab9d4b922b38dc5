import { temporaryDataDir, startEmbeddedPostgres } from './embedded-postgres';
import { withClient } from './connection';

describe('startEmbeddedPostgres', () => {
  it('keeps the data of a persistent server across a restart', async () => {
    const dataDir = temporaryDataDir('marque-restart-');
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
  });
});
