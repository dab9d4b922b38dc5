import {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
  type StartEmbeddedPostgresOptions,
} from './embedded-postgres';

export interface KeepPostgresOptions extends StartEmbeddedPostgresOptions {
  /** Told when the server died, and when it is back. */
  report?: (line: string) => void;
  /**
   * Called once when the server could not be started again within `giveUpAfterMs`: the caller
   * then exits, for its supervisor (`npm start`) to start everything afresh.
   */
  onGiveUp: (error: unknown) => void;
  /** How long restarts are tried before giving up (default 60 s). */
  giveUpAfterMs?: number;
}

export type KeptPostgres = Pick<EmbeddedPostgres, 'url' | 'port' | 'leftover' | 'stop'>;

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 4_000;
const GIVE_UP_AFTER_MS = 60_000;

/**
 * The embedded PostgreSQL, started again on the same data folder and port whenever it dies
 * (`kill -9` of its postmaster, the OOM killer, a crash; not a clean shutdown): its URL does not
 * change, so the connections of whoever uses it (a pool, a LISTEN client) come back by
 * reconnecting. A start refused meanwhile (the killed server's backends still hold its shared
 * memory for a moment) is tried again, waiting longer each time.
 */
export async function startKeptPostgres(options: KeepPostgresOptions): Promise<KeptPostgres> {
  const log = options.report ?? (() => undefined);
  const first = await startEmbeddedPostgres(options);
  const port = first.port;
  let current: EmbeddedPostgres | undefined = first;
  let stopped = false;
  let restarting: Promise<void> = Promise.resolve();

  const restart = async (reason: string): Promise<void> => {
    log(`The embedded PostgreSQL stopped unexpectedly (${reason}): starting it again`);
    current = undefined;
    const deadline = Date.now() + (options.giveUpAfterMs ?? GIVE_UP_AFTER_MS);
    for (let wait = FIRST_RETRY_MS; !stopped; wait = Math.min(wait * 2, MAX_RETRY_MS)) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      if (stopped) return;
      try {
        const server = await startEmbeddedPostgres({ ...options, port });
        if (stopped) return server.stop();
        current = server;
        watch(server);
        log(`The embedded PostgreSQL is back on port ${port}`);
        return;
      } catch (error) {
        if (Date.now() > deadline) return options.onGiveUp(error);
        log(`The embedded PostgreSQL did not start again yet: ${firstLine(error)}`);
      }
    }
  };
  const watch = (server: EmbeddedPostgres) =>
    server.onUnexpectedExit(({ reason, clean }) => {
      if (stopped) return;
      // A shutdown someone asked for (Ctrl-C reaches PostgreSQL with the API, which is then
      // stopping too; an operator's pg_ctl stop) is respected: only a death is undone.
      if (clean)
        log('The embedded PostgreSQL was shut down by someone else: not starting it again');
      else restarting = restart(reason);
    });
  watch(first);

  return {
    url: first.url,
    port,
    leftover: first.leftover,
    stop: async () => {
      stopped = true;
      await restarting;
      await current?.stop();
    },
  };
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n', 1)[0] ?? '';
}
