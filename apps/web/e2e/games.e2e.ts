import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { TournamentView } from '../lib/api-types';
import { violationsOf } from './accessibility.e2e';
import { api } from './api';
import { BELOTE, CINCH, fr, type Game, type GameDeal } from './game-examples';
import { assert, assertEqual, frenchNumber, need, screenshotsDir } from './harness';
import { PHONE, passOut } from './referee.e2e';
import { ADMIN } from './servers';
import type { E2EState } from './state';

export const beloteGameScenario = (state: E2EState) => playGame(state, BELOTE);
export const cinchGameScenario = (state: E2EState) => playGame(state, CINCH);

/**
 * A newcomer signs in, creates the tournament with its game from the web form, registers two
 * teams, starts round 1, then plays the whole game on a phone: every mark and total on screen
 * is the spec's. The console, the projector and the printed sheet name the game.
 */
async function playGame(state: E2EState, game: Game): Promise<void> {
  const context = await state.browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1280, height: 900 },
  });
  const phone = await state.browser.newContext(PHONE);
  phone.setDefaultTimeout(10_000);
  try {
    const organiser = await context.newPage();
    const { tournamentId, code } = await createAndStart(state, organiser, game);
    await playOnPhone(state, await phone.newPage(), game, code);
    await gameNamedEverywhere(state, organiser, tournamentId, game);
  } finally {
    await phone.close();
    await context.close();
  }
}

async function createAndStart(
  state: E2EState,
  page: Page,
  game: Game,
): Promise<{ tournamentId: string; code: string }> {
  await page.goto(`${state.webUrl}/fr/organiser`);
  await page.getByLabel('Adresse e-mail').fill(ADMIN.email);
  await page.getByLabel('Mot de passe').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByLabel('Nom du tournoi').fill(game.name);
  await page.getByRole('radio', { name: game.gameName, exact: true }).check();
  const { default: byDefault, min, max } = game.bounds;
  await page.getByText(`Par défaut ${fr(byDefault)} ; de ${fr(min)} à ${fr(max)}.`).waitFor();
  const target = page.getByLabel('Partie en (points)');
  assertEqual(
    await target.getAttribute('placeholder'),
    String(byDefault),
    'the target field shows the game’s default',
  );
  if (game.target) await target.fill(game.target);
  await page.getByLabel('Nombre de tours').fill('1');
  await page.getByRole('button', { name: 'Créer le tournoi' }).click();
  await page.waitForURL(/\/fr\/organiser\/[0-9a-f-]{36}$/);
  const tournamentId = need(page.url().split('/').pop(), 'tournament id');
  const { data: created } = await api<TournamentView>(state, `/tournaments/${tournamentId}`);
  assertEqual(created.ruleset, game.id, 'the game of the tournament created');
  assertEqual(created.target, game.expectedTarget, 'its target');
  await page
    .getByTestId('console-game')
    .filter({ hasText: `${game.gameName} · 1 tour, parties en ${fr(game.expectedTarget)}` })
    .waitFor();

  await page.getByLabel(/Une équipe par ligne/).fill(game.teams);
  await page.getByRole('button', { name: 'Inscrire 2 équipes' }).click();
  await page.getByText('2 équipes inscrites.').waitFor();
  await page.getByRole('button', { name: 'Lancer le tour 1' }).click();
  const code = page.getByTestId('live-table-1').locator('code');
  await code.filter({ hasText: /^[A-Z0-9]{4,}$/ }).waitFor();
  return { tournamentId, code: ((await code.textContent()) ?? '').trim() };
}

interface Teams {
  A: { name: string; players: string[] };
  B: { name: string; players: string[] };
}

async function teamsOnScreen(page: Page): Promise<Teams> {
  const team = async (side: 'A' | 'B') => ({
    name: ((await page.locator(`.team-${side} h2`).textContent()) ?? '').trim(),
    players: ((await page.locator(`.team-${side} .players`).textContent()) ?? '').split(' · '),
  });
  return { A: await team('A'), B: await team('B') };
}

async function playOnPhone(state: E2EState, page: Page, game: Game, code: string) {
  await page.goto(`${state.webUrl}/fr/table/${code}`);
  await page.getByRole('button', { name: 'Enregistrer la donne' }).waitFor();
  await page
    .getByTestId('table-game')
    .filter({ hasText: `${game.gameName} · partie en ${fr(game.expectedTarget)} points` })
    .waitFor();
  const teams = await teamsOnScreen(page);
  await formHasOnly(page, game);
  const serious = (await violationsOf(page)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  assertEqual(
    serious.map((violation) => violation.id).join(),
    '',
    `WCAG A/AA on the ${game.id} form`,
  );
  const totals: [number, number] = [0, 0];
  for (const [index, deal] of game.deals.entries()) {
    const number = index + 1;
    if (deal.kind === 'passedOut') {
      await passOut(page);
    } else {
      if (deal.kind === 'auction') await bidInAuction(page, game, deal, teams);
      else await fillContract(page, game, deal, teams);
      await formFits(page, `${game.id}, deal ${number}`);
      if (number === 1) {
        await page.screenshot({ path: join(screenshotsDir, `${game.id}-entry.png`) });
      }
      await page.getByRole('button', { name: 'Enregistrer la donne' }).click();
      // Every point to one team with « tous les plis » at « non »: asked once, kept as typed.
      if (deal.kind === 'contract' && deal.points === String(game.total) && !deal.allTricks)
        await page.getByRole('button', { name: 'Non, enregistrer ainsi' }).click();
    }
    totals[0] += deal.marks[0];
    totals[1] += deal.marks[1];
    await sheetShows(page, number, deal, totals);
    if (deal.kind === 'contract' && deal.other !== undefined) {
      await correctionShows(page, number, deal, teams);
    }
  }
  const winner = teams[game.winner].name;
  await page
    .getByTestId('winner')
    .filter({ hasText: `${winner} a gagné la partie.` })
    .waitFor();
  await page.screenshot({ path: join(screenshotsDir, `${game.id}-sheet.png`), fullPage: true });
}

/** The form draws the game's own fields: a claim, a coinche, belote, all tricks, a revoke. */
async function formHasOnly(page: Page, game: Game): Promise<void> {
  const groups = ['Coinche', 'Tous les plis', 'Belote', 'Renonce'];
  const expected = game.id === 'cinch' ? ['Renonce'] : ['Coinche', 'Tous les plis', 'Belote'];
  for (const name of groups) {
    assertEqual(
      await page.getByRole('group', { name, exact: true }).count(),
      expected.includes(name) ? 1 : 0,
      `the ${game.id} form's ${name} choice`,
    );
  }
  assertEqual(
    await page.getByRole('button', { name: 'Nous avons gagné', exact: true }).count(),
    0,
    `no claim in ${game.id}`,
  );
  const ladder = page.getByRole('group', { name: 'Contrat', exact: true }).getByRole('button');
  const labels = await ladder.allTextContents();
  assertEqual(labels.join(' '), game.ladder, `the ${game.id} contracts`);
}

/**
 * No scrolling on a 390×844 phone to record a deal (issue 22): with the form's top in view, its
 * Save button and both totals (the sticky action bar) are on screen, and the form overflows the
 * screen by at most a line (a long dealer's name, the last save's confirmation), which the bar
 * never covers a choice of: the rows under it scroll.
 */
async function formFits(page: Page, what: string): Promise<void> {
  const { height, viewport, actions } = await page.locator('form.deal-form').evaluate((form) => {
    form.scrollIntoView({ block: 'start' });
    const bar = form.querySelector('.form-actions')?.getBoundingClientRect();
    return {
      height: form.getBoundingClientRect().height,
      viewport: window.innerHeight,
      actions: bar ? { top: bar.top, bottom: bar.bottom } : null,
    };
  });
  const fits = actions !== null && actions.top >= 0 && actions.bottom <= viewport;
  if (!fits || height > viewport + 48) {
    const name = `too-tall-${what.replace(/[^a-z0-9]+/gi, '-')}.png`;
    await page.screenshot({ path: join(screenshotsDir, name), fullPage: true });
  }
  assert(
    fits,
    `Save and the totals on screen (${what}: ${JSON.stringify(actions)} of ${viewport})`,
  );
  assert(
    height <= viewport + 48,
    `the deal form within a line of the phone's screen (${what}: ${height} px of ${viewport})`,
  );
}

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const nthTeam = (side: 'A' | 'B') => (side === 'A' ? 1 : 2);

async function fillContract(
  page: Page,
  game: Game,
  deal: Extract<GameDeal, { kind: 'contract' }>,
  teams: Teams,
): Promise<void> {
  await page.getByRole('button', { name: 'Contrat', exact: true }).click();
  await group(page, 'Contrat').getByRole('button', { name: deal.value, exact: true }).click();
  await group(page, 'Atout').getByRole('button', { name: deal.suit }).click();
  await group(page, 'Preneur').getByRole('button').nth(deal.declarer).click();
  if (deal.doubling) {
    await group(page, 'Coinche').getByRole('button', { name: deal.doubling, exact: true }).click();
  }
  if (deal.allTricks) {
    await group(page, 'Tous les plis').getByRole('button').nth(nthTeam(deal.allTricks)).click();
  }
  if (deal.points !== undefined) {
    const declaring = deal.declarer % 2 === 0 ? teams.A : teams.B;
    const defending = deal.declarer % 2 === 0 ? teams.B : teams.A;
    await page
      .getByLabel(`Points de l’équipe ${declaring.name}`, { exact: true })
      .fill(deal.points);
    const complement = String(game.total - Number(deal.points));
    if (game.id === 'cinch') {
      const other = page.getByLabel(`Points de l’équipe ${defending.name}`, { exact: true });
      assertEqual(
        await other.inputValue(),
        complement,
        'the defenders’ points filled in as 14 − p',
      );
      if (deal.other !== undefined) await other.fill(deal.other);
    } else {
      await page
        .locator('#card-points-other')
        .filter({ hasText: `${defending.name} : ${complement} (${game.total} − x)` })
        .waitFor();
    }
  }
  if (deal.belote)
    await group(page, 'Belote').getByRole('button').nth(nthTeam(deal.belote)).click();
  if (deal.revoke)
    await group(page, 'Renonce').getByRole('button').nth(nthTeam(deal.revoke)).click();
}

/**
 * The auction call by call: players pass until one of team A speaks and bids, then the others
 * pass (three passes end a coinche auction; Cinch's ends when the dealer has spoken).
 */
async function bidInAuction(
  page: Page,
  game: Game,
  deal: Extract<GameDeal, { kind: 'auction' }>,
  teams: Teams,
): Promise<void> {
  await page.getByRole('button', { name: 'Enchères', exact: true }).click();
  assertEqual(
    await page.getByRole('group', { name: 'Coinché par' }).count(),
    0,
    `no coinche before a bid in ${game.id}`,
  );
  let bid = false;
  let passesAfterBid = 0;
  for (let calls = 0; game.id === 'cinch' ? calls < 4 : passesAfterBid < 3; calls += 1) {
    const speaker = ((await page.locator('.to-speak').textContent()) ?? '')
      .replace(/^À /, '')
      .replace(/ de parler$/, '');
    if (!bid && teams.A.players.includes(speaker)) {
      await group(page, 'Annonce').getByRole('button', { name: deal.value, exact: true }).click();
      await group(page, 'Atout').getByRole('button', { name: deal.suit, exact: true }).click();
      // « Annonce d’Ada Pernet », « Annonce de Jules Baud »: French elides before a vowel.
      const of = /^[aeiouyhàâéèêîôû]/i.test(speaker) ? `d’${speaker}` : `de ${speaker}`;
      await page.getByRole('button', { name: `Annonce ${of}` }).click();
      bid = true;
      assertEqual(
        await page.getByRole('group', { name: 'Coinché par' }).count(),
        game.id === 'cinch' ? 0 : 1,
        `the coinche, by a defender, in ${game.id}`,
      );
    } else {
      await page.getByRole('button', { name: 'Passe', exact: true }).click();
      if (bid) passesAfterBid += 1;
    }
  }
  assert(bid, 'a player of team A bid');
  if (game.id === 'cinch') await page.getByText('Les quatre joueurs ont parlé.').waitFor();
  await page.getByLabel(`Points de l’équipe ${teams.A.name}`, { exact: true }).fill(deal.pointsA);
  if (deal.belote)
    await group(page, 'Belote').getByRole('button').nth(nthTeam(deal.belote)).click();
}

/** The correction of a deal opens with its facts as recorded, the defenders' points as typed. */
async function correctionShows(
  page: Page,
  number: number,
  deal: Extract<GameDeal, { kind: 'contract' }>,
  teams: Teams,
): Promise<void> {
  await page.getByRole('button', { name: `Corriger la dernière donne (${number})` }).click();
  await page.getByRole('heading', { name: `Correction de la donne ${number}` }).waitFor();
  const [declaring, defending] = deal.declarer % 2 === 0 ? [teams.A, teams.B] : [teams.B, teams.A];
  const points = (team: Teams['A']) =>
    page.getByLabel(`Points de l’équipe ${team.name}`, { exact: true });
  assertEqual(
    await points(declaring).inputValue(),
    deal.points,
    'the declarers’ points, corrected',
  );
  assertEqual(await points(defending).inputValue(), deal.other, 'the defenders’ points, corrected');
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await page.getByRole('button', { name: 'Enregistrer la donne' }).waitFor();
}

/** The deal's row once the server has recorded it: its words, marks and running totals. */
async function sheetShows(
  page: Page,
  number: number,
  deal: GameDeal,
  totals: [number, number],
): Promise<void> {
  const row = page.getByTestId(`deal-${number}`);
  const refused = page.getByTestId('refused-notice');
  await row.or(refused).first().waitFor({ timeout: 15_000 });
  if (await refused.count()) {
    const errors = await page.locator('.field-error, .form-error').allTextContents();
    throw new Error(`deal ${number} refused: ${errors.join(' / ')}`);
  }
  const marks = await row.locator('.marks').allTextContents();
  const running = await row.locator('td.num strong').allTextContents();
  assertEqual(
    marks.join(' '),
    `+${frenchNumber(deal.marks[0])} +${frenchNumber(deal.marks[1])}`,
    `deal ${number}'s marks`,
  );
  assertEqual(
    running.join(' '),
    `${frenchNumber(totals[0])} ${frenchNumber(totals[1])}`,
    `totals after deal ${number}`,
  );
  if (deal.words) {
    const facts = (await row.locator('.deal-facts').textContent()) ?? '';
    assert(facts.includes(deal.words), `deal ${number} in words (${facts})`);
  }
  await page
    .getByTestId('header-total-A')
    .filter({ hasText: frenchNumber(totals[0]) })
    .waitFor();
  await page
    .getByTestId('header-total-B')
    .filter({ hasText: frenchNumber(totals[1]) })
    .waitFor();
}

/** The console, the projector and the printed sheets name the game; the sheet has its columns. */
async function gameNamedEverywhere(state: E2EState, page: Page, id: string, game: Game) {
  const named = `${game.gameName} · partie en ${fr(game.expectedTarget)} points`;
  await page.reload();
  await page.getByTestId('live-table-1').filter({ hasText: 'gagnée par' }).waitFor();
  await page.getByTestId('console-game').filter({ hasText: game.gameName }).waitFor();

  await page.goto(`${state.webUrl}/fr/tournaments/${id}/projector?seconds=3600`);
  await page.getByTestId('projector-game').filter({ hasText: named }).waitFor();

  await page.goto(`${state.webUrl}/fr/organiser/${id}/print?round=1`);
  const grid = page.getByTestId('paper-grid');
  await grid.waitFor();
  await page.locator('.paper-game').filter({ hasText: named }).waitFor();
  const headers = await grid.locator('th').allTextContents();
  for (const [column, shown] of Object.entries(game.printed)) {
    assertEqual(headers.includes(column), shown, `the printed sheet's ${column} column`);
  }
}
