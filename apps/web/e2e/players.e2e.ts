import jsQR from 'jsqr';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import type { Locator, Page } from 'playwright-core';
import type { StartedRound } from '@marque/contracts';
import { violationsOf } from './accessibility.e2e';
import { api, signInBrowser } from './api';
import { assert, assertEqual, screenshotsDir } from './harness';
import { organiserToken } from './phone-tables';
import { PHONE } from './referee.e2e';
import type { E2EState } from './state';

// Issue 11 §5, the players: a player scans the projector's QR code, finds their team by a name
// typed any which way, follows their game live, then reads their result and why it was won.

const TEAMS = [
  { name: 'Les Cœurs Vaillants', players: ['Hélène Dupré', 'Noël Lefèvre'] },
  { name: 'Atout Pique', players: ['Jean Martin', 'Zoé Roux'] },
  { name: 'Dix de Der', players: ['Ana Pons', 'Bea Roig'] },
  { name: 'Rebelote', players: ['Carles Puig', 'Dolors Mas'] },
];

/** A coinched 150 made by the team of `declarer` with 150 card points: 460 to it. */
const big = (declarer: number) => ({
  contract: { value: 150, suit: 'hearts', declarer },
  doubling: 'coinche',
  cardPoints: declarer % 2 === 0 ? { A: 150, B: 7 } : { A: 7, B: 150 },
});

/** A text as compared: French digit groups (narrow no-break spaces) as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ').trim();

async function textOf(page: Page, testId: string): Promise<string> {
  return plain(await page.getByTestId(testId).textContent());
}

/** Waits until the element's text (plain) contains `expected`. */
async function waitForText(page: Page, testId: string, expected: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  let seen = '';
  while (Date.now() < deadline) {
    seen = await textOf(page, testId).catch(() => '');
    if (seen.includes(expected)) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`${testId}: expected "${expected}", saw "${seen}"`);
}

export async function playersScenario(state: E2EState): Promise<void> {
  const token = state.token ?? (await organiserToken(state));
  const created = await api<{ id: string }>(state, '/tournaments', {
    method: 'POST',
    token,
    body: { name: 'Open des joueurs', rounds: 2, pairing: 'swiss' },
  });
  assertEqual(created.status, 201, 'the tournament created');
  const id = created.data.id;
  const teamIds: string[] = [];
  for (const team of TEAMS) {
    const registered = await api<{ id: string }>(state, `/tournaments/${id}/teams`, {
      method: 'POST',
      token,
      body: team,
    });
    teamIds.push(registered.data.id);
  }
  const round = await api<StartedRound>(state, `/tournaments/${id}/rounds`, {
    method: 'POST',
    token,
  });
  assertEqual(round.status, 201, 'round 1 started');
  const ours = teamIds[0] as string;
  const table = round.data.tables.find(
    (entry) => entry.teamA.id === ours || entry.teamB.id === ours,
  );
  assert(table, 'our team has a table');
  const side = table.teamA.id === ours ? 'A' : 'B';
  const opponent = side === 'A' ? table.teamB.name : table.teamA.name;

  // The projector shows the players' QR code; the phone opens what it says.
  const hall = await state.browser.newContext({
    viewport: { width: 1280, height: 720 },
    deviceScaleFactor: 2,
  });
  const projector = await hall.newPage();
  await projector.goto(`${state.webUrl}/fr/tournaments/${id}/projector`);
  const qr = projector.getByTestId('projector-players-qr').locator('svg');
  await qr.waitFor();
  const url = await decodeQrOf(qr);
  assert(
    url.endsWith(`/fr/tournaments/${id}/players`),
    `the QR code opens the players' page: ${url}`,
  );
  // The printed table cards carry the same code beside the referee's.
  await signInBrowser(hall, state);
  const print = await hall.newPage();
  await print.goto(`${state.webUrl}/fr/organiser/${id}/print?round=1`);
  const printed = print.getByTestId(`players-qr-${table.number}`).locator('svg');
  await printed.waitFor();
  assertEqual(await decodeQrOf(printed), url, 'the table card’s players’ QR code');
  await hall.close();

  const phone = await state.browser.newContext(PHONE);
  const page = await phone.newPage();
  await page.goto(`${state.webUrl}${new URL(url).pathname}`);
  await page.getByRole('heading', { name: 'Trouver mon équipe' }).waitFor();
  const search = page.getByLabel('Nom de l’équipe ou d’un joueur');
  for (const typed of ['HELENE', 'hélène dupre', 'Lefevre', 'coeurs']) {
    await search.fill(typed);
    await page.getByTestId('player-matches').waitFor();
    const names = await page.getByTestId('player-matches').locator('strong').allTextContents();
    assertEqual(names.join(' | '), 'Les Cœurs Vaillants', `"${typed}" finds our team alone`);
  }
  await noSeriousViolation(page, 'the search page');
  await search.fill('zzz');
  await page.getByText('Aucune équipe ne correspond à « zzz ».').waitFor();
  await search.fill('noel');
  await page.getByRole('link', { name: /Les Cœurs Vaillants/ }).click();
  await page.waitForURL(`**/fr/tournaments/${id}/teams/${ours}`);

  // Where we play now, whom against, who sits where.
  await waitForText(page, 'player-where', `Tour 1 · table ${table.number}`);
  assert((await textOf(page, 'player-against')).includes(opponent), 'the opponents are named');
  const seats = await page.getByTestId('player-seats').locator('li').allTextContents();
  assertEqual(seats.length, 4, 'four seats');
  assert(
    seats.some((seat) => seat.includes('Hélène Dupré') && seat.includes('votre équipe')),
    `Hélène sits at the table: ${seats.join(' / ')}`,
  );
  assertEqual(await textOf(page, 'player-score-own'), '0', 'no deal yet');

  // A deal entered at the table reaches the phone without a reload.
  const declarer = side === 'A' ? 0 : 1;
  const deal = (index: number) =>
    api(state, `/tables/${table.id}/deals`, {
      method: 'POST',
      token,
      body: { dealer: (table.firstDealer + index) % 4, ...big(declarer) },
    });
  assertEqual((await deal(0)).status, 201, 'deal 1 recorded');
  await waitForText(page, 'player-score-own', '460');
  assertEqual(await textOf(page, 'player-score-other'), '0', 'the opponents still at 0');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert(width <= 390, `no sideways scroll at 390 px (page is ${width} px wide)`);
  await page.screenshot({ path: join(screenshotsDir, 'player-page.png'), fullPage: true });
  await noSeriousViolation(page, 'the team page');

  // The game won at 2000, then the bell for the other table: our result and why.
  for (let index = 1; index < 5; index += 1)
    assertEqual((await deal(index)).status, 201, `deal ${index + 1} recorded`);
  assertEqual(
    (await api(state, `/tournaments/${id}/rounds/1/close`, { method: 'POST', token })).status,
    200,
    'round 1 closed',
  );
  await waitForText(page, 'player-next', 'Le tour 2 n’est pas encore tiré');
  await waitForText(page, 'player-result-1', 'Gagnée 2 300 – 0 · 2 000 points atteints');
  await waitForText(page, 'player-rank', 'sur 4');
  await waitForText(page, 'player-criterion', 'Classement aux parties gagnées.');

  // The phone remembers the team: the players' page opens straight on it.
  await page.goto(`${state.webUrl}/fr/tournaments/${id}/players`);
  await page.waitForURL(`**/fr/tournaments/${id}/teams/${ours}`);

  // In English, numbers the English way.
  await page.goto(`${state.webUrl}/en/tournaments/${id}/teams/${ours}`);
  await waitForText(page, 'player-result-1', 'Won 2,300 – 0 · 2,000 points reached');
  await waitForText(page, 'player-next', 'Round 2 is not drawn yet');
  await page.getByRole('heading', { name: 'My results, round by round' }).waitFor();

  // The public standings say who won each game, and which the bell decided.
  await page.goto(`${state.webUrl}/fr/tournaments/${id}/standings`);
  await waitForText(page, `standings-games-${ours}`, 'T1 ✓ 2 300–0');
  const others = teamIds.filter(
    (team) => team !== ours && team !== (side === 'A' ? table.teamB.id : table.teamA.id),
  );
  for (const team of others) await waitForText(page, `standings-games-${team}`, '(cloche)');
  await phone.close();
}

/** axe-core finds no serious or critical WCAG A/AA violation on the page. */
export async function noSeriousViolation(page: Page, what: string): Promise<void> {
  const serious = (await violationsOf(page)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  assert(
    !serious.length,
    `${what}: ${serious.map((violation) => `${violation.id} ${violation.nodes[0]?.target.join(' ')}`).join('; ')}`,
  );
}

/** The text of a QR code on the page; read again while the page still moves (cards loading). */
async function decodeQrOf(code: Locator): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const png = PNG.sync.read(await code.screenshot());
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    if (decoded) return decoded.data;
    await code.page().waitForTimeout(250);
  }
  throw new Error('no QR code found in the screenshots');
}
