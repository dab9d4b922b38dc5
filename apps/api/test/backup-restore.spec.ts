import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  embeddedDatabaseUrl,
  livePostgresPort,
  temporaryDataDir,
  withClient,
} from '@marque/database';
import { spawnTypeScript } from '@marque/database/testing';
import { callApi, startApiProcess, stopApiProcess, type ApiProcess } from './api-process';
import { made80 } from './api-under-test';

// A tournament played on the embedded default (rounds, deals, a correction, signatures, a
// dispute settled, the bell), backed up while the API runs, the data folder deleted, restored
// by `npm run restore`'s program: every deal, audit line and event is back, as the API serves
// them and as the rows are. Real processes: the API, the backup and restore commands.

const ADMIN = { email: 'backup@marque.test', password: 'a passphrase for the backup test' };
/** Written by the API on its own: rate limits count logins, which the comparison repeats. */
const NOT_COMPARED = new Set(['rate_limits']);

interface Table {
  id: string;
  refereeCode: string;
  firstDealer: number;
}

describe('a backup of the embedded default, restored after its data folder was lost', () => {
  const dataDir = temporaryDataDir('marque-backup-api-');
  const backupDir = join(dirname(dataDir), 'backups');
  const env = {
    DATABASE_URL: '',
    MARQUE_DATA_DIR: dataDir,
    MARQUE_BACKUP_DIR: backupDir,
    MARQUE_ADMIN_EMAIL: ADMIN.email,
    MARQUE_ADMIN_PASSWORD: ADMIN.password,
    MARQUE_JWT_SECRET: 'kept across the restore',
  };
  let api: ApiProcess | undefined;
  let organiser: Record<string, string> = {};

  afterAll(async () => {
    if (api) await stopApiProcess(api);
    rmSync(dirname(dataDir), { recursive: true, force: true });
  });

  const call = async (method: string, path: string, body?: object, headers = organiser) => {
    const answer = await callApi(api as ApiProcess, method, path, body, headers);
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
    return answer.body as Record<string, unknown>;
  };
  const deal = (table: Table, index: number, facts: object) =>
    call(
      'POST',
      `/api/tables/${table.id}/deals`,
      { dealer: (table.firstDealer + index) % 4, ...facts },
      { 'x-referee-code': table.refereeCode },
    );

  async function logIn(): Promise<void> {
    const login = await call('POST', '/api/auth/login', ADMIN, {});
    organiser = { authorization: `Bearer ${login['accessToken'] as string}` };
  }

  /** Two rounds of a 4-team Swiss in games of 2 deals: what a tournament leaves in the database. */
  async function playTournament(): Promise<string> {
    const { id } = (await call('POST', '/api/tournaments', {
      name: 'Open « sauvegardé »\tde Sète',
      rounds: 2,
      pairing: 'swiss',
      ruleset: 'belote-coinchee',
      dealsPerGame: 2,
    })) as { id: string };
    for (const name of ['Les As', 'Bourdons', 'Carreau\\Pique', 'Ligne\nsuivante'])
      await call('POST', `/api/tournaments/${id}/teams`, {
        name: name.slice(0, 20),
        players: ['A', 'B'],
      });
    const round1 = (await call('POST', `/api/tournaments/${id}/rounds`)) as { tables: Table[] };
    const [first, second] = round1.tables as [Table, Table];
    await deal(first, 0, made80(0));
    // A correction of deal 1, by the organiser, against the sheet's version.
    const sheet = (await call('GET', `/api/tables/${first.id}`)) as { game: { version: number } };
    await call(
      'PUT',
      `/api/tables/${first.id}/deals/1`,
      { dealer: first.firstDealer, ...made80(1) },
      {
        ...organiser,
        'if-match': String(sheet.game.version),
      },
    );
    await deal(first, 1, made80(2));
    const referee = { 'x-referee-code': first.refereeCode };
    await call(
      'POST',
      `/api/tables/${first.id}/confirmations`,
      { side: 'A', kind: 'signed' },
      referee,
    );
    await call(
      'POST',
      `/api/tables/${first.id}/confirmations`,
      { side: 'B', kind: 'disputed', dealNumber: 2, note: 'La belote « oubliée »' },
      referee,
    );
    await call('DELETE', `/api/tables/${first.id}/confirmations/B`, {
      ruling: 'Vu avec les deux équipes',
    });
    await deal(second, 0, made80(1));
    await call('POST', `/api/tournaments/${id}/rounds/1/close`, {});
    const round2 = (await call('POST', `/api/tournaments/${id}/rounds`)) as { tables: Table[] };
    await deal(round2.tables[0] as Table, 0, { passedOut: true });
    return id;
  }

  /** Everything the API serves about the tournament, its organiser's views included. */
  async function served(id: string): Promise<Record<string, unknown>> {
    const views: Record<string, unknown> = {};
    for (const path of [
      `/api/tournaments/${id}`,
      `/api/tournaments/${id}/teams`,
      `/api/tournaments/${id}/rounds`,
      `/api/tournaments/${id}/rounds/audit`,
      `/api/tournaments/${id}/standings`,
      `/api/tournaments/${id}/export/deals.csv`,
    ])
      views[path] = await rawCall(path);
    const rounds = views[`/api/tournaments/${id}/rounds`] as Array<{
      tables: Array<{ id: string }>;
    }>;
    for (const table of rounds.flatMap((round) => round.tables)) {
      views[`table ${table.id}`] = await rawCall(`/api/tables/${table.id}`);
      views[`audit ${table.id}`] = await rawCall(`/api/tables/${table.id}/audit`);
    }
    return views;
  }

  async function rawCall(path: string): Promise<unknown> {
    const response = await fetch((api as ApiProcess).url + path, { headers: organiser });
    expect(response.status).toBe(200);
    const text = await response.text();
    return response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  }

  /** Every row of every table, through the running API's own PostgreSQL. */
  function rows(): Promise<Record<string, string>> {
    const port = livePostgresPort(dataDir);
    const url = embeddedDatabaseUrl(port as number);
    return withClient(url, async (client) => {
      const tables = await client.query<{ name: string }>(
        `SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' ORDER BY 1`,
      );
      const content: Record<string, string> = {};
      for (const { name } of tables.rows.filter((table) => !NOT_COMPARED.has(table.name))) {
        const result = await client.query<{ rows: string }>(
          `SELECT coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '') AS rows FROM "${name}" t`,
        );
        content[name] = result.rows[0]?.rows ?? '';
      }
      return content;
    });
  }

  /** One of the commands, run as `npm run backup` / `npm run restore` run them. */
  function command(
    name: 'backup' | 'restore',
    args: string[] = [],
  ): Promise<{ code: number | null; out: string; err: string }> {
    // `node -e` puts its arguments at argv[1]: a first one stands for the script's path.
    const script = `libs/database/src/cli/${name}.ts`;
    const child = spawnTypeScript(script, { args: [script, ...args], env });
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out, err })));
  }

  it('gives back every deal, audit line and event, as served and as stored', async () => {
    api = await startApiProcess(env);
    await logIn();
    const id = await playTournament();

    // The bell closed round 1: the API wrote a backup by itself, in the background.
    const deadline = Date.now() + 20_000;
    let listed = (await call('GET', '/api/backups')) as { backups: unknown[]; automatic: boolean };
    while (listed.backups.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      listed = (await call('GET', '/api/backups')) as { backups: unknown[]; automatic: boolean };
    }
    expect(listed).toMatchObject({ automatic: true, dir: backupDir });
    expect(listed.backups.length).toBeGreaterThan(0);

    // The administrator's button, then the command beside the running API.
    const made = (await call('POST', '/api/backups')) as { file: string; bytes: number };
    expect(existsSync(made.file)).toBe(true);
    const backup = await command('backup');
    expect(backup.code).toBe(0);
    const file = backup.out.trim().split('\n').pop() as string;
    expect(file).toMatch(/^\/.*\/backups\/marque-.*\.backup\.gz$/);

    const before = { served: await served(id), rows: await rows() };
    expect(before.rows['deals']?.split('\n')).toHaveLength(4);
    expect(before.rows['tournament_events']?.split('\n').length).toBeGreaterThan(10);
    expect(before.rows['sheet_confirmations']).toContain('signed');
    await stopApiProcess(api);
    api = undefined;

    // The disk is lost; a new machine has the backup file only.
    rmSync(dataDir, { recursive: true, force: true });
    const restored = await command('restore', [file]);
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.out).toContain('Restored into');

    // A second restore onto what is now a tournament is refused, unless forced.
    const again = await command('restore', [file]);
    expect(again.code).not.toBe(0);
    expect(again.err).toContain('--force');

    api = await startApiProcess(env);
    expect(await rows()).toEqual(before.rows);
    // The login made before the loss still works (same users, same secret).
    expect(await served(id)).toEqual(before.served);
    await logIn();
    // The events' sequence goes on after the restored ones.
    const events = before.rows['tournament_events']?.split('\n') ?? [];
    const lastId = Math.max(...events.map((line) => Number(/^\((\d+),/.exec(line)?.[1])));
    const round2 = (await call('GET', `/api/tournaments/${id}/rounds/2`)) as { tables: Table[] };
    await deal(round2.tables[0] as Table, 1, { passedOut: true });
    const after = await rows();
    expect(after['tournament_events']).toContain(`(${lastId + 1},`);
  }, 180_000);
});
