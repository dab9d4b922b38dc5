import type { Page } from 'playwright-core';
import { api } from './api';
import { join } from 'node:path';
import { assert, assertEqual, need, screenshotsDir } from './harness';
import type { E2EState } from './state';

/**
 * The projector on a 1920×1080 and a 1280×720 screen: 30 tables in play (short lines in columns),
 * then the standings of 120 teams, their top on a page and the rest in columns, each page as long
 * as the screen holds: no row and not the page counter below it or off its side. `?show=` keeps
 * the parts the organiser chose; the counter carries the cycle's real length.
 */
export async function projectorFitScenario(state: E2EState): Promise<void> {
  const token = need(state.token, 'organiser token');
  const create = async (name: string, teams: number) => {
    const { data } = await api<{ id: string }>(state, '/tournaments', {
      method: 'POST',
      token,
      body: { name, rounds: 3, pairing: 'swiss' },
    });
    for (let team = 1; team <= teams; team += 1)
      await api(state, `/tournaments/${data.id}/teams`, {
        method: 'POST',
        token,
        body: { name: `Équipe ${team}`, players: [`Joueur ${team}a`, `Joueur ${team}b`] },
      });
    return data.id;
  };
  const playing = await create('Grand tournoi, tour 1', 60);
  await api(state, `/tournaments/${playing}/rounds`, { method: 'POST', token });
  const drawn = await create('Grand tournoi, inscriptions', 120);

  await onEachScreen(state, async (page, width, height) => {
    await page.goto(`${state.webUrl}/fr/tournaments/${playing}/projector?seconds=3600`);
    await page.getByTestId('projector-table-1').waitFor();
    await assertFits(page, '.projector-tables > li', `${width}×${height}, tables`);
    await page.waitForSelector('.projector-tables.compact');
    if (width === 1920)
      await page.screenshot({ path: join(screenshotsDir, 'projector-columns.png') });
    await page.goto(`${state.webUrl}/fr/tournaments/${drawn}/projector?seconds=3600`);
    await page.locator('.projector tbody tr').first().waitFor();
    await assertFits(page, '.projector tbody tr', `${width}×${height}, standings`);
    // The rest of the ranking: short lines in columns, a third of the time each.
    await page.goto(`${state.webUrl}/fr/tournaments/${drawn}/projector?seconds=3600&page=2`);
    await page.getByTestId('projector-ranks').waitFor();
    await assertFits(page, '.projector-ranks > li', `${width}×${height}, the rest of the ranking`);
    if (width === 1920)
      await page.screenshot({ path: join(screenshotsDir, 'projector-ranks.png') });
    const { pages, cycle } = await counter(page);
    assert(pages >= 2, `${width}×${height}: ${pages} pages of standings`);
    assertEqual(cycle, 3600 + (pages - 1) * 1200, `${width}×${height}: the cycle's seconds`);
  });

  // The organiser shows only the standings, or only the tables.
  const hall = await state.browser.newContext({
    viewport: { width: 1920, height: 1080 },
    locale: 'fr-FR',
  });
  const screen = await hall.newPage();
  await screen.goto(
    `${state.webUrl}/fr/tournaments/${playing}/projector?seconds=3600&show=standings`,
  );
  await screen.locator('.projector tbody tr').first().waitFor();
  assertEqual(await screen.getByTestId('projector-table-1').count(), 0, 'no table page');
  await screen.goto(`${state.webUrl}/fr/tournaments/${playing}/projector?seconds=3600&show=tables`);
  await screen.getByTestId('projector-table-1').waitFor();
  await screen.waitForTimeout(500);
  const tablesOnly = await counter(screen);
  assertEqual(tablesOnly.cycle, 3600 * tablesOnly.pages, 'the cycle of the tables only');
  await screen.goto(
    `${state.webUrl}/fr/tournaments/${playing}/projector?seconds=3600&show=tables&page=2`,
  );
  await screen.getByTestId('projector-table-1').waitFor();
  assertEqual(await screen.locator('.projector tbody tr').count(), 0, 'no standings page');
  await hall.close();

  // On a phone, 120 teams' standings draw only the rows near the screen; a search finds one.
  const phone = await state.browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
  });
  const page = await phone.newPage();
  await page.goto(`${state.webUrl}/fr/tournaments/${drawn}/standings`);
  const rows = page.locator('[data-testid="standings"] tbody tr[data-index]');
  await rows.first().waitFor();
  const drawnRows = await rows.count();
  assert(drawnRows > 5 && drawnRows < 120, `${drawnRows} of 120 rows drawn`);
  await page.getByLabel('Chercher une équipe').fill('equipe 117');
  await page.getByText('1 équipe trouvée').waitFor();
  await page.getByRole('rowheader', { name: 'Équipe 117' }).waitFor();
  assertEqual(await rows.count(), 1, 'the rows found');
  await phone.close();
}

/** The pages the counter says ("2 / 9") and the cycle's seconds it carries. */
async function counter(page: Page): Promise<{ pages: number; cycle: number }> {
  const element = page.locator('.projector-page');
  const text = (await element.textContent()) ?? '';
  return {
    pages: Number(/\/\s*(\d+)/.exec(text)?.[1] ?? 1),
    cycle: Number(await element.getAttribute('data-cycle-seconds')),
  };
}

/**
 * Every row shown, and the page counter, end above the bottom of the screen and inside its width;
 * more than a few fit.
 */
async function assertFits(page: Page, rows: string, where: string): Promise<void> {
  // The rows are measured once shown, then the page is cut to what fits.
  await page.waitForTimeout(500);
  const { shown, below, counter } = await page.evaluate((selector) => {
    const all = [...document.querySelectorAll(selector)];
    const bottom = window.innerHeight;
    const pageCounter = document.querySelector('.projector-page');
    return {
      shown: all.length,
      below: all.filter(
        (row) =>
          row.getBoundingClientRect().bottom > bottom ||
          row.getBoundingClientRect().right > window.innerWidth,
      ).length,
      counter: pageCounter ? pageCounter.getBoundingClientRect().bottom <= bottom : false,
    };
  }, rows);
  assert(below === 0, `${where}: ${below} of ${shown} rows below the screen or off its side`);
  assert(counter, `${where}: the page counter is on the screen`);
  if (shown < 5)
    await page.screenshot({
      path: join(screenshotsDir, `projector-fit-${where.replace(/\W+/g, '-')}.png`),
    });
  assert(shown >= 5, `${where}: ${shown} rows a page`);
}

/** The hall's screens, a 1920×1080 projector and a 1280×720 one: `visit` on a page of each. */
export async function onEachScreen(
  state: E2EState,
  visit: (page: Page, width: number, height: number) => Promise<void>,
): Promise<void> {
  for (const [width, height] of [
    [1920, 1080],
    [1280, 720],
  ] as const) {
    const context = await state.browser.newContext({
      viewport: { width, height },
      locale: 'fr-FR',
    });
    try {
      await visit(await context.newPage(), width, height);
    } finally {
      await context.close();
    }
  }
}
