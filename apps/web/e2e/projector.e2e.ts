import type { Page } from 'playwright-core';
import { api } from './api';
import { join } from 'node:path';
import { assert, assertEqual, need, screenshotsDir } from './harness';
import type { E2EState } from './state';

/**
 * The projector on a 1920×1080 and a 1280×720 screen: 30 tables in play, then the standings of 60
 * teams, each page as long as the screen holds: no row and not the page counter below it.
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

  for (const [width, height] of [
    [1920, 1080],
    [1280, 720],
  ] as const) {
    const context = await state.browser.newContext({
      viewport: { width, height },
      locale: 'fr-FR',
    });
    const page = await context.newPage();
    await page.goto(`${state.webUrl}/fr/tournaments/${playing}/projector?seconds=3600`);
    await page.getByTestId('projector-table-1').waitFor();
    await assertFits(page, '.projector-tables > li', `${width}×${height}, tables`);
    await page.goto(`${state.webUrl}/fr/tournaments/${drawn}/projector?seconds=3600`);
    await page.locator('.projector tbody tr').first().waitFor();
    await assertFits(page, '.projector tbody tr', `${width}×${height}, standings`);
    await context.close();
  }

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
  await page.getByText('1 équipe(s) trouvée(s)').waitFor();
  await page.getByRole('rowheader', { name: 'Équipe 117' }).waitFor();
  assertEqual(await rows.count(), 1, 'the rows found');
  await phone.close();
}

/** Every row shown, and the page counter, end above the bottom of the screen; more than a few fit. */
async function assertFits(page: Page, rows: string, where: string): Promise<void> {
  // The rows are measured once shown, then the page is cut to what fits.
  await page.waitForTimeout(500);
  const { shown, below, counter } = await page.evaluate((selector) => {
    const all = [...document.querySelectorAll(selector)];
    const bottom = window.innerHeight;
    const pageCounter = document.querySelector('.projector-page');
    return {
      shown: all.length,
      below: all.filter((row) => row.getBoundingClientRect().bottom > bottom).length,
      counter: pageCounter ? pageCounter.getBoundingClientRect().bottom <= bottom : false,
    };
  }, rows);
  assert(below === 0, `${where}: ${below} of ${shown} rows below the screen`);
  assert(counter, `${where}: the page counter is on the screen`);
  if (shown < 5)
    await page.screenshot({
      path: join(screenshotsDir, `projector-fit-${where.replace(/\W+/g, '-')}.png`),
    });
  assert(shown >= 5, `${where}: ${shown} rows a page`);
}
