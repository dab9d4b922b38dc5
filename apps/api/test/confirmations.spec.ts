import { startApiUnderTest, type ApiUnderTest } from './api-under-test';
import { connectSse, type SseClient, type SseEvent } from './sse-client';

// Once a game is over, each team signs the final sheet on the referee's phone, or disputes it;
// a correction clears what they said of the old sheet.

const ADMIN = { email: 'signatures@marque.test', password: 'correct horse battery staple' };

interface TableInfo {
  id: string;
  number: number;
  firstDealer: number;
  refereeCode: string;
}

async function nextOfType(client: SseClient, type: string): Promise<SseEvent> {
  for (;;) {
    const event = await client.next();
    if (event.event === type) return event;
  }
}

describe('the sheet signed by both teams', () => {
  let api: ApiUnderTest;
  let tournamentId: string;
  let tables: TableInfo[];

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
    // Games of two deals: over after the second.
    const created = await api.http.request('POST', '/api/tournaments', {
      headers: api.organiser,
      body: { name: 'Concours des signatures', rounds: 2, pairing: 'swiss', dealsPerGame: 2 },
    });
    if (created.status !== 201) throw new Error(`Tournament not created: ${created.text}`);
    tournamentId = (created.body as { id: string }).id;
    for (const name of ['Les As', 'Les Rois', 'Les Dames', 'Les Valets', 'Les Dix', 'Les Neuf']) {
      const team = await api.http.request('POST', `/api/tournaments/${tournamentId}/teams`, {
        headers: api.organiser,
        body: { name, players: [`${name} 1`, `${name} 2`] },
      });
      if (team.status !== 201) throw new Error(`Team not registered: ${team.text}`);
    }
    const round = await api.http.request('POST', `/api/tournaments/${tournamentId}/rounds`, {
      headers: api.organiser,
    });
    if (round.status !== 201) throw new Error(`Round not started: ${round.text}`);
    tables = (round.body as { tables: TableInfo[] }).tables;
  });

  afterAll(async () => {
    await api.close();
  });

  const referee = (table: TableInfo) => ({ 'x-referee-code': table.refereeCode });

  function deal(table: TableInfo, index: number, cardPointsA = 20) {
    return api.http.request('POST', `/api/tables/${table.id}/deals`, {
      headers: referee(table),
      body: {
        dealer: (table.firstDealer + index) % 4,
        contract: { value: 80, suit: 'hearts', declarer: (table.firstDealer + index + 1) % 4 },
        doubling: 'none',
        cardPoints: { A: cardPointsA, B: 157 - cardPointsA },
      },
    });
  }

  function confirm(
    table: TableInfo,
    body: object,
    headers: Record<string, string> = referee(table),
  ) {
    return api.http.request('POST', `/api/tables/${table.id}/confirmations`, { headers, body });
  }

  async function sheet(table: TableInfo) {
    const read = await api.http.request('GET', `/api/tables/${table.id}`);
    return read.body as {
      game: { version: number; finished: boolean };
      confirmations: Array<{ side: string; kind: string; dealNumber: number | null; at: string }>;
    };
  }

  it('refuses a signature before the game is over: 409 GAME_NOT_OVER', async () => {
    const table = tables[0] as TableInfo;
    expect((await deal(table, 0)).status).toBe(201);
    const early = await confirm(table, { side: 'A', kind: 'signed' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'GAME_NOT_OVER' });
    expect((await sheet(table)).confirmations).toEqual([]);
  });

  it('records both teams signing the final sheet, each once, with the time, live', async () => {
    const table = tables[0] as TableInfo;
    const events = await connectSse(`${api.http.baseUrl}/api/tournaments/${tournamentId}/events`);
    expect((await deal(table, 1)).status).toBe(201);
    expect((await sheet(table)).game.finished).toBe(true);

    const signedA = await confirm(table, { side: 'A', kind: 'signed' });
    expect(signedA.status).toBe(201);
    expect(signedA.body).toEqual([
      { side: 'A', kind: 'signed', dealNumber: null, note: null, at: expect.any(String) },
    ]);
    const twice = await confirm(table, { side: 'A', kind: 'signed' });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'SHEET_ALREADY_CONFIRMED' });
    expect((await confirm(table, { side: 'B', kind: 'signed' })).status).toBe(201);

    const { confirmations } = await sheet(table);
    expect(confirmations.map((each) => `${each.side}:${each.kind}`)).toEqual([
      'A:signed',
      'B:signed',
    ]);
    expect(Date.now() - Date.parse(confirmations[0]?.at ?? '')).toBeLessThan(60_000);

    const event = await nextOfType(events, 'table');
    expect(JSON.parse(event.data)).toMatchObject({
      tableId: table.id,
      action: 'signed',
      side: 'A',
    });
    events.close();

    const rounds = await api.http.request('GET', `/api/tournaments/${tournamentId}/rounds/1`);
    const row = (
      rounds.body as { tables: Array<{ id: string; confirmations: unknown[] }> }
    ).tables.find((each) => each.id === table.id);
    expect(row?.confirmations).toHaveLength(2);

    const audit = await api.http.request('GET', `/api/tables/${table.id}/audit`, {
      headers: api.organiser,
    });
    const actions = (audit.body as Array<{ action: string }>).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'sheet.signed')).toHaveLength(2);
  });

  it('refuses the referee code of another table: 403', async () => {
    const [table, other] = tables as [TableInfo, TableInfo];
    const wrong = await confirm(table, { side: 'A', kind: 'signed' }, referee(other));
    expect(wrong.status).toBe(403);
  });

  it('validates the body: a side, a kind, a note of 200 characters at most', async () => {
    const table = tables[0] as TableInfo;
    for (const body of [
      { side: 'C', kind: 'signed' },
      { side: 'A', kind: 'approved' },
      { side: 'A', kind: 'disputed', note: 'x'.repeat(201) },
      { side: 'A', kind: 'disputed', dealNumber: 0 },
    ]) {
      expect((await confirm(table, body)).status).toBe(400);
    }
  });

  it('records a dispute naming a deal, which the organiser resolves', async () => {
    const table = tables[1] as TableInfo;
    expect((await deal(table, 0)).status).toBe(201);
    expect((await deal(table, 1)).status).toBe(201);
    expect((await confirm(table, { side: 'B', kind: 'disputed', dealNumber: 3 })).status).toBe(400);
    const disputed = await confirm(table, {
      side: 'B',
      kind: 'disputed',
      dealNumber: 2,
      note: 'la belote a été oubliée',
    });
    expect(disputed.status).toBe(201);
    expect(disputed.body).toEqual([
      {
        side: 'B',
        kind: 'disputed',
        dealNumber: 2,
        note: 'la belote a été oubliée',
        at: expect.any(String),
      },
    ]);
    const byReferee = await api.http.request('DELETE', `/api/tables/${table.id}/confirmations/B`, {
      headers: referee(table),
    });
    expect(byReferee.status).toBe(401);
    const resolved = await api.http.request('DELETE', `/api/tables/${table.id}/confirmations/B`, {
      headers: api.organiser,
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toEqual([]);
    const again = await api.http.request('DELETE', `/api/tables/${table.id}/confirmations/B`, {
      headers: api.organiser,
    });
    expect(again.status).toBe(404);
    expect((await confirm(table, { side: 'B', kind: 'signed' })).status).toBe(201);
  });

  it('clears both signatures when the last deal is corrected, and audits it', async () => {
    const table = tables[2] as TableInfo;
    expect((await deal(table, 0)).status).toBe(201);
    expect((await deal(table, 1)).status).toBe(201);
    expect((await confirm(table, { side: 'A', kind: 'signed' })).status).toBe(201);
    expect((await confirm(table, { side: 'B', kind: 'signed' })).status).toBe(201);
    const { game } = await sheet(table);
    const corrected = await api.http.request('PUT', `/api/tables/${table.id}/deals/2`, {
      headers: { ...referee(table), 'if-match': String(game.version) },
      body: {
        dealer: (table.firstDealer + 1) % 4,
        contract: { value: 80, suit: 'hearts', declarer: (table.firstDealer + 2) % 4 },
        doubling: 'none',
        cardPoints: { A: 30, B: 127 },
      },
    });
    expect(corrected.status).toBe(200);
    expect((await sheet(table)).confirmations).toEqual([]);
    const audit = await api.http.request('GET', `/api/tables/${table.id}/audit`, {
      headers: api.organiser,
    });
    const cleared = (audit.body as Array<{ action: string }>).find(
      (entry) => entry.action === 'sheet.signatures-cleared',
    );
    expect(cleared).toMatchObject({ dealNumber: 2, before: [{ side: 'A' }, { side: 'B' }] });
  });

  it('says in the deals CSV what each team said of its sheet', async () => {
    const csv = await api.http.request(
      'GET',
      `/api/tournaments/${tournamentId}/export/deals.csv?lang=fr`,
    );
    expect(csv.status).toBe(200);
    const lines = csv.text.split('\n');
    expect(lines[0]).toMatch(/;Feuille A;Feuille B$/);
    const table1 = lines.filter((line) => line.startsWith('1;1;'));
    expect(table1).toHaveLength(2);
    for (const line of table1) expect(line).toMatch(/;signée \d\d:\d\d;signée \d\d:\d\d$/);
    const table2 = lines.filter((line) => line.startsWith('1;2;'));
    expect(table2[0]).toMatch(/;;signée \d\d:\d\d$/);

    const english = await api.http.request(
      'GET',
      `/api/tournaments/${tournamentId}/export/deals.csv?lang=en`,
    );
    expect(english.text.split('\n')[0]).toMatch(/,sheetA,sheetB$/);
  });

  it('names the disputed deal in the CSV: « contestée donne 1 »', async () => {
    const table = tables[2] as TableInfo;
    expect((await confirm(table, { side: 'A', kind: 'disputed', dealNumber: 1 })).status).toBe(201);
    expect((await confirm(table, { side: 'B', kind: 'disputed' })).status).toBe(201);
    const csv = await api.http.request(
      'GET',
      `/api/tournaments/${tournamentId}/export/deals.csv?lang=fr`,
    );
    const rows = csv.text.split('\n').filter((line) => line.startsWith('1;3;'));
    expect(rows[0]).toMatch(/;contestée donne 1;contestée$/);
  });
  it('clears the signatures when the last deal is deleted: the game is open again', async () => {
    const table = tables[1] as TableInfo;
    expect((await sheet(table)).confirmations).toHaveLength(1);
    const { game } = await sheet(table);
    const deleted = await api.http.request('DELETE', `/api/tables/${table.id}/deals/2`, {
      headers: { ...referee(table), 'if-match': String(game.version) },
    });
    expect(deleted.status).toBe(200);
    const after = await sheet(table);
    expect(after.game.finished).toBe(false);
    expect(after.confirmations).toEqual([]);
    const early = await confirm(table, { side: 'B', kind: 'signed' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'GAME_NOT_OVER' });
  });
});
