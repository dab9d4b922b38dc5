import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { BracketsView, RoundState, TournamentView } from '../lib/api-types';
import { api, signInBrowser } from './api';
import { assert, assertEqual, need, screenshotsDir } from './harness';
import { organiserToken } from './phone-tables';
import type { E2EState } from './state';

// The organiser's hand (issue 24, items 4 and 7), in the console as an organiser uses it: the
// pools drawn before round 1 and a team moved, the next round's start announced and counted down
// on the projector, the tables' pool, swaps offered within a pool only, the bye chosen in a Swiss
// round, and two disputes settled in writing (on the console, on the table's page) whose rulings
// the table's audit keeps, the team's name and its note apart.

const TEAMS = [
  'Capot d’Or',
  'Les Belotes',
  'Atout Cœur',
  'Dix de Der',
  'Les Rebelotes',
  'Sans Atout',
  'Le Valet',
  'La Dame',
];

export async function organiserHandScenario(state: E2EState): Promise<void> {
  const token = await organiserToken(state);
  const desk = await state.browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1280, height: 900 },
  });
  const hall = await state.browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1920, height: 1080 },
  });
  await signInBrowser(desk, state);
  try {
    const organiser = await desk.newPage();
    await byeShownBeforeCreation(state, organiser);
    const id = await poolsTournament(state, token);
    await organiser.goto(`${state.webUrl}/fr/organiser/${id}`);

    // Before round 1: draw the pools, then move « Capot d’Or » to the other pool.
    const draw = organiser.getByTestId('pool-draw');
    await draw.getByRole('button', { name: 'Tirer les poules' }).click();
    await draw.getByTestId('pool-draw-B').waitFor();
    const drawn = await bracket(state, id);
    const home = need(
      drawn.pools.find((pool) => pool.teams.some((team) => team.name === 'Capot d’Or')),
      'the pool of Capot d’Or',
    ).number;
    const other = home === 0 ? 'B' : 'A';
    await draw.getByLabel('Poule de Capot d’Or').selectOption({ label: `Poule ${other}` });
    await draw.getByTestId(`pool-draw-${other}`).filter({ hasText: 'Capot d’Or' }).waitFor();
    const moved = await bracket(state, id);
    assertEqual(
      moved.pools
        .map((pool) => pool.teams.length)
        .sort()
        .join(),
      '3,5',
      'the pools after the move: 3 and 5 teams',
    );
    await organiser.screenshot({
      path: join(screenshotsDir, 'organiser-pools-before-round-1.png'),
      fullPage: true,
    });

    // The next round's start, announced: the projector counts down to it, live.
    const projector = await hall.newPage();
    await projector.goto(`${state.webUrl}/fr/tournaments/${id}/projector?seconds=3600`);
    const inTen = new Date(Date.now() + 10 * 60_000);
    const time = `${String(inTen.getHours()).padStart(2, '0')}:${String(inTen.getMinutes()).padStart(2, '0')}`;
    await organiser.getByLabel('Début du tour 1 à').fill(time);
    await organiser.getByRole('button', { name: 'Annoncer' }).click();
    const countdown = projector.getByTestId('next-round');
    await countdown
      .filter({ hasText: `Tour 1 à ${time}` })
      .filter({ hasText: /dans \d+:\d\d/ })
      .waitFor();
    await projector.screenshot({ path: join(screenshotsDir, 'projector-next-round.png') });
    const players = await hall.newPage();
    await players.goto(`${state.webUrl}/fr/tournaments/${id}/players`);
    await players
      .getByTestId('next-round')
      .filter({ hasText: `Tour 1 à ${time}` })
      .waitFor();

    // Round 1 starts: the countdown goes; the tables say their pool; a swap stays in the pool.
    await organiser.getByRole('button', { name: 'Lancer le tour 1' }).click();
    await organiser.getByTestId('live-table-1').waitFor();
    await countdown.waitFor({ state: 'detached' });
    await players.getByTestId('next-round').waitFor({ state: 'detached' });
    await organiser.getByTestId('table-stage').filter({ hasText: 'Poule B' }).first().waitFor();
    const stages = await organiser.getByTestId('table-stage').allTextContents();
    assertEqual([...new Set(stages)].sort().join(), 'Poule A,Poule B', 'each table says its pool');
    // The swap: a team of table 1, then the teams seated in its pool this round (one of an odd
    // pool sits out).
    const { data: round } = await api<RoundState>(state, `/tournaments/${id}/rounds/1`, { token });
    const first = need(round.tables[0], 'table 1').teamA;
    const pool = need(
      moved.pools.find((each) => each.teams.some((team) => team.id === first.id)),
      'its pool',
    );
    const members = new Set(pool.teams.map((team) => team.id));
    const seated = round.tables
      .flatMap((table) => [table.teamA, table.teamB])
      .filter((team) => members.has(team.id));
    await organiser.getByLabel('Échanger l’équipe').selectOption({ label: first.name });
    const offered = await organiser.locator('#swap-second option').allTextContents();
    assertEqual(
      offered
        .filter((name) => name !== '—')
        .sort()
        .join(),
      seated
        .map((team) => team.name)
        .sort()
        .join(),
      'the swap offers the teams of its pool only',
    );
    await organiser.screenshot({
      path: join(screenshotsDir, 'organiser-pool-tables.png'),
      fullPage: true,
    });

    await disputesSettledInWriting(state, token, id, organiser);
    await byeChosen(state, token, organiser);
  } finally {
    await desk.close();
    await hall.close();
  }
}

/** Two disputes of table 1: the whole sheet settled on the console, a deal on the table's page. */
async function disputesSettledInWriting(
  state: E2EState,
  token: string,
  id: string,
  organiser: Page,
) {
  const { data: round } = await api<RoundState>(state, `/tournaments/${id}/rounds/1`, { token });
  const table = need(
    round.tables.find((each) => each.number === 1),
    'table 1',
  );
  const referee = need(table.refereeCode, 'the referee code');
  const played = await api(state, `/tables/${table.id}/deals`, {
    method: 'POST',
    refereeCode: referee,
    body: {
      dealer: table.firstDealer,
      contract: { value: 80, suit: 'hearts', declarer: 0 },
      cardPoints: { A: 82, B: 80 },
    },
  });
  assertEqual(played.status, 201, 'the game of one deal is played');
  for (const body of [
    { side: 'A', kind: 'disputed', note: 'Donne 1 : 80 pas 90' },
    { side: 'B', kind: 'disputed', dealNumber: 1, note: 'La belote était à nous' },
  ]) {
    const disputed = await api(state, `/tables/${table.id}/confirmations`, {
      method: 'POST',
      refereeCode: referee,
      body,
    });
    assertEqual(disputed.status, 201, `team ${body.side} disputes`);
  }
  const teamA = table.teamA.name;
  const teamB = table.teamB.name;
  const atTop = organiser
    .getByTestId('dispute-1')
    .filter({ hasText: `${teamA} conteste toute la feuille` });
  await atTop
    .getByLabel('Décision')
    .fill('Feuille recomptée avec les deux équipes : elle est juste.');
  await atTop.getByRole('button', { name: 'Litige réglé' }).click();
  await atTop.waitFor({ state: 'detached' });

  await organiser.goto(`${state.webUrl}/fr/organiser/${id}/tables/${table.id}`);
  const onSheet = organiser.getByTestId('table-dispute-B');
  await onSheet.filter({ hasText: `${teamB} · donne 1 : « La belote était à nous »` }).waitFor();
  await onSheet.getByLabel('Décision').fill('Belote annoncée trop tard : refusée.');
  await onSheet.getByRole('button', { name: 'Litige réglé' }).click();
  await onSheet.waitFor({ state: 'detached' });
  const settled = organiser.getByTestId('audit-entry').filter({ hasText: 'Litige réglé' });
  await settled
    .filter({ hasText: `${teamA} · toute la feuille : « Donne 1 : 80 pas 90 »` })
    .filter({ hasText: 'Décision : « Feuille recomptée avec les deux équipes : elle est juste. »' })
    .waitFor();
  await settled
    .filter({ hasText: `${teamB} : « La belote était à nous »` })
    .filter({ hasText: 'Décision : « Belote annoncée trop tard : refusée. »' })
    .waitFor();
  const glued = await organiser
    .getByTestId('audit-entry')
    .filter({ hasText: `${teamA}«` })
    .count();
  assertEqual(glued, 0, 'no team name glued to its note');
  await organiser.screenshot({
    path: join(screenshotsDir, 'table-audit-rulings.png'),
    fullPage: true,
  });
}

/** A Swiss round of 5: the bye is in the swap lists, and goes to the team chosen. */
async function byeChosen(state: E2EState, token: string, organiser: Page) {
  const created = await api<TournamentView>(state, '/tournaments', {
    method: 'POST',
    token,
    body: { name: 'Exempt au choix', rounds: 2, pairing: 'swiss' },
  });
  const id = created.data.id;
  for (const name of TEAMS.slice(0, 5))
    await api(state, `/tournaments/${id}/teams`, {
      method: 'POST',
      token,
      body: { name, players: ['A', 'B'] },
    });
  const { data: round } = await api<RoundState>(state, `/tournaments/${id}/rounds`, {
    method: 'POST',
    token,
  });
  const bye = need(round.bye, 'the bye of round 1');
  const chosen = need(round.tables[0], 'table 1').teamA;
  await organiser.goto(`${state.webUrl}/fr/organiser/${id}`);
  await organiser.getByLabel('Échanger l’équipe').selectOption({ label: `${bye.name} (exempte)` });
  await organiser.getByLabel('avec l’équipe').selectOption({ label: chosen.name });
  await organiser.getByRole('button', { name: 'Échanger', exact: true }).click();
  await organiser.getByText(`Exempt (bye) : ${chosen.name}`).waitFor();
  const { data: after } = await api<RoundState>(state, `/tournaments/${id}/rounds/1`, { token });
  assert(after.bye?.id === chosen.id, 'the bye went to the team chosen');
}

/** The creation form says what a bye will score: in 12 deals of belote coinchée, 972 points. */
async function byeShownBeforeCreation(state: E2EState, organiser: Page) {
  await organiser.goto(`${state.webUrl}/fr/organiser`);
  // The form is the signed-in console's, drawn once the page runs: a radio checked earlier, in
  // the server's HTML, would be unchecked again by React.
  await organiser.getByLabel('Nom du tournoi').fill('Aperçu de l’exempt');
  await organiser.getByRole('radio', { name: 'Belote coinchée', exact: true }).check();
  await organiser.getByRole('radio', { name: 'après un nombre de donnes (concours)' }).check();
  await organiser.getByRole('radio', { name: 'la moitié des points d’une partie' }).check();
  const preview = organiser.getByTestId('bye-preview');
  await preview.filter({ hasText: 'la victoire et 972 points' }).waitFor();
  await organiser.getByLabel('Donnes par partie').fill('10');
  await preview.filter({ hasText: 'la victoire et 810 points' }).waitFor();
  await preview.screenshot({ path: join(screenshotsDir, 'create-bye-preview.png') });
}

/** 8 teams in pools of 4, games of one deal of belote coinchée. */
async function poolsTournament(state: E2EState, token: string): Promise<string> {
  const created = await api<TournamentView>(state, '/tournaments', {
    method: 'POST',
    token,
    body: {
      name: 'Poules du dimanche',
      pairing: 'pools-knockout',
      ruleset: 'belote-coinchee',
      dealsPerGame: 1,
    },
  });
  for (const name of TEAMS)
    await api(state, `/tournaments/${created.data.id}/teams`, {
      method: 'POST',
      token,
      body: { name, players: [`${name} 1`, `${name} 2`] },
    });
  return created.data.id;
}

async function bracket(state: E2EState, id: string): Promise<BracketsView> {
  return (await api<BracketsView>(state, `/tournaments/${id}/bracket`)).data;
}
