import type { PeoplePage } from '@marque/contracts';
import { withClient } from '@marque/database';
import { nameKey, searchText, sortKey } from '@marque/people';
import { startApiUnderTest, type ApiUnderTest } from './api-under-test';

// The registry's search on 20,000 people (issue 25): every answer, found through the API over
// HTTP, well under a second on this machine; the times are printed.

const ADMIN = { email: 'scale@marque.test', password: 'correct horse battery staple' };
const PEOPLE = 20_000;
const FIRST = [
  'Hélène',
  'Jean',
  'Zoé',
  'Noël',
  'Maëlle',
  'François',
  'Anne',
  'Yann',
  'Léa',
  'Marc',
];
const LAST = ['Dupré', 'Martin', 'Lefèvre', 'Quéré', 'Le Bihan', 'Roux', 'Müller', 'O’Neil'];
const CLUBS = ['CC Sion', 'Monthey', 'CC Brest', 'Club du Port', null];

describe('GET /api/people on 20,000 people', () => {
  let api: ApiUnderTest;

  beforeAll(async () => {
    api = await startApiUnderTest(ADMIN);
    const people = Array.from({ length: PEOPLE }, (_, index) => ({
      firstName: FIRST[index % FIRST.length] as string,
      lastName: `${LAST[index % LAST.length]}${Math.floor(index / LAST.length)}`,
      club: CLUBS[index % CLUBS.length] ?? null,
      licence: index % 3 === 0 ? `FFB${100000 + index}` : null,
    }));
    await withClient(api.database.url, (client) =>
      client.query(
        `INSERT INTO people (id, first_name, last_name, club, licence, name_key, search_text, sort_key, updated_at)
         SELECT gen_random_uuid(), * , now() FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])`,
        [
          people.map((person) => person.firstName),
          people.map((person) => person.lastName),
          people.map((person) => person.club),
          people.map((person) => person.licence),
          people.map(nameKey),
          people.map(searchText),
          people.map(sortKey),
        ],
      ),
    );
    await withClient(api.database.url, (client) => client.query('ANALYZE people'));
  });

  afterAll(async () => {
    await api.close();
  });

  it.each([
    ['a common first name', 'q=helene', 2_000],
    ['a first and a last name', `q=${encodeURIComponent('Zoé lefevre')}`, 500],
    ['a rare last name', 'q=quere1234', 1],
    ['a licence', 'q=ffb100300', 1],
    ['a club, on page 50', 'q=brest&offset=980&limit=20', 4_000],
    ['everyone, on the last page', 'offset=19990&limit=20', PEOPLE],
    ['nobody', 'q=zzzz', 0],
  ])('finds %s fast', async (_what, query, atLeast) => {
    const times: number[] = [];
    let page: PeoplePage | undefined;
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      page = await api.call<PeoplePage>('GET', `/api/people?${query}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `GET /api/people?${query}: ${page?.total} found, median ${times[2]?.toFixed(1)} ms, max ${times[4]?.toFixed(1)} ms`,
    );
    expect(page?.total).toBeGreaterThanOrEqual(atLeast);
    expect(times[2]).toBeLessThan(500);
  });
});
