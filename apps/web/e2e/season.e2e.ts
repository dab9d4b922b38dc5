import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type {
  OrganiserView,
  PersonRatings,
  PersonView,
  RegisteredTeam,
  StartedRound,
} from '@marque/contracts';
import { api, signInBrowser } from './api';
import { assert, assertEqual, frenchNumber, need, screenshotsDir } from './harness';
import { organiserToken } from './phone-tables';
import { noSeriousViolation } from './players.e2e';
import type { E2EState } from './state';

// Issue 26, item 2 and 3: a season of three small tournaments, its rule typed in the console,
// whose public ranking is the one libs/seasons' README computes by hand (the table 10, 7, 5,
// then 3; 1 point for taking part; the best 2 of 3; clubs on their 2 best members): spring and
// summer count first, autumn's last round then finishes and the page shows the new ranking
// without a reload. Then a player's page with her rating. The tournaments are played through
// the API (four teams, a round robin of one-deal games whose better placed team always wins).

const CLUBS: Record<string, string> = {
  Ana: 'rouge',
  Bruno: 'rouge',
  Chloé: 'rouge',
  Denis: 'bleu',
  Emma: 'bleu',
  Fabien: 'vert',
  Gaël: 'vert',
  Hugo: 'vert',
};

/** Each tournament's teams by final place (the README's table). */
const SEASON: Array<[string, string, Array<[string, string]>]> = [
  [
    'Printemps',
    '2026-04-11',
    [
      ['Ana', 'Bruno'],
      ['Chloé', 'Denis'],
      ['Emma', 'Fabien'],
      ['Gaël', 'Hugo'],
    ],
  ],
  [
    'Été',
    '2026-07-04',
    [
      ['Chloé', 'Denis'],
      ['Gaël', 'Hugo'],
      ['Ana', 'Bruno'],
      ['Emma', 'Fabien'],
    ],
  ],
  [
    'Automne',
    '2026-10-10',
    [
      ['Ana', 'Emma'],
      ['Gaël', 'Hugo'],
      ['Chloé', 'Denis'],
      ['Bruno', 'Fabien'],
    ],
  ],
];

/**
 * The README's players by hand, each result's points = the place's (10, 7, 5, 3) + 1:
 * Ana 11 + 11 (6 dropped), Chloé and Denis 8 + 11 (6 dropped), Bruno 11 + 6 (4), Emma 6 + 11 (4),
 * Gaël and Hugo 8 + 8 (4), Fabien 6 + 4 (the later 4 dropped).
 */
const PLAYERS_BY_HAND = [
  '1 Ana Saison 22',
  '2–3 Chloé Saison 19',
  '2–3 Denis Saison 19',
  '4 Bruno Saison 17',
  '5 Emma Saison 17',
  '6–7 Gaël Saison 16',
  '6–7 Hugo Saison 16',
  '8 Fabien Saison 10',
];
/** Clubs: rouge 22 + 17 (17), bleu 15 + 17 (14), vert 16 + 16 (10); bleu's best place 1 beats vert's 2. */
const CLUBS_BY_HAND = ['1 rouge 39', '2 bleu 32', '3 vert 32'];

/** The ranking's rows as « rank name points ». */
async function shownRows(page: Page): Promise<string[]> {
  const rows = page.getByTestId('season-row');
  const texts: string[] = [];
  for (const row of await rows.all()) {
    const cells = await row.locator('td, th').allTextContents();
    texts.push(`${cells[0]} ${cells[1]} ${cells[2]}`);
  }
  return texts;
}

async function waitForRows(page: Page, expected: string[], what: string): Promise<void> {
  try {
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="season-row"]').length === count,
      expected.length,
      { timeout: 25_000 },
    );
  } catch {
    // The assertion below says what is shown instead.
  }
  assertEqual((await shownRows(page)).join(' | '), expected.join(' | '), what);
}

/** The organiser's club: the first of theirs, or the one their first tournament makes. */
export async function organiserClub(
  call: <T>(path: string, method?: string, body?: unknown, expected?: number) => Promise<T>,
): Promise<{ id: string; name: string }> {
  let clubs = (await call<OrganiserView>('/auth/me')).clubs;
  if (clubs.length === 0) {
    await call('/tournaments', 'POST', { name: 'Club', rounds: 1, pairing: 'swiss' }, 201);
    clubs = (await call<OrganiserView>('/auth/me')).clubs;
  }
  return need(clubs[0], 'a club');
}

export async function seasonScenario(state: E2EState): Promise<void> {
  const token = await organiserToken(state);
  const call = async <T>(path: string, method = 'GET', body?: unknown, expected = 200) => {
    const answer = await api<T>(state, path, { method, token, body });
    assertEqual(answer.status, expected, `${method} ${path}: ${answer.text.slice(0, 200)}`);
    return answer.data;
  };
  const clubId = (await organiserClub(call)).id;
  const people = new Map<string, string>();
  for (const [firstName, club] of Object.entries(CLUBS))
    people.set(
      firstName,
      (await call<PersonView>('/people', 'POST', { firstName, lastName: 'Saison', club }, 201)).id,
    );

  const tournaments: string[] = [];
  const places = new Map<string, number>();
  const playRound = async (id: string) => {
    const round = await call<StartedRound>(`/tournaments/${id}/rounds`, 'POST', undefined, 201);
    for (const table of round.tables) {
      const aWins = (places.get(table.teamA.id) ?? 0) < (places.get(table.teamB.id) ?? 0);
      const deal = await api(state, `/tables/${table.id}/deals`, {
        method: 'POST',
        refereeCode: table.refereeCode,
        body: {
          dealer: table.firstDealer,
          contract: { value: 80, suit: 'hearts', declarer: aWins ? 0 : 1 },
          cardPoints: aWins ? { A: 82, B: 80 } : { A: 80, B: 82 },
        },
      });
      assertEqual(deal.status, 201, `the deal of table ${table.number}`);
    }
  };
  for (const [name, date, teams] of SEASON) {
    const { id } = await call<{ id: string }>(
      '/tournaments',
      'POST',
      {
        name,
        date,
        clubId,
        rounds: 3,
        pairing: 'round-robin',
        ruleset: 'belote-coinchee',
        dealsPerGame: 1,
      },
      201,
    );
    for (const [index, [first, second]] of teams.entries()) {
      const team = await call<RegisteredTeam>(
        `/tournaments/${id}/teams`,
        'POST',
        {
          name: `${first} et ${second}`,
          people: [{ id: people.get(first) }, { id: people.get(second) }],
        },
        201,
      );
      places.set(team.id, index);
    }
    // Autumn plays two of its three rounds for now.
    for (let round = 0; round < (name === 'Automne' ? 2 : 3); round += 1) await playRound(id);
    tournaments.push(id);
  }

  const desk = await state.browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1280, height: 900 },
  });
  await signInBrowser(desk, state);
  try {
    // The console: the season and its rule typed as the README says, then its tournaments.
    const page = await desk.newPage();
    await page.goto(`${state.webUrl}/fr/organiser/seasons`);
    await page.getByLabel('Nom du challenge').fill('Challenge des Dranses');
    await page.getByLabel('Saison', { exact: true }).fill('2026-2027');
    const club = page.locator('#season-club');
    if (await club.count()) await club.selectOption(clubId);
    await page.getByLabel('Points par place (du 1ᵉʳ au dernier de la table)').fill('10, 7, 5');
    await page.getByLabel('Points au-delà de la table').fill('3');
    await page.getByLabel('Points de participation').fill('1');
    await page.getByLabel('Meilleurs résultats gardés (vide : tous)').fill('2');
    await page.getByLabel('Membres comptés par club (vide : tous)').fill('2');
    await page.getByRole('button', { name: 'Créer la saison' }).click();
    const card = page.getByTestId('season-card').filter({ hasText: 'Challenge des Dranses' });
    await card.waitFor();
    for (const [name] of SEASON) {
      await card.getByLabel('Tournoi du club à ajouter').selectOption({ label: name });
      await card.getByRole('button', { name: 'Ajouter' }).click();
      await card.locator('li', { hasText: name }).waitFor();
    }
    await card.locator('li', { hasText: 'Automne' }).getByText('pas terminé').waitFor();
    await page.screenshot({ path: join(screenshotsDir, 'season-console.png'), fullPage: true });
    const href = need(
      await card.getByRole('link', { name: 'Page publique' }).getAttribute('href'),
      'the public page',
    );
    const seriesId = need(/\/series\/([\w-]+)/.exec(href)?.[1], 'the series id');

    // The public page: spring and summer count; autumn's last round ends and the page follows.
    await page.goto(`${state.webUrl}${href}`);
    await page.getByRole('heading', { name: 'Challenge des Dranses — saison 2026-2027' }).waitFor();
    await page.getByText('2 tournois terminés sur 3 comptent.').waitFor();
    assertEqual(
      (await shownRows(page))[0],
      '1–2 Chloé Saison 19',
      'spring and summer: Chloé and Denis lead',
    );
    await playRound(need(tournaments[2], 'autumn'));
    await page.getByText('3 tournois terminés sur 3 comptent.').waitFor({ timeout: 25_000 });
    await waitForRows(page, PLAYERS_BY_HAND, 'the players, as the README computes them');
    const fabien = (await page.getByTestId('season-row').last().textContent()) ?? '';
    assert(fabien.includes('[Automne 4ᵉ · 4 pts]'), `Fabien's later 4th place dropped: ${fabien}`);
    await noSeriousViolation(page, 'a season’s page');
    await page.screenshot({ path: join(screenshotsDir, 'season-ranking.png'), fullPage: true });
    await page.getByRole('link', { name: 'Clubs' }).click();
    await waitForRows(page, CLUBS_BY_HAND, 'the clubs, as the README computes them');
    const csv = await api(state, `/series/${seriesId}/ranking.csv?by=club&lang=fr`);
    assert(
      csv.text.split('\n')[1]?.startsWith('1;rouge;39;3;1;'),
      `the CSV's first club: ${csv.text}`,
    );

    // The projector, in English, and a player's page with her rating.
    await page.goto(`${state.webUrl}/en/series/${seriesId}/projector?by=team`);
    await page.getByTestId('season-projector').getByText('Chloé Saison – Denis Saison').waitFor();
    await page.screenshot({ path: join(screenshotsDir, 'season-projector.png') });
    const ana = need(people.get('Ana'), 'Ana');
    const ratings = await call<PersonRatings>(`/people/${ana}/ratings`);
    const belote = need(
      ratings.ratings.find((each) => each.ruleset === 'belote-coinchee'),
      'a belote rating',
    );
    assertEqual(belote.games, 9, 'Ana played nine games');
    await page.goto(`${state.webUrl}/fr/people/${ana}`);
    const shown = (await page.getByTestId('person-rating').textContent()) ?? '';
    assert(
      shown.includes(`${frenchNumber(belote.rating)} — 9 parties classées`),
      `her rating: ${shown}`,
    );
    assert(shown.includes('Dernier tournoi, Automne : +'), `autumn's change, three wins: ${shown}`);
    await page.screenshot({ path: join(screenshotsDir, 'person-rating.png') });
  } finally {
    await desk.close();
  }
}
