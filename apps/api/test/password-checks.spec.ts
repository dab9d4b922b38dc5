import { readFileSync } from 'node:fs';
import bcryptjs from 'bcryptjs';
import { withClient } from '@marque/database';
import { createTestDatabase, type TestDatabase } from '@marque/database/testing';
import { API_START_MS, startApiProcess, stopApiProcess, type ApiProcess } from './api-process';

// A password costs a bcrypt at cost 12 (a few hundred ms of CPU). Someone cycling e-mails and
// addresses is not stopped by the rate limits, so those bcrypts must run off the event loop that
// serves the referees' deals, and only a few at a time, the rest refused with a 503 at once.

const ADMIN = { email: 'checks@marque.test', password: 'correct horse battery staple' };
const FORWARDER_SECRET = 'the-web-app-forwards';

describe('password checks', () => {
  let database: TestDatabase;
  let api: ApiProcess;
  let address = 0;

  /** A login, by default from an address no other attempt came from (no rate limit is concerned). */
  async function login(email: string, password: string, from = `198.51.100.${(address += 1)}`) {
    const response = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': from,
        'x-marque-forwarder': FORWARDER_SECRET,
      },
      body: JSON.stringify({ email, password }),
    });
    const body = (await response.json()) as { code?: string; params?: { seconds?: number } };
    return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    api = await startApiProcess({
      DATABASE_URL: database.url,
      MARQUE_ADMIN_EMAIL: ADMIN.email,
      MARQUE_ADMIN_PASSWORD: ADMIN.password,
      MARQUE_FORWARDER_SECRET: FORWARDER_SECRET,
    });
  }, API_START_MS);

  afterAll(async () => {
    await stopApiProcess(api);
    await database.drop();
  });

  it('lets in the organisers whose hashes bcryptjs made ($2b$ and $2a$, 72 bytes and more)', async () => {
    const organisers = [
      {
        email: 'b@marque.test',
        password: 'a long passphrase',
        hash: (p: string) => bcryptjs.hash(p, 12),
      },
      {
        email: 'a@marque.test',
        password: 'é'.repeat(100),
        hash: async (p: string) => (await bcryptjs.hash(p, 4)).replace(/^\$2b\$/, '$2a$'),
      },
    ];
    for (const { email, password, hash } of organisers) {
      const stored = await hash(password);
      await withClient(database.url, (client) =>
        client.query(
          `INSERT INTO users (id, email, password_hash, display_name) VALUES (gen_random_uuid(), $1, $2, $1)`,
          [email, stored],
        ),
      );
      expect((await login(email, password)).status).toBe(200);
      expect((await login(email, `x${password.slice(1)}`)).status).toBe(401);
    }
  }, 60_000);

  it("runs the bcrypts off the API's main thread", async () => {
    // JIT, connections and the unknown e-mail's hash out of the way first.
    await login(ADMIN.email, 'not the password');
    await login('nobody@marque.test', 'not the password');
    const before = cpuSeconds(api);
    const answers = await Promise.all([
      login(ADMIN.email, 'wrong 1'),
      login(ADMIN.email, 'wrong 2'),
      login('nobody@marque.test', 'wrong 3'),
      login('nobody@marque.test', 'wrong 4'),
    ]);
    const after = cpuSeconds(api);
    expect(answers.map(({ status }) => status)).toEqual([401, 401, 401, 401]);
    const mainThread = after.mainThread - before.mainThread;
    const allThreads = after.allThreads - before.allThreads;
    // CPU time, not wall time: a busy machine slows both alike. Four cost-12 bcrypts are a second
    // of CPU or more; what is left to the main thread is four requests' HTTP and SQL.
    expect(allThreads).toBeGreaterThan(0.2);
    expect(mainThread).toBeLessThan(allThreads / 4);
  }, 60_000);

  it('refuses a burst past its line with a 503 and Retry-After, then lets the right password in', async () => {
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        login(`guess-${index}@marque.test`, `guess ${index}`),
      ),
    );
    const statuses = burst.map(({ status }) => status);
    expect(statuses.filter((status) => status !== 401 && status !== 503)).toEqual([]);
    const refused = burst.filter(({ status }) => status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const { body, retryAfter } of refused) {
      expect(body.code).toBe('PASSWORD_CHECKS_BUSY');
      expect(retryAfter).toBe(String(body.params?.seconds));
    }
    expect((await login(ADMIN.email, ADMIN.password)).status).toBe(200);
  }, 120_000);

  it('lets the organiser in from an address he signed in from while a burst fills the line', async () => {
    const home = '203.0.113.7';
    expect((await login(ADMIN.email, ADMIN.password, home)).status).toBe(200);
    let lineFull = () => undefined as void;
    const full = new Promise<void>((resolve) => (lineFull = resolve));
    const burst = Array.from({ length: 30 }, async (_, index) => {
      const answer = await login(`flood-${index}@marque.test`, `flood ${index}`);
      if (answer.status === 503) lineFull();
      return answer;
    });
    await full;
    const organiser = await login(ADMIN.email, ADMIN.password, home);
    await Promise.all(burst);
    expect(organiser.status).toBe(200);
  }, 120_000);
});

/** CPU seconds the API process has used: its main thread's (the event loop) and all its threads'. */
function cpuSeconds(api: ApiProcess): { mainThread: number; allThreads: number } {
  const pid = api.child.pid as number;
  return {
    mainThread: ticks(`/proc/${pid}/task/${pid}/stat`),
    allThreads: ticks(`/proc/${pid}/stat`),
  };
}

/** utime + stime of a /proc stat file, in seconds (clock ticks of 1/100 s on Linux). */
function ticks(path: string): number {
  const fields = readFileSync(path, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // Fields 14 and 15 of proc(5), counted from after the command's name (field 2).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
