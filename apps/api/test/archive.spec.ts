import bcrypt from 'bcryptjs';
import { UsersRepository } from '../src/auth/users.repository';
import { PrismaService } from '../src/database/prisma.service';
import { connectSse } from './sse-client';
import { startApiUnderTest, type ApiUnderTest, type StartedTable } from './api-under-test';

// A tournament played on one Marque, exported, and imported on another with its own database:
// everything the second serves is what the first served, but for ids, codes and its owner.
const CLUB = { email: 'club@marque.test', password: 'correct horse battery staple' };
const HOST = { email: 'host@marque.test', password: 'another long passphrase' };

type Table = StartedTable & { number: number };

/** The file's lists of rows, in their order. */
const LISTS = [
  'people',
  'entrants',
  'teams',
  'rounds',
  'tables',
  'deals',
  'confirmations',
  'audit',
  'events',
];

/** An id no row has. */
const NOWHERE = '00000000-0000-4000-8000-000000000000';

/** A deal its declarer's team makes (team A when `declarer` is even). */
const made = (declarer: number, value = 80) => ({
  contract: { value, suit: 'spades', declarer },
  doubling: 'none',
  cardPoints: declarer % 2 === 0 ? { A: 100, B: 57 } : { A: 57, B: 100 },
});

describe('the tournament archive', () => {
  let club: ApiUnderTest;
  let host: ApiUnderTest;
  let tournamentId: string;
  let file: Record<string, unknown>;
  let importedId: string;
  const eventCount = () => (file['events'] as unknown[]).length;

  beforeAll(async () => {
    club = await startApiUnderTest(CLUB);
    host = await startApiUnderTest(HOST);
    tournamentId = await playTournament(club);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([club?.close(), host?.close()]);
  });

  it('exports the whole tournament to its organiser, as a file named for it', async () => {
    const response = await club.http.request('GET', `/api/tournaments/${tournamentId}/archive`, {
      headers: club.organiser,
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="marque-concours-d-ete-a-brulon-2026-07-14.json"',
    );
    file = response.body as Record<string, unknown>;
    expect(file).toMatchObject({
      format: 'marque-tournament',
      version: 1,
      marqueVersion: '0.1.0',
      tournament: { id: tournamentId, name: 'Concours d’été à Brûlon', status: 'RUNNING' },
    });
    expect(Object.keys(file)).toEqual([
      'format',
      'version',
      'exportedAt',
      'marqueVersion',
      'tournament',
      ...LISTS,
    ]);
    const counts = LISTS.map((key) => (file[key] as unknown[]).length);
    expect(counts).toEqual([10, 0, 5, 2, 4, 6, 2, expect.any(Number), expect.any(Number)]);
    expect(JSON.stringify(file['audit'])).toContain('vu, maintenu');
    expect(counts[7]).toBeGreaterThan(8);
    // Only the people of its teams: not another tournament's.
    expect((file['people'] as Array<{ lastName: string }>).map((p) => p.lastName)).not.toContain(
      'Ailleurs',
    );
    expect(file['people']).toContainEqual(
      expect.objectContaining({ firstName: 'Anne', lastName: 'Rey', licence: 'FFB123' }),
    );
    const rounds = await club.call<Array<{ tables: Array<{ refereeCode: string }> }>>(
      'GET',
      `/api/tournaments/${tournamentId}/rounds`,
    );
    const text = JSON.stringify(file);
    for (const table of rounds.flatMap((round) => round.tables))
      expect(text).not.toContain(table.refereeCode);
  });

  it('exports to nobody else: 401 without a login, 403 to another organiser', async () => {
    const path = `/api/tournaments/${tournamentId}/archive`;
    expect((await club.http.request('GET', path)).status).toBe(401);
    await club.app.get(UsersRepository).upsert(HOST.email, await bcrypt.hash(HOST.password, 4));
    const login = await club.http.request('POST', '/api/auth/login', { body: HOST });
    const other = {
      authorization: `Bearer ${(login.body as { accessToken: string }).accessToken}`,
    };
    const refused = await club.http.request('GET', path, { headers: other });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'NOT_YOUR_TOURNAMENT' });
  });

  it('imports it on another Marque: everything served, players’ pages too, is the same but ids, codes, owner and club', async () => {
    const imported = await host.call<{ id: string }>('POST', '/api/tournaments/import', file, 201);
    importedId = imported.id;
    expect(importedId).not.toBe(tournamentId);
    const [before, after] = await Promise.all([
      everythingServed(club, tournamentId, eventCount(), { people: true }),
      everythingServed(host, importedId, eventCount(), { people: true }),
    ]);
    expect(after).toEqual(before);
    const mine = await host.call<Array<{ id: string }>>('GET', '/api/tournaments');
    expect(mine.map((tournament) => tournament.id)).toEqual([importedId]);
  });

  it('moves a mêlée too: its players entered alone, each round’s pairs and sit-outs', async () => {
    const meleeId = await playMelee(club);
    const exported = await club.http.request('GET', `/api/tournaments/${meleeId}/archive`, {
      headers: club.organiser,
    });
    expect(exported.status).toBe(200);
    const melee = exported.body as Record<string, unknown[]>;
    expect([melee['entrants']?.length, melee['teams']?.length, melee['rounds']?.length]).toEqual([
      5, 4, 2,
    ]);
    const imported = await host.call<{ id: string }>('POST', '/api/tournaments/import', melee, 201);
    const events = (melee['events'] as unknown[]).length;
    const [before, after] = await Promise.all([
      everythingServed(club, meleeId, events, { melee: true }),
      everythingServed(host, imported.id, events, { melee: true }),
    ]);
    expect(after).toEqual(before);
    // The round's sit-out is named after the import as before it.
    expect(JSON.stringify(after)).toContain('Émile Sage');
  });

  it('puts the imported tournament in the importer’s club', async () => {
    const [clubs, tournament] = await Promise.all([
      host.call<Array<{ id: string }>>('GET', '/api/clubs'),
      host.call<{ club: { id: string } }>('GET', `/api/tournaments/${importedId}`),
    ]);
    expect(clubs.map((c) => c.id)).toEqual([tournament.club.id]);
  });

  it('gives the imported tables new referee codes, which score at once', async () => {
    const [old, now] = await Promise.all([
      club.call<RoundList>('GET', `/api/tournaments/${tournamentId}/rounds`),
      host.call<RoundList>('GET', `/api/tournaments/${importedId}/rounds`),
    ]);
    const oldCodes = new Set(old.flatMap((round) => round.tables.map((t) => t.refereeCode)));
    const tables = now.flatMap((round) => round.tables);
    expect(tables.filter((table) => oldCodes.has(table.refereeCode))).toEqual([]);
    const open = (now.at(-1)?.tables ?? []).find((table) => !table.finished) as RoundTable;
    const { nextDealer } = await host.call<{ nextDealer: number }>('GET', `/api/tables/${open.id}`);
    const deal = await host.http.request('POST', `/api/tables/${open.id}/deals`, {
      headers: { 'x-referee-code': open.refereeCode },
      body: { dealer: nextDealer, ...made(nextDealer) },
    });
    expect(deal.status).toBe(201);
  });

  it('imports the same file twice, and on its own Marque, as new tournaments of the same people', async () => {
    const registry = async (api: ApiUnderTest) =>
      (await api.call<{ total: number }>('GET', '/api/people?limit=1')).total;
    const [hostPeople, clubPeople] = [await registry(host), await registry(club)];
    const again = await host.call<{ id: string }>('POST', '/api/tournaments/import', file, 201);
    const home = await club.call<{ id: string }>('POST', '/api/tournaments/import', file, 201);
    expect(new Set([again.id, home.id, importedId, tournamentId]).size).toBe(4);
    expect(await everythingServed(club, home.id, eventCount())).toEqual(
      await everythingServed(club, tournamentId, eventCount()),
    );
    expect([await registry(host), await registry(club)]).toEqual([hostPeople, clubPeople]);
    expect(await seats(club, home.id)).toEqual(await seats(club, tournamentId));
    expect(await seats(host, again.id)).toEqual(await seats(host, importedId));
  });

  it('seats the people of this registry: the same licence, else the same name and club; else new ones', async () => {
    const curie = await host.call<{ id: string }>(
      'POST',
      '/api/people',
      { firstName: 'Marie', lastName: 'Curie', licence: 'FFB 777' },
      201,
    );
    const valet = await host.call<{ id: string }>(
      'POST',
      '/api/people',
      { firstName: 'Paul', lastName: 'Valet', club: 'Sablé' },
      201,
    );
    const martin = await host.call<{ id: string }>(
      'POST',
      '/api/people',
      { firstName: 'Jean', lastName: 'Martin' },
      201,
    );
    const variant = structuredClone(file);
    const people = variant['people'] as Array<Record<string, unknown>>;
    const teams = variant['teams'] as Array<Record<string, unknown>>;
    const seatOf = (team: number, seat: 1 | 2) =>
      people.find((person) => person['id'] === teams[team]?.[`player${seat}Id`]) as Record<
        string,
        unknown
      >;
    // Another spelling, the same licence: the holder.
    Object.assign(seatOf(0, 1), { firstName: 'M.', lastName: 'CURIE', licence: 'FFB777' });
    // The same name and club, in another order and case: that person.
    Object.assign(seatOf(1, 1), { firstName: 'VALET', lastName: 'paul', club: 'Sablé' });
    // The same name of another club: someone else.
    Object.assign(seatOf(1, 2), { firstName: 'Paul', lastName: 'Valet', club: 'Loué' });
    // Two people of the file with one name: one is the person here, the other someone new.
    Object.assign(seatOf(2, 1), { firstName: 'Jean', lastName: 'Martin', club: null });
    Object.assign(seatOf(3, 1), { firstName: 'Jean', lastName: 'Martin', club: null });
    const created = () =>
      host.app.get(PrismaService).auditEntry.count({ where: { action: 'person.created' } });
    const createdBefore = await created();
    const { id } = await host.call<{ id: string }>('POST', '/api/tournaments/import', variant, 201);
    const seated = await seats(host, id);
    expect(seated[0]?.[0]).toBe(curie.id);
    expect(seated[1]?.[0]).toBe(valet.id);
    expect(seated[1]?.[1]).not.toBe(valet.id);
    expect([seated[2]?.[0], seated[3]?.[0]].filter((person) => person === martin.id)).toHaveLength(
      1,
    );
    const made = await host.call<{ firstName: string; club: string | null }>(
      'GET',
      `/api/people/${seated[1]?.[1]}`,
    );
    expect(made).toMatchObject({ firstName: 'Paul', club: 'Loué' });
    // The two new people (Paul Valet of Loué, the second Jean Martin), audited as made by the importer.
    expect((await created()) - createdBefore).toBe(2);
  });
});

/** The people at each team's seats, in the teams' order. */
async function seats(api: ApiUnderTest, tournamentId: string): Promise<Array<[string, string]>> {
  const teams = await api.call<Array<{ playerIds: [string, string] }>>(
    'GET',
    `/api/tournaments/${tournamentId}/teams`,
  );
  return teams.map((team) => team.playerIds);
}

interface RoundTable {
  id: string;
  refereeCode: string;
  finished: boolean;
}
type RoundList = Array<{ tables: RoundTable[] }>;

/** Plays three rounds' worth of a concours: deals, a correction, signatures, a dispute, the bell. */
async function playTournament(api: ApiUnderTest): Promise<string> {
  const { id } = await api.call<{ id: string }>(
    'POST',
    '/api/tournaments',
    {
      name: 'Concours d’été à Brûlon',
      date: '2026-07-14',
      rounds: 3,
      pairing: 'swiss',
      dealsPerGame: 2,
      roundMinutes: 40,
      byeRule: { rule: 'fixed', points: 300 },
    },
    201,
  );
  const names = ['Les As', 'Dix de Der', 'Belote Rebelote', 'Capot', 'Atout Cœur'];
  for (const [index, name] of names.entries()) {
    const players =
      index === 0
        ? {
            people: [
              { firstName: 'Anne', lastName: 'Rey', licence: 'ffb 123' },
              { name: 'Luc Rey' },
            ],
          }
        : { players: [`${name} 1`, `${name} 2`] };
    await api.call(
      'POST',
      `/api/tournaments/${id}/teams`,
      { name, ...players, ...(index % 2 ? { club: 'Brûlon' } : {}) },
      201,
    );
  }
  // Someone of another tournament, who is not in this one's file.
  const other = await api.call<{ id: string }>(
    'POST',
    '/api/tournaments',
    { name: 'Ailleurs', rounds: 1, pairing: 'swiss' },
    201,
  );
  await api.call(
    'POST',
    `/api/tournaments/${other.id}/teams`,
    { name: 'Loin', people: [{ lastName: 'Ailleurs' }, { lastName: 'Autre' }] },
    201,
  );
  const first = await startRound(api, id);
  const [one, two] = first as [Table, Table];
  await play(api, one, [made(0), made(1)]);
  const sheet = await api.call<{ game: { version: number } }>('GET', `/api/tables/${one.id}`);
  await api.call(
    'PUT',
    `/api/tables/${one.id}/deals/2`,
    { dealer: (one.firstDealer + 1) % 4, ...made(2, 90) },
    200,
    { 'if-match': String(sheet.game.version) },
  );
  await confirm(api, one, { side: 'A', kind: 'signed' });
  await confirm(api, one, { side: 'B', kind: 'disputed', dealNumber: 1, note: 'belote oubliée' });
  await api.call('DELETE', `/api/tables/${one.id}/confirmations/B`, { ruling: 'vu, maintenu' });
  await confirm(api, one, { side: 'B', kind: 'signed' });
  await play(api, two, [made(3)]);
  await api.call('POST', `/api/tournaments/${id}/rounds/1/close`, {});
  const second = await startRound(api, id);
  await play(api, second[0] as Table, [{ passedOut: true }, made(0, 100)]);
  await play(api, second[1] as Table, [made(1)]);
  return id;
}

/** A mêlée of five players (one sits out each round), two rounds of one deal played. */
async function playMelee(api: ApiUnderTest): Promise<string> {
  const { id } = await api.call<{ id: string }>(
    'POST',
    '/api/tournaments',
    {
      name: 'Mêlée du jeudi',
      rounds: 2,
      entry: 'individual',
      pairing: 'random',
      dealsPerGame: 1,
      byeRule: { rule: 'fixed', points: 100 },
    },
    201,
  );
  const players = `/api/tournaments/${id}/players`;
  await api.call('POST', players, { firstName: 'Alice', lastName: 'Rey', licence: 'FFB456' }, 201);
  for (const name of ['Bruno Roy', 'Chloé Tal', 'David Vidal', 'Émile Sage'])
    await api.call('POST', players, { name }, 201);
  for (const round of [1, 2]) {
    for (const table of await startRound(api, id)) await play(api, table, [made(round % 2)]);
    await api.call('POST', `/api/tournaments/${id}/rounds/${round}/close`, {});
  }
  return id;
}

async function startRound(api: ApiUnderTest, id: string): Promise<Table[]> {
  const round = await api.call<{ tables: Table[] }>(
    'POST',
    `/api/tournaments/${id}/rounds`,
    undefined,
    201,
  );
  return round.tables;
}

async function play(api: ApiUnderTest, table: Table, deals: object[]): Promise<void> {
  for (const [index, facts] of deals.entries()) {
    const response = await api.http.request('POST', `/api/tables/${table.id}/deals`, {
      headers: { 'x-referee-code': table.refereeCode },
      body: { dealer: (table.firstDealer + index) % 4, ...facts },
    });
    if (response.status !== 201) throw new Error(`${response.status} ${response.text}`);
  }
}

async function confirm(api: ApiUnderTest, table: Table, body: object): Promise<void> {
  const response = await api.http.request('POST', `/api/tables/${table.id}/confirmations`, {
    headers: { 'x-referee-code': table.refereeCode },
    body,
  });
  if (response.status !== 201) throw new Error(`${response.status} ${response.text}`);
}

/**
 * Every read the API serves of a tournament (and of its players, with `people`), its ids replaced
 * by their order of appearance (the same id, the same name; a new id, a new name), its referee
 * codes and its club left out.
 */
async function everythingServed(
  api: ApiUnderTest,
  id: string,
  events: number,
  options: { people?: boolean; melee?: boolean } = {},
): Promise<unknown> {
  const get = (path: string) => api.http.request('GET', path, { headers: api.organiser });
  const base = `/api/tournaments/${id}`;
  const rounds = (await get(`${base}/rounds`)).body as Array<{ tables: Array<{ id: string }> }>;
  const tableIds = rounds.flatMap((round) => round.tables.map((table) => table.id));
  const teams = (await get(`${base}/teams`)).body as Array<{ id: string; playerIds: string[] }>;
  // A person's page lists all their tournaments: compared where they played this one only.
  const entrants = options.melee
    ? ((await get(`${base}/players`)).body as Array<{ personId: string | null }>)
    : [];
  const people = [
    ...(options.people ? teams.flatMap((team) => team.playerIds) : []),
    ...entrants.flatMap((entrant) => (entrant.personId ? [entrant.personId] : [])),
  ];
  const served: Record<string, unknown> = {};
  const paths = [
    base,
    `${base}/teams`,
    `${base}/rounds`,
    `${base}/rounds/1`,
    `${base}/rounds/audit`,
    `${base}/standings`,
    `${base}/export/standings.csv?lang=fr`,
    `${base}/export/deals.csv?lang=fr`,
    `${base}/export/deals.csv?lang=en`,
    ...tableIds.flatMap((table) => [`/api/tables/${table}`, `/api/tables/${table}/audit`]),
    ...teams.map((team) => `${base}/teams/${team.id}/games`),
    ...people.flatMap((person) => [`/api/people/${person}`, `/api/people/${person}/history`]),
    ...(options.melee ? [`${base}/players`, `${base}/players/rounds`] : []),
  ];
  for (const path of paths) {
    const response = await get(path);
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
    served[path.replace(id, 'tournament')] = response.body ?? response.text;
  }
  // The club is the importer's (checked apart).
  delete (served['/api/tournaments/tournament'] as { club?: unknown }).club;
  const stream = await connectSse(`${api.http.baseUrl}${base}/events?lastEventId=0`);
  const replayed = events > 0 ? await stream.waitForCount(events, 10_000) : [];
  stream.close();
  served['events'] = replayed.map((event) => ({
    event: event.event,
    data: JSON.parse(event.data),
  }));
  return withoutIdentities(served);
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

function withoutIdentities(value: unknown): unknown {
  const names = new Map<string, string>();
  const name = (text: string) =>
    text.replace(UUID, (id) => {
      if (!names.has(id)) names.set(id, `id#${names.size + 1}`);
      return names.get(id) as string;
    });
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return name(item);
    if (Array.isArray(item)) return item.map(walk);
    if (typeof item === 'object' && item !== null)
      return Object.fromEntries(
        Object.entries(item)
          .filter(([key]) => key !== 'refereeCode')
          .map(([key, child]) => [name(key), walk(child)]),
      );
    return item;
  };
  return walk(value);
}

describe('an archive refused', () => {
  let api: ApiUnderTest;
  let file: Record<string, unknown>;
  let tournaments: number;

  beforeAll(async () => {
    api = await startApiUnderTest(CLUB);
    const id = await playTournament(api);
    file = await api.call('GET', `/api/tournaments/${id}/archive`);
    tournaments = (await api.call<unknown[]>('GET', '/api/tournaments')).length;
  }, 120_000);

  afterAll(async () => {
    await api?.close();
  });

  /** The file with the value at `path` (dotted) replaced, or removed when undefined. */
  const spoiled = (path: string, value: unknown) => {
    const copy = structuredClone(file);
    const keys = path.split('.');
    const last = keys.pop() as string;
    const parent = keys.reduce<Record<string, unknown>>(
      (node, key) => node[key] as Record<string, unknown>,
      copy,
    );
    if (value === undefined) delete parent[last];
    else
      parent[last] =
        typeof value === 'function' ? (value as (file: unknown) => unknown)(copy) : value;
    return copy;
  };
  /** The value at `path` of a file. */
  const at = (path: string) => (copy: unknown) =>
    path.split('.').reduce((node, key) => (node as Record<string, unknown>)[key], copy);

  it.each([
    ['an unknown format', 'format', 'marque-season', 'format', 'NOT_ONE_OF'],
    ['no version', 'version', undefined, 'version', 'NOT_AN_INTEGER'],
    ['a team name of the wrong type', 'teams.1.name', 42, 'teams.1.name', 'NOT_A_STRING'],
    ['a name too long', 'tournament.name', 'x'.repeat(121), 'tournament.name', 'TOO_LONG'],
    ['an unknown column', 'rounds.0.secret', 1, 'rounds.0.secret', 'UNKNOWN_FIELD'],
    [
      'a team not in the file',
      'tables.0.teamAId',
      NOWHERE,
      'tables.0.teamAId',
      'UNKNOWN_REFERENCE',
    ],
    [
      'a deal of a team for a table',
      'deals.2.tableId',
      at('teams.0.id'),
      'deals.2.tableId',
      'UNKNOWN_REFERENCE',
    ],
    ['two rounds of one number', 'rounds.1.number', 1, 'rounds.1.number', 'DUPLICATE_ITEMS'],
    ['two deals of one number', 'deals.1.number', 1, 'deals.1.number', 'DUPLICATE_ITEMS'],
    ['one id twice', 'teams.2.id', at('teams.0.id'), 'teams.2.id', 'DUPLICATE_ITEMS'],
    [
      'two teams of one name',
      'teams.1.name',
      at('teams.0.name'),
      'teams.1.name',
      'DUPLICATE_ITEMS',
    ],
    ['a dealer at seat 7', 'deals.0.dealer', 7, 'deals.0.dealer', 'TOO_LARGE'],
    [
      'a seat of a person not in the file',
      'teams.0.player1Id',
      NOWHERE,
      'teams.0.player1Id',
      'UNKNOWN_REFERENCE',
    ],
    [
      'one person at two seats',
      'teams.1.player2Id',
      at('teams.0.player1Id'),
      'teams.1.player2Id',
      'PERSON_ALREADY_IN_TOURNAMENT',
    ],
    ['a licence with spaces', 'people.0.licence', 'ffb 9', 'people.0.licence', 'INVALID_FORMAT'],
    [
      'two people of one licence',
      'people.0.licence',
      'FFB123',
      expect.stringMatching(/^people\.\d+\.licence$/),
      'DUPLICATE_ITEMS',
    ],
    [
      'a deal its game cannot read',
      'deals.0.facts',
      { contract: 'all' },
      'deals.0.facts.contract',
      expect.any(String),
    ],
    ['an unknown game', 'tournament.ruleset', 'poker', 'tournament.ruleset', 'UNKNOWN_RULESET'],
    ['a target of 5 points', 'tournament.target', 5, 'tournament.target', 'TARGET_OUT_OF_RANGE'],
    [
      'a game without end',
      'tournament.dealsPerGame',
      null,
      'tournament.target',
      'GAME_WITHOUT_END',
    ],
    ['a bad time', 'events.0.createdAt', 'yesterday', 'events.0.createdAt', 'NOT_A_DATE'],
    ['teams as an object', 'teams', {}, 'teams', 'NOT_A_LIST'],
    ['5,001 teams', 'teams', Array.from({ length: 5001 }, () => null), 'teams', 'TOO_MANY_ITEMS'],
  ])(
    'refuses %s: 400 ARCHIVE_INVALID naming the field, nothing written',
    async (_what, path, value, field, code) => {
      const response = await api.http.request('POST', '/api/tournaments/import', {
        headers: api.organiser,
        body: spoiled(path, value),
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'ARCHIVE_INVALID',
        params: { field },
        details: [{ field, code }],
      });
      expect(await api.call<unknown[]>('GET', '/api/tournaments')).toHaveLength(tournaments);
    },
  );

  it('refuses a newer version: 422 ARCHIVE_TOO_NEW', async () => {
    const response = await api.http.request('POST', '/api/tournaments/import', {
      headers: api.organiser,
      body: spoiled('version', 2),
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      code: 'ARCHIVE_TOO_NEW',
      params: { version: 2, supported: 1 },
    });
  });

  it('refuses a file over 20 MB (413), and an import without a login (401)', async () => {
    const huge = spoiled('padding', 'x'.repeat(21 * 1024 * 1024));
    const tooLarge = await api.http.request('POST', '/api/tournaments/import', {
      headers: api.organiser,
      body: huge,
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: 'BODY_TOO_LARGE' });
    const anonymous = await api.http.request('POST', '/api/tournaments/import', { body: file });
    expect(anonymous.status).toBe(401);
  });

  it('takes a file of a few megabytes: the body limit of other requests is not its', async () => {
    const big = structuredClone(file);
    const audit = big['audit'] as Array<Record<string, unknown>>;
    const entry = audit[0] as Record<string, unknown>;
    for (let index = 0; index < 8_000; index += 1)
      audit.push({ ...entry, id: crypto.randomUUID(), after: { note: 'n'.repeat(200) } });
    expect(JSON.stringify(big).length).toBeGreaterThan(2 * 1024 * 1024);
    const imported = await api.http.request('POST', '/api/tournaments/import', {
      headers: api.organiser,
      body: big,
    });
    expect(imported.status).toBe(201);
  });
});
