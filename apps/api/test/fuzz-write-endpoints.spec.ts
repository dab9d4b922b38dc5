import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { databaseDigest } from './database-digest';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';

// Whatever a client sends to a write endpoint (its path, headers, encoding, body), the API
// answers without a 5xx, and a request it refuses leaves the database exactly as it was.
// FUZZ_RUNS=<n> runs more; a failure prints the seed and the shrunk request to replay it.

const ADMIN = { email: 'fuzz@marque.test', password: 'correct horse battery staple' };
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 400);

interface Fixture {
  tournamentId: string;
  /** A mêlée, for its players' endpoints. */
  meleeId: string;
  entrantId: string;
  seriesId: string;
  clubId: string;
  adminId: string;
  teamIds: string[];
  /** People of the registry, seated in the fixture's teams. */
  personIds: string[];
  table: { id: string; refereeCode: string; firstDealer: number };
}

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

/** Every write endpoint, with the ids of the fixture where the path names one. */
const ENDPOINTS: Array<[string, (ids: PathIds) => string]> = [
  ['POST', () => '/api/auth/login'],
  ['POST', () => '/api/tournaments'],
  ['PATCH', (ids) => `/api/tournaments/${ids.tournament}`],
  ['POST', (ids) => `/api/tournaments/${ids.tournament}/teams`],
  ['PATCH', (ids) => `/api/tournaments/${ids.tournament}/teams/${ids.team}`],
  ['POST', (ids) => `/api/tournaments/${ids.tournament}/rounds`],
  ['DELETE', (ids) => `/api/tournaments/${ids.tournament}/rounds/${ids.number}`],
  ['POST', (ids) => `/api/tournaments/${ids.tournament}/rounds/${ids.number}/swap`],
  ['POST', (ids) => `/api/tournaments/${ids.tournament}/rounds/${ids.number}/close`],
  ['POST', (ids) => `/api/tables/${ids.table}/deals`],
  ['PUT', (ids) => `/api/tables/${ids.table}/deals/${ids.number}`],
  ['DELETE', (ids) => `/api/tables/${ids.table}/deals/${ids.number}`],
  ['POST', () => '/api/people'],
  ['PATCH', (ids) => `/api/people/${ids.person}`],
  ['POST', (ids) => `/api/people/${ids.person}/merge`],
  ['DELETE', (ids) => `/api/people/${ids.person}`],
  ['PATCH', () => '/api/auth/me'],
  ['PUT', () => '/api/auth/password'],
  ['POST', () => '/api/invitations'],
  ['POST', () => '/api/invitations/lookup'],
  ['POST', () => '/api/invitations/accept'],
  ['POST', () => '/api/clubs'],
  ['POST', (ids) => `/api/clubs/${ids.club}/members`],
  ['DELETE', (ids) => `/api/clubs/${ids.club}/members/${ids.account}`],
  ['PATCH', (ids) => `/api/accounts/${ids.account}`],
  ['POST', (ids) => `/api/tournaments/${ids.melee}/players`],
  ['PATCH', (ids) => `/api/tournaments/${ids.melee}/players/${ids.entrant}`],
  ['POST', () => '/api/tournaments/import'],
  ['POST', () => '/api/series'],
  ['PATCH', (ids) => `/api/series/${ids.series}`],
  ['POST', (ids) => `/api/series/${ids.series}/tournaments/${ids.tournament}`],
  ['DELETE', (ids) => `/api/series/${ids.series}/tournaments/${ids.tournament}`],
  ['POST', (ids) => `/api/series/${ids.series}/clubs`],
  ['POST', (ids) => `/api/series/${ids.series}/clubs/${ids.club}/accept`],
  ['POST', (ids) => `/api/series/${ids.series}/clubs/${ids.club}/decline`],
  ['DELETE', (ids) => `/api/series/${ids.series}/clubs/${ids.club}`],
  // Not a write, but it checks a secret from the path.
  ['GET', (ids) => `/api/referee/${ids.code}`],
];

interface PathIds {
  tournament: string;
  melee: string;
  entrant: string;
  series: string;
  club: string;
  account: string;
  team: string;
  table: string;
  number: string;
  code: string;
  person: string;
}

/** Text that fits in a header value (no CR, LF or NUL; fetch refuses those). */
const headerText = fc.string({ maxLength: 40 }).map((text) => text.replace(/[^\x20-\x7e]/g, ''));

/** A path segment: the real id, another well-formed one, or anything, percent-encoded or not. */
function segment(real: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(real) },
    fc.uuid().map(String),
    fc.string({ unit: 'binary', maxLength: 30 }).map(encodeURIComponent),
    fc.constantFrom('%00', '..', '%2e%2e', '0', '-1', '99999999999999999999', 'x'.repeat(300)),
  );
}

/** Plausible bodies, each field then possibly replaced by anything JSON can hold. */
function plausibleBody(fixture: Fixture): fc.Arbitrary<unknown> {
  const [a = '', b = ''] = fixture.teamIds;
  return fc
    .constantFrom<Record<string, unknown>>(
      { email: ADMIN.email, password: 'wrong' },
      { email: 'invited@marque.test', clubId: fixture.clubId, locale: 'en' },
      { token: 'a'.repeat(43), displayName: 'Anne Rey', password: 'a long passphrase' },
      { currentPassword: 'wrong', newPassword: 'a new long passphrase' },
      { displayName: 'Fuzz' },
      { accountId: fixture.adminId },
      { disabled: true },
      { name: 'Open', rounds: 3, pairing: 'swiss', target: 1000, tiebreaks: ['buchholz'] },
      { name: 'Les Bourdons', players: ['Anne', 'Marc'], club: 'CC Sion' },
      { name: 'Les Frelons', people: [{ id: fixture.personIds[0] }, { lastName: 'Roc' }] },
      { firstName: 'Anne', lastName: 'Rey', club: 'CC Sion', licence: 'FFB 12' },
      { duplicateId: fixture.personIds[1] },
      { withdrawn: true, name: 'Nouveau nom' },
      { minutes: 30 },
      { name: 'Challenge', season: '2026-2027', rule: { scale: { kind: 'field', base: 1 } } },
      { name: 'Anne Rey', club: 'CC Sion' },
      { id: fixture.personIds[0] },
      { withdrawn: true },
      { clubId: fixture.clubId },
      { format: 'marque-archive', version: 1, tournament: { name: 'Importé' } },
      { teamIds: [a, b] },
      { dealer: fixture.table.firstDealer, passedOut: true },
      {
        dealer: fixture.table.firstDealer,
        contract: { value: 80, suit: 'hearts', declarer: 0 },
        doubling: 'none',
        cardPoints: { A: 82, B: 75 },
      },
      {
        dealer: fixture.table.firstDealer,
        auction: [{ seat: 0, type: 'bid', value: 80, suit: 'spades' }],
        cardPoints: { A: 100, B: 57 },
      },
    )
    .chain((body) =>
      fc
        .dictionary(fc.constantFrom(...Object.keys(body), 'extra'), fc.jsonValue(), {
          maxKeys: 2,
        })
        .map((changes) => ({ ...body, ...changes })),
    );
}

/** The body's bytes: JSON (plausible or not), hostile text, or no JSON at all. */
function bodyText(fixture: Fixture): fc.Arbitrary<string | Buffer | undefined> {
  const deep = fc
    .integer({ min: 100, max: 6_000 })
    .map((depth) => `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`);
  const hostileString = fc
    .constantFrom('\\u0000', '\\ud800', '\\udfff', 'x\\u0000y', '\\u0000'.repeat(10))
    .map((text) => `{"name":"${text}","players":["${text}","b"],"email":"a${text}@b.org"}`);
  return fc.oneof(
    { weight: 5, arbitrary: plausibleBody(fixture).map((body) => JSON.stringify(body)) },
    { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    deep,
    hostileString,
    fc.string({ maxLength: 60 }),
    fc.uint8Array({ maxLength: 60 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(undefined),
  );
}

/** Content-Encoding and what it does to the bytes: honest, lying or unknown. */
const encoding = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ name: undefined, encode: (bytes: Buffer) => bytes }) },
  fc.constantFrom(
    { name: 'gzip', encode: (bytes: Buffer) => gzipSync(bytes) },
    { name: 'deflate', encode: (bytes: Buffer) => deflateSync(bytes) },
    { name: 'br', encode: (bytes: Buffer) => brotliCompressSync(bytes) },
    { name: 'gzip', encode: (bytes: Buffer) => bytes },
    { name: 'deflate', encode: (bytes: Buffer) => gzipSync(bytes).subarray(0, 8) },
    { name: 'br', encode: (bytes: Buffer) => bytes },
    { name: 'zstd', encode: (bytes: Buffer) => bytes },
    { name: 'gzip, br', encode: (bytes: Buffer) => bytes },
  ),
);

function requests(fixture: Fixture, organiser: string): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      endpoint: fc.constantFrom(...ENDPOINTS),
      ids: fc.record({
        tournament: segment(fixture.tournamentId),
        melee: segment(fixture.meleeId),
        entrant: segment(fixture.entrantId),
        series: segment(fixture.seriesId),
        club: segment(fixture.clubId),
        account: segment(fixture.adminId),
        team: segment(fixture.teamIds[0] ?? ''),
        table: segment(fixture.table.id),
        number: segment('1'),
        code: segment(fixture.table.refereeCode),
        person: segment(fixture.personIds[0] ?? ''),
      }),
      caller: fc.oneof(
        { weight: 4, arbitrary: fc.constant<Record<string, string>>({ authorization: organiser }) },
        {
          weight: 3,
          arbitrary: fc.constant<Record<string, string>>({
            'x-referee-code': fixture.table.refereeCode,
          }),
        },
        fc.constantFrom<Record<string, string>>(
          {},
          { authorization: 'Bearer not.a.token' },
          { authorization: organiser.slice(0, -4) },
          { 'x-referee-code': 'WRONG123' },
        ),
      ),
      contentType: fc.oneof(
        { weight: 6, arbitrary: fc.constant('application/json') },
        fc.constantFrom(
          'application/json; charset=utf-16',
          'application/json; charset=x-unknown',
          'text/plain',
          'application/x-www-form-urlencoded',
          undefined,
        ),
      ),
      extra: fc.dictionary(
        fc.constantFrom(
          'idempotency-key',
          'if-match',
          'accept-language',
          'last-event-id',
          'x-forwarded-for',
          'x-referee-code',
        ),
        headerText,
        { maxKeys: 3 },
      ),
      body: bodyText(fixture),
      encoding,
    })
    .map(({ endpoint: [method, path], ids, caller, contentType, extra, body, encoding }) => {
      const headers: Record<string, string> = { ...caller, ...extra };
      if (contentType) headers['content-type'] = contentType;
      if (encoding.name) headers['content-encoding'] = encoding.name;
      const bytes = body === undefined ? undefined : encoding.encode(Buffer.from(body));
      return { method, path: path(ids), headers, body: method === 'GET' ? undefined : bytes };
    });
}

describe('every write endpoint, fuzzed', () => {
  let api: ApiUnderTest;
  let fixture: Fixture;

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
    const created = await api.http.request('POST', '/api/tournaments', {
      headers: api.organiser,
      body: { name: 'Open du fuzz', rounds: 5, pairing: 'round-robin' },
    });
    const { id: tournamentId, club } = created.body as { id: string; club: { id: string } };
    const me = await api.http.request('GET', '/api/auth/me', { headers: api.organiser });
    const adminId = (me.body as { id: string }).id;
    const teamIds: string[] = [];
    const personIds: string[] = [];
    for (const name of ['Les As', 'Les Rois', 'Les Dames', 'Les Valets']) {
      const team = await api.http.request('POST', `/api/tournaments/${tournamentId}/teams`, {
        headers: api.organiser,
        body: { name, players: ['A', 'B'] },
      });
      const registered = team.body as { id: string; playerIds: string[] };
      teamIds.push(registered.id);
      personIds.push(...registered.playerIds);
    }
    const round = await api.http.request('POST', `/api/tournaments/${tournamentId}/rounds`, {
      headers: api.organiser,
    });
    const table = (round.body as { tables: Array<Fixture['table']> }).tables[0];
    const melee = await api.http.request('POST', '/api/tournaments', {
      headers: api.organiser,
      body: { name: 'Mêlée du fuzz', rounds: 3, pairing: 'random', entry: 'individual' },
    });
    const series = await api.http.request('POST', '/api/series', {
      headers: api.organiser,
      body: {
        name: 'Challenge du fuzz',
        season: '2026-2027',
        rule: { scale: { kind: 'table', points: [10, 7, 5], beyond: 3 } },
      },
    });
    const meleeId = (melee.body as { id: string }).id;
    const entrant = await api.http.request('POST', `/api/tournaments/${meleeId}/players`, {
      headers: api.organiser,
      body: { name: 'Anne Rey' },
    });
    const statuses = [melee.status, entrant.status, series.status];
    if (statuses.some((status) => status !== 201)) throw new Error(`fixture: ${statuses.join()}`);
    fixture = {
      tournamentId,
      meleeId,
      entrantId: (entrant.body as { id: string }).id,
      seriesId: (series.body as { id: string }).id,
      clubId: club.id,
      adminId,
      teamIds,
      personIds,
      table: table as Fixture['table'],
    };
  });

  afterAll(async () => {
    await api.close();
  });

  it(`answers ${RUNS} hostile requests without a 5xx, and refused ones change nothing`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        requests(fixture, api.organiser['authorization'] as string),
        async (sent) => {
          const before = await databaseDigest(api.database.url);
          const response = await fetch(api.http.baseUrl + sent.path, {
            method: sent.method,
            headers: sent.headers,
            body: sent.body,
          });
          const text = await response.text();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status >= 500) throw new Error(`${response.status}: ${text}`);
          // A refused request changes nothing; an accepted one may (the next run starts from it).
          const after = response.status >= 400 ? await databaseDigest(api.database.url) : before;
          expect(after).toEqual(before);
        },
      ),
      { numRuns: RUNS },
    );
    console.log(
      `[fuzz] ${RUNS} requests: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(', ')}`,
    );
  }, 120_000);
});
