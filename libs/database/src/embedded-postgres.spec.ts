import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { withClient } from './connection';
import { startEmbeddedPostgres } from './embedded-postgres';
import { temporaryDataDir } from './temporary-data-dir';
import { spawnTypeScript, TEST_SERVER_URL, waitForOutput } from './testing';

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

describe('startEmbeddedPostgres after a crash', () => {
  let dataDir: string;
  let holder: ChildProcess | undefined;

  beforeEach(() => {
    dataDir = temporaryDataDir('marque-crash-');
  });

  afterEach(() => {
    holder?.kill('SIGKILL');
    rmSync(dirname(dataDir), { recursive: true, force: true });
  });

  /** A process that starts a persistent server on dataDir; resolves with its URL. */
  async function holdServer(): Promise<string> {
    holder = spawnTypeScript('libs/database/src/hold-postgres.test-helpers.ts', {
      env: { MARQUE_DATA_DIR: dataDir },
    });
    const { match } = await waitForOutput(holder, /holding (\S+)/);
    return match[1] as string;
  }

  const postmasterPid = () =>
    Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  /** Alive and not a zombie waiting for init to reap it. */
  const isRunning = (pid: number) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
    } catch {
      return false;
    }
  };

  it('stops the server a SIGKILLed process left running, and starts on the same data', async () => {
    const url = await holdServer();
    await withClient(url, async (client) => {
      await client.query('CREATE TABLE kept (value text)');
      await client.query("INSERT INTO kept VALUES ('committed before the crash')");
    });
    const orphan = postmasterPid();
    holder?.kill('SIGKILL');
    await new Promise((resolve) => holder?.once('exit', resolve));
    // Nothing stopped it: the server outlives the process that started it.
    expect(isRunning(orphan)).toBe(true);

    const started = Date.now();
    const server = await startEmbeddedPostgres({ dataDir, persistent: true });
    try {
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(server.leftover).toBe('stopped');
      expect(isRunning(orphan)).toBe(false);
      const rows = await withClient(
        server.url,
        async (client) => (await client.query('SELECT value FROM kept')).rows,
      );
      expect(rows).toEqual([{ value: 'committed before the crash' }]);
    } finally {
      await server.stop();
    }
  });

  it('leaves alone a server whose process still runs, and says which', async () => {
    await holdServer();
    await expect(startEmbeddedPostgres({ dataDir, persistent: true })).rejects.toThrow(
      `belongs to a running process (pid ${holder?.pid})`,
    );
  });

  it('removes a lock file that names a process which is not PostgreSQL', async () => {
    const first = await startEmbeddedPostgres({ dataDir, persistent: true });
    await first.stop();
    // A container restarted: the pid in the lock file now belongs to another program (here, us).
    writeFileSync(join(dataDir, 'postmaster.pid'), `${process.pid}\n${dataDir}\n`);
    const second = await startEmbeddedPostgres({ dataDir, persistent: true });
    await second.stop();
    expect(second.leftover).toBe('stale-lock');
  });
});
