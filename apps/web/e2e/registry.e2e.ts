import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { StartedRound } from '@marque/contracts';
import type { PersonHistory, RegisteredTeam, TeamView } from '../lib/api-types';
import { api, signInBrowser } from './api';
import { assert, assertEqual, need, screenshotsDir } from './harness';
import { organiserToken } from './phone-tables';
import { noSeriousViolation } from './players.e2e';
import { PHONE } from './referee.e2e';
import type { E2EState } from './state';

// Issue 25, the player registry: the organiser registers a team by picking a player the
// registry knows, with the keyboard; that player then finds both tournaments on one page.

/** A tournament of one-deal belote games, its teams registered; its id and teams. */
async function tournament(
  state: E2EState,
  token: string,
  name: string,
  date: string,
  teams: object[],
): Promise<{ id: string; teams: RegisteredTeam[] }> {
  const created = await api<{ id: string }>(state, '/tournaments', {
    method: 'POST',
    token,
    body: { name, date, rounds: 1, pairing: 'swiss', ruleset: 'belote-coinchee', dealsPerGame: 1 },
  });
  assertEqual(created.status, 201, `${name} created`);
  const registered: RegisteredTeam[] = [];
  for (const team of teams) {
    const answer = await api<RegisteredTeam>(state, `/tournaments/${created.data.id}/teams`, {
      method: 'POST',
      token,
      body: team,
    });
    assertEqual(answer.status, 201, 'a team registered');
    registered.push(answer.data);
  }
  return { id: created.data.id, teams: registered };
}

/** Starts the round and plays its one game: side A makes 80 (82 to 80), a game of one deal. */
async function playRound(state: E2EState, token: string, id: string): Promise<void> {
  const round = await api<StartedRound>(state, `/tournaments/${id}/rounds`, {
    method: 'POST',
    token,
  });
  assertEqual(round.status, 201, 'the round started');
  for (const table of round.data.tables) {
    const deal = await api(state, `/tables/${table.id}/deals`, {
      method: 'POST',
      refereeCode: table.refereeCode,
      body: {
        dealer: table.firstDealer,
        contract: { value: 80, suit: 'hearts', declarer: 0 },
        cardPoints: { A: 82, B: 80 },
      },
    });
    assertEqual(deal.status, 201, `the deal of table ${table.number}`);
  }
}

/** Types into the seat picker and picks the option named `option` with the arrow keys. */
async function pickWithKeyboard(page: Page, seat: string, typed: string, option: RegExp) {
  const input = page.locator(`#${seat}`);
  await input.click();
  await input.pressSequentially(typed, { delay: 20 });
  const options = page.locator(`#${seat}-people [role="option"]`);
  await options.filter({ hasText: option }).first().waitFor();
  const names = await options.allTextContents();
  const at = names.findIndex((name) => option.test(name));
  assert(at >= 0, `« ${option.source} » among ${names.join(' / ')}`);
  for (let step = 0; step <= at; step += 1) await input.press('ArrowDown');
  await input.press('Enter');
}

export async function registryScenario(state: E2EState): Promise<void> {
  const token = await organiserToken(state);
  const spring = await tournament(state, token, 'Printemps du registre', '2026-04-11', [
    { name: 'Les Goélands', players: ['Maëlle Quéré', 'Yann Le Bihan'], club: 'CC Brest' },
    { name: 'Les Cormorans', players: ['Erwan Tanguy', 'Nolwenn Guéguen'], club: 'CC Brest' },
  ]);
  await playRound(state, token, spring.id);
  const maelle = need(spring.teams[0]?.playerIds[0], 'Maëlle in the registry');
  const autumn = await tournament(state, token, 'Automne du registre', '2026-10-17', [
    { name: 'Les Sternes', players: ['Gaël Riou', 'Soizic Morvan'], club: 'CC Brest' },
  ]);

  // The organiser's console: Maëlle found by « quere », a new partner made from a typed name.
  const desk = await state.browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1280, height: 900 },
  });
  await signInBrowser(desk, state);
  try {
    const form = await desk.newPage();
    await form.goto(`${state.webUrl}/fr/organiser/${autumn.id}`);
    await form.locator('#add-name').fill('Les Fous de Bassan');
    await pickWithKeyboard(form, 'add-player1', 'quere', /Maëlle Quéré · CC Brest/);
    await form.getByTestId('add-player1-picked').waitFor();
    await pickWithKeyboard(form, 'add-player2', 'Tifenn Kervella', /Nouveau joueur/);
    assertEqual(await form.getByLabel('Prénom').inputValue(), 'Tifenn', 'the first name');
    assertEqual(
      await form.getByLabel('Nom', { exact: true }).inputValue(),
      'Kervella',
      'the last name',
    );
    await form.locator('#add-club').fill('CC Brest');
    await form.screenshot({ path: join(screenshotsDir, 'registry-picker.png') });
    await noSeriousViolation(form, 'the registration form with a player picked');
    await form.getByRole('button', { name: 'Inscrire', exact: true }).click();
    await form.getByRole('link', { name: 'Tifenn Kervella' }).waitFor();

    // The registry page: Tifenn's licence added; a wrong one is refused in French.
    await form.goto(`${state.webUrl}/fr/organiser/people`);
    await form.getByLabel('Chercher un nom, un club ou une licence').fill('kervella');
    const people = form.getByTestId('registry-people');
    await form.getByText('1 joueur').waitFor();
    const tifenn = people.locator('tbody tr');
    assert((await tifenn.textContent())?.includes('Tifenn Kervella'), 'Tifenn found');
    assert((await tifenn.textContent())?.includes('CC Brest'), 'of the team’s club');
    await people.getByRole('button', { name: 'Corriger' }).click();
    await people.getByLabel('Licence').fill('<FFB>');
    await people.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Licence : Valeur invalide.').waitFor();
    await people.getByLabel('Licence').fill('ffb 777');
    await people.getByRole('button', { name: 'Enregistrer' }).click();
    await people.getByRole('cell', { name: 'FFB777' }).waitFor();
    await form.screenshot({ path: join(screenshotsDir, 'registry-page.png') });
  } finally {
    await desk.close();
  }
  const teams = await api<TeamView[]>(state, `/tournaments/${autumn.id}/teams`);
  const fous = need(
    teams.data.find((team) => team.name === 'Les Fous de Bassan'),
    'the team registered from the console',
  );
  assertEqual(fous.playerIds[0], maelle, 'Maëlle picked from the registry, not a new person');
  assertEqual(fous.players.join(' · '), 'Maëlle Quéré · Tifenn Kervella', 'the seats');
  await playRound(state, token, autumn.id);

  // A player's phone: the players' page, her name, her page across both tournaments.
  const phone = await state.browser.newContext(PHONE);
  try {
    const page = await phone.newPage();
    await page.goto(`${state.webUrl}/fr/tournaments/${autumn.id}/players`);
    await page.getByTestId('player-search').fill('maelle');
    await page.getByRole('link', { name: 'Maëlle Quéré' }).click();
    await page.waitForURL(`**/fr/people/${maelle}`);
    await page.getByRole('heading', { name: 'Tournois de Maëlle Quéré' }).waitFor();
    const rows = page.getByTestId('person-history').locator(':scope > li');
    const names = await rows.locator('h2').allTextContents();
    assertEqual(
      names.join(' | '),
      'Automne du registre | Printemps du registre',
      'both tournaments, the most recent first',
    );
    const history = await api<PersonHistory>(state, `/people/${maelle}/history`);
    const springEntry = need(history.data.tournaments[1], 'the spring tournament');
    const springRow = (await rows.nth(1).textContent()) ?? '';
    for (const shown of [
      'Les Goélands',
      'Yann Le Bihan',
      `${springEntry.won} ${springEntry.won === 1 ? 'gagnée' : 'gagnées'}, ${springEntry.lost} ${springEntry.lost === 1 ? 'perdue' : 'perdues'}`,
      `${springEntry.rank} sur 2`,
    ])
      assert(springRow.includes(shown), `the spring row shows « ${shown} »: ${springRow}`);
    assert(
      ((await rows.nth(0).textContent()) ?? '').includes('Tifenn Kervella'),
      'the autumn partner',
    );
    await noSeriousViolation(page, 'a player’s page');
    await page.screenshot({ path: join(screenshotsDir, 'person-page.png'), fullPage: true });
    await page.goto(`${state.webUrl}/en/people/${maelle}`);
    await page.getByRole('heading', { name: 'Tournaments of Maëlle Quéré' }).waitFor();
  } finally {
    await phone.close();
  }
}
