import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { BracketsView, RoundState } from '../lib/api-types';
import { api, signInBrowser } from './api';
import { assert, assertEqual, need, screenshotsDir } from './harness';
import { organiserToken } from './phone-tables';
import { play } from './pools.e2e';
import { onEachScreen } from './projector.e2e';
import type { E2EState } from './state';

/** Names of every length, the longest cut short on the projector (its full name in the box). */
const NAMES = ['Capot d’Or', 'Les Tchatcheurs de la Vallée du Rhône', 'Atout Cœur', 'La Belote'];

/**
 * Issue 24: main and consolation brackets of 4, 8, 12 and 32 teams on the projector at 1920×1080
 * and 1280×720, page after page: every game's box on the screen, no two overlapping, every team
 * of the first round shown. « Imprimer les tableaux » on the console prints the brackets alone:
 * every team of them, never a referee code of the round in play.
 */
export async function bracketsFitScenario(state: E2EState): Promise<void> {
  const token = state.token ?? (await organiserToken(state));
  const tournaments = new Map<number, string>();
  for (const qualified of [4, 8, 12, 32])
    tournaments.set(qualified, await poolsPlayed(state, token, qualified));

  await onEachScreen(state, async (page, width, height) => {
    for (const [qualified, id] of tournaments) {
      const { data: brackets } = await api<BracketsView>(state, `/tournaments/${id}/bracket`);
      const shown = new Set<string>();
      let pages = 1;
      for (let number = 1; number <= pages; number += 1) {
        const what = `${width}×${height}, ${qualified} teams, page ${number}`;
        await page.goto(
          `${state.webUrl}/fr/tournaments/${id}/projector?seconds=3600&show=bracket&page=${number}`,
        );
        await page.locator('.bracket-game').first().waitFor();
        const counter = (await page.locator('.projector-counter').textContent()) ?? '';
        pages = Number(/\/\s*(\d+)/.exec(counter)?.[1] ?? 1);
        await boxesFit(page, what);
        for (const name of await page.locator('.bracket-name').allTextContents()) shown.add(name);
        if (number === 1 && qualified >= 12)
          await page.screenshot({
            path: join(screenshotsDir, `projector-bracket-${qualified}-${height}p.png`),
          });
      }
      for (const name of firstRoundNames(brackets))
        assert(shown.has(name), `${width}×${height}, ${qualified} teams: ${name} shown`);
      console.log(
        `    ${width}×${height}: ${qualified} teams and their consolation, ${pages} page(s)`,
      );
    }
  });
  await printsBracketsAlone(state, token, need(tournaments.get(12), 'the 12-team tournament'));
}

/**
 * A tournament of pools of 4, the best 2 of each in the main bracket, the others in the
 * consolation, its pool rounds played: both brackets drawn, `qualified` teams in each.
 */
async function poolsPlayed(state: E2EState, token: string, qualified: number): Promise<string> {
  const { data: tournament } = await api<{ id: string }>(state, '/tournaments', {
    method: 'POST',
    token,
    body: {
      name: `Tableaux de ${qualified}`,
      pairing: 'pools-knockout',
      dealsPerGame: 1,
      poolsKnockout: { poolSize: 4, qualifiersPerPool: 2, consolation: 'non-qualified' },
    },
  });
  const id = tournament.id;
  for (let team = 1; team <= qualified * 2; team += 1)
    await api(state, `/tournaments/${id}/teams`, {
      method: 'POST',
      token,
      body: { name: `${NAMES[team % NAMES.length]} ${team}`, players: ['a', 'b'] },
    });
  for (let number = 1; number <= 3; number += 1) await playRound(state, token, id, number);
  return id;
}

async function playRound(state: E2EState, token: string, id: string, number: number) {
  const started = await api(state, `/tournaments/${id}/rounds`, { method: 'POST', token });
  assertEqual(started.status, 201, `round ${number}: ${started.text}`);
  const { data: round } = await api<RoundState>(state, `/tournaments/${id}/rounds/${number}`, {
    token,
  });
  for (const table of round.tables) await play(state, table, 0);
}

/** Every game's box inside the screen, no two of them overlapping. */
async function boxesFit(page: Page, what: string): Promise<void> {
  const viewport = need(page.viewportSize(), 'a viewport');
  const boxes = await page
    .locator('.bracket-game, .bracket h3, .bracket figcaption')
    .evaluateAll((elements) =>
      elements.map((element) => {
        const { left, top, right, bottom } = element.getBoundingClientRect();
        return { game: element.classList.contains('bracket-game'), left, top, right, bottom };
      }),
    );
  for (const box of boxes)
    assert(
      box.left >= 0 && box.top >= 0 && box.right <= viewport.width && box.bottom <= viewport.height,
      `${what}: a box at ${JSON.stringify(box)} is off the screen`,
    );
  const games = boxes.filter((box) => box.game);
  games.forEach((a, i) =>
    games.slice(i + 1).forEach((b) => {
      const overlap =
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
      assert(!overlap, `${what}: boxes ${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`);
    }),
  );
}

function firstRoundNames(brackets: BracketsView): string[] {
  return [brackets.main, brackets.consolation].flatMap((bracket) =>
    (bracket?.rounds[0] ?? []).flatMap((game) =>
      [game.teamA, game.teamB].flatMap((team) => (team ? [team.name] : [])),
    ),
  );
}

/**
 * The console of the 12-team tournament with its first knockout round in play (referee codes on
 * screen), printed from « Imprimer les tableaux »: the brackets' teams, no referee code, and the
 * number of A4 pages.
 */
async function printsBracketsAlone(state: E2EState, token: string, id: string): Promise<void> {
  await api(state, `/tournaments/${id}/rounds`, { method: 'POST', token });
  const { data: round } = await api<RoundState>(state, `/tournaments/${id}/rounds/4`, { token });
  const codes = round.tables.map((table) => need(table.refereeCode, 'a referee code'));
  const { data: brackets } = await api<BracketsView>(state, `/tournaments/${id}/bracket`);
  const context = await state.browser.newContext({ locale: 'fr-FR' });
  await signInBrowser(context, state);
  const page = await context.newPage();
  await page.goto(`${state.webUrl}/fr/organiser/${id}`);
  await page.getByTestId('bracket-consolation').waitFor();
  const screen = await page.evaluate(() => document.body.innerText);
  assert(
    codes.some((code) => screen.includes(code)),
    'the console shows the referee codes on screen',
  );
  // The browser's print dialog is not opened: the button's work before it is what is checked.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('button', { name: 'Imprimer les tableaux' }).click();
  await page.emulateMedia({ media: 'print' });
  const printed = await page.evaluate(() => document.body.innerText);
  await page.screenshot({ path: join(screenshotsDir, 'printed-brackets.png'), fullPage: true });
  for (const code of codes) assert(!printed.includes(code), `no referee code printed (${code})`);
  for (const name of firstRoundNames(brackets)) assert(printed.includes(name), `${name} printed`);
  const pdf = await page.pdf({ format: 'A4' });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
  console.log(`    printed: ${pages} A4 page(s), ${pdf.length} bytes`);
  assert(pages >= 1 && pages <= 3, `the brackets on ${pages} A4 pages`);
  await context.close();
}
