import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { databaseDigest } from './database-digest';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';

// Each request a fuzzer found answered with a 500: now a 4xx that names the problem, and the
// database as it was.

const ADMIN = { email: 'hostile@marque.test', password: 'correct horse battery staple' };

interface Sent {
  status: number;
  body: { statusCode?: number; message?: string; details?: Array<{ field: string }> };
}

describe('request bodies a client should not send', () => {
  let api: ApiUnderTest;
  let base: string;
  let teamId: string;

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
    const created = await api.http.request('POST', '/api/tournaments', {
      headers: api.organiser,
      body: { name: 'Open du fuzz', rounds: 3, pairing: 'round-robin' },
    });
    base = `/api/tournaments/${(created.body as { id: string }).id}`;
    const team = await api.http.request('POST', `${base}/teams`, {
      headers: api.organiser,
      body: { name: 'Les As', players: ['A', 'B'] },
    });
    teamId = (team.body as { id: string }).id;
  });

  afterAll(async () => {
    await api.close();
  });

  /** Sends raw bytes, as a client may: any encoding, any JSON text. */
  async function send(
    method: string,
    path: string,
    body: string | Buffer,
    headers: Record<string, string> = {},
  ): Promise<Sent> {
    const response = await fetch(api.http.baseUrl + path, {
      method,
      headers: { 'content-type': 'application/json', ...api.organiser, ...headers },
      body,
    });
    return { status: response.status, body: (await response.json()) as Sent['body'] };
  }

  const teamJson = (name: string) => JSON.stringify({ name, players: ['A', 'B'] });
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it.each<[string, () => Promise<Sent>, number, RegExp, string]>([
    [
      'a broken gzip body',
      () => send('POST', `${base}/teams`, Buffer.from('not gzip at all'), gzipHeader()),
      400,
      /not valid gzip data/,
      '',
    ],
    [
      'a gzip body cut short',
      () =>
        send('POST', `${base}/teams`, gzipSync(teamJson('Les Rois')).subarray(0, 12), gzipHeader()),
      400,
      /not valid gzip data/,
      '',
    ],
    [
      'a broken deflate body',
      () =>
        send('POST', `${base}/teams`, Buffer.from('no deflate'), {
          'content-encoding': 'deflate',
        }),
      400,
      /not valid deflate data/,
      '',
    ],
    [
      'a broken brotli body',
      () =>
        send('POST', `${base}/teams`, Buffer.from([0xff, 0xfe, 0x00, 0x12]), {
          'content-encoding': 'br',
        }),
      400,
      /not valid br data/,
      '',
    ],
    [
      'an encoding the API does not read',
      () => send('POST', `${base}/teams`, Buffer.from('x'), { 'content-encoding': 'compress' }),
      415,
      /Content-Encoding \(compress\) is not supported/,
      '',
    ],
    [
      'JSON nested 3,000 deep',
      () => send('POST', `${base}/teams`, nested(3_000)),
      400,
      /nested too deeply/,
      '',
    ],
    [
      'JSON nested 5,000 deep in a deal',
      () =>
        send(
          'POST',
          '/api/tables/00000000-0000-4000-8000-000000000000/deals',
          `{"dealer":0,"auction":${nested(5_000)}}`,
        ),
      400,
      /nested too deeply/,
      '',
    ],
    [
      'a NUL in a tournament name',
      () => send('POST', '/api/tournaments', '{"name":"Open\\u0000","rounds":3,"pairing":"swiss"}'),
      400,
      /must not contain a NUL/,
      'name',
    ],
    [
      'a NUL in a team name',
      () => send('POST', `${base}/teams`, teamJson('Les\u0000Valets')),
      400,
      /must not contain a NUL/,
      'name',
    ],
    [
      'a NUL in a player',
      () => send('POST', `${base}/teams`, '{"name":"Les Dix","players":["A","B\\u0000"]}'),
      400,
      /must not contain a NUL/,
      'players.1',
    ],
    [
      'a NUL in a club',
      () => send('PATCH', `${base}/teams/${teamId}`, '{"club":"\\u0000CC Sion"}'),
      400,
      /must not contain a NUL/,
      'club',
    ],
    [
      "a team's name set to null",
      () => send('PATCH', `${base}/teams/${teamId}`, '{"name":null}'),
      400,
      /not valid/,
      'name',
    ],
    [
      "a team's withdrawal set to null",
      () => send('PATCH', `${base}/teams/${teamId}`, '{"withdrawn":null}'),
      400,
      /not valid/,
      'withdrawn',
    ],
    [
      "a tournament's name set to null",
      () => send('PATCH', base, '{"name":null}'),
      400,
      /not valid/,
      'name',
    ],
    [
      'a lone surrogate in a login e-mail (no login needed)',
      () =>
        send('POST', '/api/auth/login', '{"email":"anne\\ud800@marque.test","password":"x"}', {
          authorization: '',
        }),
      400,
      /not valid Unicode/,
      'email',
    ],
  ])(
    'answers %s with a 4xx naming it, and changes nothing',
    async (_what, request, status, message, field) => {
      const before = await databaseDigest(api.database.url);
      const response = await request();
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({
        statusCode: status,
        message: expect.stringMatching(message),
      });
      // The field named, where the problem is in one ('' where it is the body itself).
      const fields = response.body.details?.map((detail) => detail.field) ?? [];
      expect(['', ...fields]).toContain(field);
      expect(await databaseDigest(api.database.url)).toEqual(before);
    },
  );

  it('still reads a well-formed compressed body', async () => {
    const gzipped = await send(
      'POST',
      `${base}/teams`,
      gzipSync(teamJson('Les Rois')),
      gzipHeader(),
    );
    expect(gzipped.status).toBe(201);
    const deflated = await send('POST', `${base}/teams`, deflateSync(teamJson('Les Dames')), {
      'content-encoding': 'deflate',
    });
    expect(deflated.status).toBe(201);
    const brotli = await send('POST', `${base}/teams`, brotliCompressSync(teamJson('Les Valets')), {
      'content-encoding': 'br',
    });
    expect(brotli.status).toBe(201);
  });
});

function gzipHeader(): Record<string, string> {
  return { 'content-encoding': 'gzip' };
}
