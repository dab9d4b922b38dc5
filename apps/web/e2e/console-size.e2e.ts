// Issue 17: the organiser's console at size. A tournament of 100 teams (50 tables) made through
// the API; the console keeps the round's controls in view, finds a table by a player's name,
// folds finished games away and groups the games the bell closed into one line of history.
import type { Locator, Page } from 'playwright-core';
import type { RoundView } from '../lib/api-types';
import { api, signInBrowser } from './api';
import { join } from 'node:path';
import { assert, assertEqual, need, screenshotsDir } from './harness';
import { organiserToken } from './phone-tables';
import type { E2EState } from './state';

const TEAMS = 100;
const FOUND = 'Les Introuvables';

/** Whether the element is inside the window (at least partly). */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y + box.height > 0 && box.y < height;
}

/** Until `check` holds (the page scrolls smoothly or draws after a frame), or fails after 5 s. */
async function eventually(check: () => Promise<boolean>, message: string): Promise<void> {
  const until = Date.now() + 5_000;
  while (!(await check())) {
    assert(Date.now() < until, message);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function consoleSizeScenario(state: E2EState): Promise<void> {
  const token = state.token ?? (await organiserToken(state));
  const created = await api<{ id: string }>(state, '/tournaments', {
    method: 'POST',
    token,
    body: { name: 'Grand concours de la Toussaint', rounds: 2, pairing: 'swiss' },
  });
  assertEqual(created.status, 201, 'the tournament created');
  const tournamentId = created.data.id;
  for (let team = 1; team <= TEAMS; team += 1) {
    const answer = await api(state, `/tournaments/${tournamentId}/teams`, {
      method: 'POST',
      token,
      body:
        team === 57
          ? { name: FOUND, players: ['Hortense Vérany', 'Gaspard Lemoine'], club: 'Club du Port' }
          : {
              name: `Équipe ${team}`,
              players: [`Joueur ${team}a`, `Joueur ${team}b`],
              club: team % 3 === 0 ? 'Club du Port' : 'Cercle des Halles',
            },
    });
    assertEqual(answer.status, 201, `team ${team} registered`);
  }
  const started = await api<RoundView>(state, `/tournaments/${tournamentId}/rounds`, {
    method: 'POST',
    token,
  });
  assertEqual(started.status, 201, 'round 1 started');
  const found = need(
    started.data.tables.find((table) => [table.teamA.name, table.teamB.name].includes(FOUND)),
    'the table of the team searched for',
  );

  const context = await state.browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1280, height: 800 },
  });
  await signInBrowser(context, state);
  try {
    const page = await context.newPage();
    await page.goto(`${state.webUrl}/fr/organiser/${tournamentId}`);
    await page.getByTestId('live-tables').waitFor();
    await page.getByTestId('live-shown').filter({ hasText: 'Les 50 tables du tour' }).waitFor();
    // 50 tables: only those in sight of the list's own box are drawn.
    const drawn = await page.locator('[data-testid^="live-table-"]').count();
    assert(drawn > 0 && drawn < 50, `only the tables in sight are drawn (${drawn})`);

    // The round's controls stay at the top of the window, however far down the page is read.
    const toolbar = page.getByTestId('console-toolbar');
    const bell = toolbar.getByRole('button', { name: 'Clore le tour 1 (cloche)', exact: true });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await eventually(() => inView(page, bell), 'the bell is in view at the bottom of the page');
    // The team section (late entry, withdrawal) is one click away.
    await page.evaluate(() => window.scrollTo(0, 0));
    await toolbar.getByRole('link', { name: 'Équipes', exact: true }).click();
    const teamsTitle = page.locator('#teams-title');
    await eventually(() => inView(page, teamsTitle), 'the #teams anchor leads to the teams');
    assert(page.url().endsWith('#teams'), 'the address names the anchor');
    assert(await inView(page, bell), 'the bell is still in view there');

    // A player's name, typed without accents, finds their team's table.
    await toolbar.getByRole('link', { name: 'Tables', exact: true }).click();
    const search = page.getByLabel('Équipe, joueur ou n° de table');
    await search.fill('hortense verany');
    await page.getByTestId('live-shown').filter({ hasText: '1 table affichée sur 50' }).waitFor();
    await page.getByTestId(`live-table-${found.number}`).filter({ hasText: FOUND }).waitFor();
    assertEqual(await page.locator('[data-testid^="live-table-"]').count(), 1, 'one table found');
    await search.fill('');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(screenshotsDir, 'organiser-console-size.png') });
    // The club filter keeps the tables where a team of the club plays.
    await page.getByLabel('Tables du club').selectOption('Club du Port');
    const port = need(
      (await page.getByTestId('live-shown').textContent())?.match(/^(\d+) table/)?.[1],
      'tables of the club',
    );
    assert(Number(port) > 0 && Number(port) < 50, `the club's tables only (${port})`);
    await page.getByLabel('Tables du club').selectOption('');

    // The bell: every game ends, and finished games fold away (above 40 tables, by default).
    page.once('dialog', (dialog) => void dialog.accept());
    await bell.click();
    await page.getByText('Tour clos.').waitFor();
    await page.getByTestId('live-shown').filter({ hasText: '0 tables affichées sur 50' }).waitFor();
    assertEqual(await page.locator('[data-testid^="live-table-"]').count(), 0, 'all folded away');
    // A finished table is still found by a search, and all come back on demand.
    await search.fill('Introuvables');
    await page
      .getByTestId(`live-table-${found.number}`)
      .filter({ hasText: 'nulle (cloche)' })
      .waitFor();
    await search.fill('');
    await page.getByLabel('Masquer les parties terminées').uncheck();
    await page.getByTestId('live-shown').filter({ hasText: 'Les 50 tables du tour' }).waitFor();
    await page.getByTestId('live-table-1').filter({ hasText: 'nulle (cloche)' }).waitFor();

    // The history: one line for the 50 games the bell closed, unfolded on demand.
    const group = page.getByTestId('round-audit-group');
    await group.filter({ hasText: '50 parties arrêtées à la cloche' }).waitFor();
    assertEqual(
      await page.getByTestId('round-audit').locator(':scope > li').count(),
      3,
      'three lines: the round started, its 50 games, the round closed',
    );
    await page.getByTestId('round-audit').getByText('Tour 1 clos à la cloche').waitFor();
    assertEqual(
      await page.getByTestId('round-audit-group-entries').count(),
      0,
      'the 50 lines are not drawn while folded',
    );
    await group.locator('summary').click();
    const lines = page.getByTestId('round-audit-group-entries').locator('li');
    await lines.first().waitFor();
    await page.screenshot({ path: join(screenshotsDir, 'organiser-console-history.png') });
    assertEqual(await lines.count(), 50, 'the 50 games once unfolded');
    assert(
      (await lines.first().textContent())?.startsWith(
        'Table 1 arrêtée à la cloche à 0 – 0 : nulle',
      ),
      'each game in words, by table number',
    );
  } finally {
    await context.close();
  }
}
