import { readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { dirname, join } from 'node:path';
import { withClient } from './connection';
import { startKeptPostgres, type KeptPostgres } from './kept-postgres';
import { temporaryDataDir } from './temporary-data-dir';

/** The postmaster's pid, from the lock file it keeps in its data folder. */
function postmasterOf(dataDir: string): number {
  return Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n', 1)[0]);
}

/** Asks until the server answers; resolves with what `work` returned then. */
async function whenAnswering<T>(url: string, work: Parameters<typeof withClient<T>>[1]) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      return await withClient(url, work);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Listens on `port` on every interface, as soon as the port is free. */
async function takePort(port: number): Promise<Server> {
  for (;;) {
    const server = createServer();
    const taken = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '::', () => resolve(true));
    });
    if (taken) return server;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('startKeptPostgres', () => {
  let dataDir: string;
  let kept: KeptPostgres | undefined;

  beforeEach(() => {
    dataDir = temporaryDataDir('marque-kept-');
  });

  afterEach(async () => {
    await kept?.stop();
    kept = undefined;
    rmSync(dirname(dataDir), { recursive: true, force: true });
  });

  it('starts the server again after kill -9, on the same URL, with what was committed', async () => {
    const lines: string[] = [];
    kept = await startKeptPostgres({
      dataDir,
      persistent: true,
      report: (line) => lines.push(line),
      onGiveUp: (error) => lines.push(`gave up: ${String(error)}`),
    });
    const { url } = kept;
    await withClient(url, async (client) => {
      await client.query('CREATE TABLE kept (value text)');
      await client.query("INSERT INTO kept VALUES ('committed before the kill')");
    });
    const killed = postmasterOf(dataDir);

    process.kill(killed, 'SIGKILL');
    const rows = await whenAnswering(
      url,
      async (client) => (await client.query('SELECT value FROM kept')).rows,
    );

    expect(rows).toEqual([{ value: 'committed before the kill' }]);
    expect(postmasterOf(dataDir)).not.toBe(killed);
    expect(lines[0]).toMatch(/stopped unexpectedly \(SIGKILL\): starting it again/);
  });

  it('is not started again once stopped', async () => {
    const reported: string[] = [];
    kept = await startKeptPostgres({
      dataDir,
      persistent: true,
      report: (line) => reported.push(line),
      onGiveUp: () => reported.push('gave up'),
    });
    const { url } = kept;
    await kept.stop();
    kept = undefined;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await expect(withClient(url, (client) => client.query('SELECT 1'))).rejects.toThrow();
    expect(reported).toEqual([]);
  });

  it('is not started again after a clean shutdown it did not ask for (Ctrl-C reaches it too)', async () => {
    const reported: string[] = [];
    kept = await startKeptPostgres({
      dataDir,
      persistent: true,
      report: (line) => reported.push(line),
      onGiveUp: () => reported.push('gave up'),
    });
    const { url } = kept;
    const postmaster = postmasterOf(dataDir);
    process.kill(postmaster, 'SIGINT');
    while (reported.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await expect(withClient(url, (client) => client.query('SELECT 1'))).rejects.toThrow();
    expect(reported).toEqual([
      'The embedded PostgreSQL was shut down by someone else: not starting it again',
    ]);
  });

  it('gives up when the server cannot start again in time, for its caller to exit', async () => {
    let gaveUp: (error: unknown) => void = () => undefined;
    const givenUp = new Promise<unknown>((resolve) => (gaveUp = resolve));
    kept = await startKeptPostgres({
      dataDir,
      persistent: true,
      giveUpAfterMs: 1_000,
      onGiveUp: gaveUp,
    });
    process.kill(postmasterOf(dataDir), 'SIGKILL');
    // Someone else took its port meanwhile: every start fails.
    const squatter = await takePort(kept.port);
    try {
      expect(String(await givenUp)).toMatch(/did not start on port/);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });
});
