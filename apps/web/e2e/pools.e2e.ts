import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { BracketsView, RoundState, TournamentView } from '../lib/api-types';
import { violationsOf } from './accessibility.e2e';
import { api } from './api';
import { assert, assertEqual, need, screenshotsDir } from './harness';
import { organiserToken } from './phone-tables';
import { ADMIN } from './servers';
import type { E2EState } from './state';

// Pools then a knockout with a consolation bracket (issue 15): 16 teams of coinche (the 2018
// marque, games of one deal so that a game is one request), 4 pools of 4 drawn club by club,
// the best 2 of each pool in an 8-team bracket, the teams beaten in its first round in a
// consolation. The organiser creates it in the web form and starts each round from the console;
// games are played through the API; the projector shows the bracket as the winners advance.

const CLUBS = ['Sion', 'Sierre', 'Martigny', 'Monthey'];
const TEAMS = Array.from(
  { length: 16 },
  (_, index) =>
    `Doublette ${index + 1}; Joueur ${index + 1}a; Joueur ${index + 1}b; ${CLUBS[index % 4]}`,
).join('\n');

/** A coinched 80 made by the team of `declarer` (seat 0: team A, seat 1: team B). */
const made80 = (declarer: number) => ({
  contract: { value: 80, suit: 'hearts', declarer },
  doubling: 'coinche',
  cardPoints: declarer % 2 === 0 ? { A: 84, B: 73 } : { A: 73, B: 84 },
});

export async function poolsScenario(state: E2EState): Promise<void> {
  const context = await state.browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1280, height: 900 },
  });
  const hall = await state.browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1920, height: 1080 },
  });
  try {
    const organiser = await context.newPage();
    const { id, token } = await createPoolsTournament(state, organiser);
    await organiser.getByLabel(/Une équipe par ligne/).fill(TEAMS);
    await organiser.getByRole('button', { name: 'Inscrire 16 équipes' }).click();
    await nextStepSays(organiser, 'lancez le tour 1, qui tire les poules (16 équipes)');
    // 3 rounds of pools of 4, then quarter-finals, semi-finals, final.
    await organiser.getByTestId('console-game').filter({ hasText: '6 tours' }).waitFor();

    const projector = await hall.newPage();
    for (let number = 1; number <= 6; number += 1) {
      await organiser.getByRole('button', { name: `Lancer le tour ${number}` }).click();
      await organiser.getByText(new RegExp(`^Tour ${number} : 0 tables terminées sur`)).waitFor();
      const { data: round } = await api<RoundState>(state, `/tournaments/${id}/rounds/${number}`, {
        token,
      });
      const tables = round.tables.length;
      if (number === 4) {
        await projector.goto(`${state.webUrl}/fr/tournaments/${id}/projector?seconds=3600`);
        await projector.getByTestId('bracket-main').waitFor();
        await projector
          .getByTestId('bracket-main-game-2-1')
          .filter({ hasText: 'à venir' })
          .waitFor();
      }
      // Team A wins every game but the first table of the quarter-finals, won by team B.
      for (const table of round.tables)
        await play(state, table, number === 4 && table.number === 1 ? 1 : 0);
      await organiser
        .getByText(
          `Tour ${number} : ${tables} ${tables === 1 ? 'table terminée' : 'tables terminées'} sur ${tables}`,
        )
        .waitFor();
      if (number === 3) await nextStepSays(organiser, 'Poules finies : lancez le tour 4');
      if (number === 4) await winnersAdvance(state, projector, id, round);
    }
    await nextStepSays(organiser, 'Finales jouées : les tableaux sont complets.');
    const { data: brackets } = await api<BracketsView>(state, `/tournaments/${id}/bracket`);
    assertEqual(brackets.phase, 'finished', 'both brackets played out');
    const champion = need(brackets.main?.champion, 'a champion');
    await organiser
      .getByTestId('bracket-main-champion')
      .filter({ hasText: champion.name })
      .waitFor();
    await projector
      .getByTestId('bracket-consolation-champion')
      .filter({ hasText: need(brackets.consolation?.champion, 'a consolation winner').name })
      .waitFor();
    await projector
      .getByTestId('bracket-main-champion')
      .filter({ hasText: champion.name })
      .waitFor();
    await projector.screenshot({ path: join(screenshotsDir, 'projector-bracket.png') });
    await noSeriousViolation(projector, 'the projector’s bracket');
    await noSeriousViolation(organiser, 'the console with its brackets');
    if (process.env.E2E_CONSOLE_SHOT)
      await organiser.screenshot({ path: process.env.E2E_CONSOLE_SHOT, fullPage: true });
    await printsBracketsAlone(organiser);
    await poolStandingsShown(state, organiser, id);
    // The champion's players find the brackets on their team's page too.
    await organiser.goto(`${state.webUrl}/fr/tournaments/${id}/teams/${champion.id}`);
    await organiser
      .getByTestId('bracket-main-champion')
      .filter({ hasText: champion.name })
      .waitFor();
  } finally {
    await hall.close();
    await context.close();
  }
}

/** The web form: coinche in games of one deal, pools then a knockout, pools made by club. */
async function createPoolsTournament(
  state: E2EState,
  page: Page,
): Promise<{ id: string; token: string }> {
  await page.goto(`${state.webUrl}/fr/organiser`);
  await page.getByLabel('Adresse e-mail').fill(ADMIN.email);
  await page.getByLabel('Mot de passe').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByLabel('Nom du tournoi').fill('Coupe des quatre poules');
  await page.getByRole('radio', { name: 'après un nombre de donnes (concours)' }).check();
  await page.getByLabel('Donnes par partie').fill('1');
  await page.getByRole('radio', { name: 'Poules puis élimination directe' }).check();
  await page.getByTestId('pools-knockout-fields').waitFor();
  await page.getByRole('radio', { name: 'par tirage, en séparant les clubs' }).check();
  await page.getByRole('radio', { name: 'les battues du premier tour du tableau' }).check();
  await page.getByRole('button', { name: 'Créer le tournoi' }).click();
  await page.waitForURL(/\/fr\/organiser\/[0-9a-f-]{36}$/);
  const id = need(page.url().split('/').pop(), 'tournament id');
  // The page's session is a cookie no script reads: the scenario's API calls sign in their own.
  const token = state.token ?? (await organiserToken(state));
  const { data: created } = await api<TournamentView>(state, `/tournaments/${id}`);
  assertEqual(created.pairing, 'pools-knockout', 'pools then a knockout');
  assertEqual(created.poolsKnockout?.poolSeeding, 'clubs', 'pools made by club');
  assertEqual(created.dealsPerGame, 1, 'games of one deal');
  return { id, token };
}

async function nextStepSays(page: Page, text: string): Promise<void> {
  await page.getByTestId('next-step').filter({ hasText: text }).waitFor();
}

/** A game of one deal, as the table's referee, won by the team of `declarer`. */
export async function play(state: E2EState, table: RoundState['tables'][number], declarer: number) {
  const response = await api(state, `/tables/${table.id}/deals`, {
    method: 'POST',
    refereeCode: need(table.refereeCode, 'referee code'),
    body: { dealer: table.firstDealer, ...made80(declarer) },
  });
  assertEqual(response.status, 201, `table ${table.number}: ${response.text}`);
}

/** The quarter-finals over, the projector's bracket moves their winners to the semi-finals. */
async function winnersAdvance(
  state: E2EState,
  projector: Page,
  id: string,
  quarters: RoundState,
): Promise<void> {
  const first = need(quarters.tables[0], 'quarter-final 1');
  const { data: brackets } = await api<BracketsView>(state, `/tournaments/${id}/bracket`);
  assertEqual(
    brackets.main?.rounds[1]?.[0]?.teamA?.id,
    first.teamB.id,
    'the winner of quarter-final 1 (team B) plays the first semi-final',
  );
  await projector
    .getByTestId('bracket-main-game-2-1')
    .filter({ hasText: first.teamB.name })
    .waitFor();
  await projector
    .getByTestId('bracket-consolation-game-1-1')
    .filter({ hasText: first.teamA.name })
    .waitFor();
}

/** Printing the brackets from the console prints them alone, not the console around them. */
async function printsBracketsAlone(page: Page): Promise<void> {
  await page.evaluate(() => document.body.classList.add('printing-brackets'));
  await page.emulateMedia({ media: 'print' });
  assert(await page.getByTestId('bracket-consolation').isVisible(), 'the brackets are printed');
  assert(!(await page.getByTestId('next-step').isVisible()), 'the console is not');
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => document.body.classList.remove('printing-brackets'));
}

/** No serious or critical WCAG A/AA violation on the page (axe-core). */
async function noSeriousViolation(page: Page, what: string): Promise<void> {
  const serious = (await violationsOf(page)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  assertEqual(
    serious
      .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)
      .join('; '),
    '',
    `${what}: no serious WCAG violation`,
  );
}

/** The public standings: one table a pool, four teams in each. */
async function poolStandingsShown(state: E2EState, page: Page, id: string): Promise<void> {
  await page.goto(`${state.webUrl}/fr/tournaments/${id}/standings`);
  for (const pool of ['A', 'B', 'C', 'D'])
    await page.getByRole('table', { name: `Poule ${pool}` }).waitFor();
  assertEqual(await page.getByRole('table', { name: /^Poule / }).count(), 4, 'four pools');
  await page.getByTestId('bracket-main').waitFor();
  await page.screenshot({ path: join(screenshotsDir, 'pools-standings.png'), fullPage: true });
  await noSeriousViolation(page, 'the standings of the pools and the brackets');
}
