import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { RoundState, Standing, TournamentView } from '../lib/api-types';
import { api } from './api';
import { assert, assertEqual, need, screenshotsDir } from './harness';
import { PHONE, passOut } from './referee.e2e';
import { organiserToken } from './phone-tables';
import { ADMIN } from './servers';
import type { E2EState } from './state';

// The classic French concours (issue 15): 10 doublettes, 4 rounds of games of 12 deals
// ("parties en 12 donnes") of belote coinchée, ranked on the points marked. The organiser
// creates it in the web form; one game is played from a phone, the others through the API.

const TEAMS = [
  'Les Cadets; Ana Pons; Bea Roig',
  'Les Anciens; Carles Puig; Dolors Mas',
  'La Belote; Enric Vidal; Fina Soler',
  'Le Capot; Gil Ferrer; Helena Costa',
  'Les Coincheurs; Isaac Font; Julia Prat',
  'Atout Cœur; Kilian Sala; Laia Riba',
  'Dix de Der; Marc Serra; Nuria Vila',
  'Rebelote; Oriol Camps; Pilar Bosch',
  'Les Matous; Quim Pujol; Rosa Mir',
  'Pique et Pique; Sergi Roca; Teresa Gil',
].join('\n');

/** Belote coinchée: a made 80 (80), a made 160 (160), a capot (250); seats 0 and 2 are team A. */
const made = (value: number, declarer: number) => ({
  contract: { value, suit: 'hearts', declarer },
  cardPoints:
    declarer % 2 === 0 ? { A: value + 2, B: 160 - value } : { A: 160 - value, B: value + 2 },
});
const capot = (declarer: number) => ({
  contract: { value: 'capot', suit: 'clubs', declarer },
  allTricks: { team: declarer % 2 === 0 ? 'A' : 'B' },
  cardPoints: declarer % 2 === 0 ? { A: 162, B: 0 } : { A: 0, B: 162 },
});
const PASSED = { passedOut: true };

/**
 * A game's 12 deals by table: odd tables a big game that team B wins 480–250 (its loser still
 * marks 250), even tables a small one that team A wins 80–0. A loser of a big game outscores a
 * winner of a small one: the points ranking and the wins ranking differ.
 */
function twelveDeals(tableNumber: number): object[] {
  const deals =
    tableNumber % 2 === 1 ? [capot(0), made(160, 1), made(160, 3), made(160, 1)] : [made(80, 0)];
  return [...deals, ...Array(12 - deals.length).fill(PASSED)];
}

export async function concoursScenario(state: E2EState): Promise<void> {
  const context = await state.browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1280, height: 900 },
  });
  const phone = await state.browser.newContext(PHONE);
  phone.setDefaultTimeout(10_000);
  try {
    const organiser = await context.newPage();
    const { id, token } = await createConcours(state, organiser);
    await organiser.getByLabel(/Une équipe par ligne/).fill(TEAMS);
    await organiser.getByRole('button', { name: 'Inscrire 10 équipes' }).click();
    await nextStepSays(organiser, 'Prochaine étape : lancez le tour 1 (10 équipes).');

    const projector = await context.newPage();
    for (let number = 1; number <= 4; number += 1) {
      await organiser.getByRole('button', { name: `Lancer le tour ${number}` }).click();
      await organiser.getByText(`Tour ${number} : 0 tables terminées sur 5`).waitFor();
      const { data: round } = await api<RoundState>(state, `/tournaments/${id}/rounds/${number}`, {
        token,
      });
      const [first, ...others] = round.tables;
      if (number === 1) {
        await projector.goto(`${state.webUrl}/fr/tournaments/${id}/projector?seconds=3600`);
        await projector
          .getByTestId('projector-deals-1')
          .filter({ hasText: 'Donne 1 / 12' })
          .waitFor();
        await playOnPhone(
          state,
          await phone.newPage(),
          need(first?.refereeCode, 'code'),
          projector,
        );
      } else {
        await playThroughApi(state, need(first, 'table 1'));
      }
      for (const table of others) await playThroughApi(state, table);
      await organiser.getByTestId('live-table-1').filter({ hasText: '12 / 12' }).waitFor();
    }
    await nextStepSays(organiser, 'Les 4 tours sont joués : le classement est définitif.');
    await standingsRankOnPoints(state, organiser, id);
    await projector.goto(`${state.webUrl}/fr/tournaments/${id}/projector?seconds=1`);
    await projector
      .getByTestId('projector-rules')
      .filter({ hasText: 'Classement aux points cumulés sur toutes les parties.' })
      .waitFor();
  } finally {
    await phone.close();
    await context.close();
  }
}

/** The web form: belote coinchée, games of 12 deals (the default), ranked on points, half-game byes. */
async function createConcours(state: E2EState, page: Page): Promise<{ id: string; token: string }> {
  await page.goto(`${state.webUrl}/fr/organiser`);
  await page.getByLabel('Adresse e-mail').fill(ADMIN.email);
  await page.getByLabel('Mot de passe').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByLabel('Nom du tournoi').fill('Concours de la Saint-Jean');
  await page.getByRole('radio', { name: 'Belote coinchée', exact: true }).check();
  await page.getByRole('radio', { name: 'après un nombre de donnes (concours)' }).check();
  assertEqual(await page.getByLabel('Donnes par partie').inputValue(), '12', 'a concours game');
  assert(
    await page.getByRole('radio', { name: 'aux points cumulés (concours)' }).isChecked(),
    'a concours ranks on points unless said',
  );
  await page.getByRole('radio', { name: 'la moitié des points d’une partie' }).check();
  await page.getByLabel('Nombre de tours').fill('4');
  await page.getByRole('button', { name: 'Créer le tournoi' }).click();
  await page.waitForURL(/\/fr\/organiser\/[0-9a-f-]{36}$/);
  const id = need(page.url().split('/').pop(), 'tournament id');
  // The page's session is a cookie no script reads: the scenario's API calls sign in their own.
  const token = state.token ?? (await organiserToken(state));
  const { data: created } = await api<TournamentView>(state, `/tournaments/${id}`);
  assertEqual(created.dealsPerGame, 12, 'games of 12 deals');
  assertEqual(created.target, null, 'no target');
  assertEqual(created.ranking, 'points', 'ranked on points');
  assertEqual(created.byeRule?.rule, 'half-game', 'a bye scores half a game');
  assertEqual(created.byePoints, 972, 'half of 12 × 162');
  await page
    .getByTestId('console-game')
    .filter({
      hasText:
        'Belote coinchée · 4 tours, parties en 12 donnes · Système suisse · classement aux points',
    })
    .waitFor();
  await nextStepSays(page, 'Prochaine étape : inscrivez au moins deux équipes.');
  return { id, token };
}

async function nextStepSays(page: Page, text: string): Promise<void> {
  await page.getByTestId('next-step').filter({ hasText: text }).waitFor();
}

/**
 * The referee plays table 1's 12 deals: the header says which of the 12 is in play before each,
 * the projector follows, and after the 12th the game is over whatever the totals.
 */
async function playOnPhone(state: E2EState, page: Page, code: string, projector: Page) {
  await page.goto(`${state.webUrl}/fr/table/${code}`);
  await page
    .getByTestId('table-game')
    .filter({ hasText: 'Belote coinchée · partie en 12 donnes' })
    .waitFor();
  const teamA = ((await page.locator('.team-A h2').textContent()) ?? '').trim();
  for (let number = 1; number <= 12; number += 1) {
    await page
      .getByTestId('deal-progress')
      .filter({ hasText: `Donne ${number} / 12` })
      .waitFor();
    if (number <= 3) {
      // Team A's 80 ♥, three times: 240 – 0.
      await page.getByRole('button', { name: 'Contrat', exact: true }).click();
      await group(page, 'Contrat').getByRole('button', { name: '80', exact: true }).click();
      await group(page, 'Atout').getByRole('button', { name: 'Cœur' }).click();
      await group(page, 'Preneur').getByRole('button').nth(0).click();
      await page.getByLabel(`Points de l’équipe ${teamA}`, { exact: true }).fill('82');
      await page.getByRole('button', { name: 'Enregistrer la donne' }).click();
    } else {
      await passOut(page);
    }
    await page.getByTestId(`deal-${number}`).waitFor();
    if (number === 6) {
      await projector
        .getByTestId('projector-deals-1')
        .filter({ hasText: 'Donne 7 / 12' })
        .waitFor();
      await page.screenshot({ path: join(screenshotsDir, 'concours-phone.png'), fullPage: true });
    }
  }
  await page
    .getByTestId('winner')
    .filter({ hasText: `${teamA} a gagné la partie.` })
    .waitFor();
  assertEqual(await page.getByTestId('deal-progress').count(), 0, 'no deal in play after the 12th');
  assertEqual(
    await page.getByRole('button', { name: 'Enregistrer la donne' }).count(),
    0,
    'no 13th deal to enter',
  );
  await page.close();
}

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** A table's 12 deals, as its referee, through the API. */
async function playThroughApi(state: E2EState, table: RoundState['tables'][number]) {
  for (const [index, facts] of twelveDeals(table.number).entries()) {
    const response = await api(state, `/tables/${table.id}/deals`, {
      method: 'POST',
      refereeCode: need(table.refereeCode, 'referee code'),
      body: { dealer: (table.firstDealer + index) % 4, ...facts },
    });
    assertEqual(response.status, 201, `table ${table.number}, deal ${index + 1}: ${response.text}`);
  }
}

/**
 * The public standings say they rank on points and what a bye scores, list the teams as the
 * server ranks them, the points column in decreasing order; games won are not.
 */
async function standingsRankOnPoints(state: E2EState, page: Page, id: string) {
  await page.goto(`${state.webUrl}/fr/tournaments/${id}/standings`);
  await page
    .locator('.standings-order')
    .filter({ hasText: 'Classement ; ordre : Points, Victoires, Différence de points, Buchholz' })
    .waitFor();
  await page
    .getByTestId('standings-rules')
    .filter({
      hasText:
        'Classement aux points cumulés sur toutes les parties. Un bye (équipe exempte) compte une victoire et la moitié des points d’une partie : 972 points.',
    })
    .waitFor();
  const table = page.getByTestId('standings');
  await table.locator('tbody tr').nth(9).waitFor();
  const headers = await table.locator('thead th').allTextContents();
  assertEqual(headers.slice(4, 6).join(' '), 'Points Victoires', 'points first, then wins');
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
    );
  const { data: standings } = await api<Standing[]>(state, `/tournaments/${id}/standings`);
  assertEqual(
    rows.map((row) => row[1]).join(),
    standings.map((row) => row.team.name).join(),
    'the teams in the server’s order',
  );
  // As a French screen writes them: `1 234` (a narrow no-break space), `0,5`.
  const number = (text: string | undefined) =>
    Number((text ?? '').replace(/[\s\u202f\u00a0]/g, '').replace(',', '.'));
  const points = rows.map((row) => number(row[4]));
  const wins = rows.map((row) => number(row[5]));
  assert(
    points.every((value, index) => index === 0 || value <= (points[index - 1] as number)),
    `the points decrease down the table (${points.join(', ')})`,
  );
  assert(
    wins.some((value, index) => index > 0 && value > (wins[index - 1] as number)),
    `a team with more games won stands below one with more points (${wins.join(', ')})`,
  );
  await page.screenshot({ path: join(screenshotsDir, 'concours-standings.png'), fullPage: true });
}
