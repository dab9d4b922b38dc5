import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { assert, assertEqual, frenchNumber, need, screenshotsDir } from './harness';
import type { E2EState } from './state';

/** A deal as the referee taps it in: French labels, seats counted from the table's first. */
export interface DealEntry {
  value: string;
  suit: string;
  declarer: number;
  doubling?: string;
  points?: string;
  allTricks?: number;
  claim?: { team: number; A: string; B: string; tricks: string[] };
}

type PlayedDeal = (DealEntry & { passedOut?: undefined }) | { passedOut: true };

/** Set on the projector's window: still there at the end means the page never reloaded. */
type MarkedWindow = Window & { notReloaded?: boolean };

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'fr-FR',
};

/** Fills the deal form; the caller taps "Enregistrer la donne" (so it can time the tap). */
export async function fillDeal(page: Page, deal: DealEntry): Promise<void> {
  if (deal.claim) await page.getByRole('button', { name: 'Nous avons gagné', exact: true }).click();
  await page
    .getByRole('group', { name: 'Contrat' })
    .getByRole('button', { name: deal.value, exact: true })
    .click();
  await page.getByRole('group', { name: 'Atout' }).getByRole('button', { name: deal.suit }).click();
  await page.getByRole('group', { name: 'Preneur' }).getByRole('button').nth(deal.declarer).click();
  if (deal.doubling) {
    await page
      .getByRole('group', { name: 'Coinche' })
      .getByRole('button', { name: deal.doubling, exact: true })
      .click();
  }
  if (deal.allTricks !== undefined) {
    await page
      .getByRole('group', { name: 'Tous les plis' })
      .getByRole('button')
      .nth(deal.allTricks + 1)
      .click();
  } else if (deal.points !== undefined) {
    await page.getByLabel(/^Points de/).fill(deal.points);
  }
  if (deal.claim) {
    await page
      .getByRole('group', { name: /nous avons gagné/ })
      .getByRole('button')
      .nth(deal.claim.team)
      .click();
    const points = page.getByRole('group', { name: 'Points faits jusqu’ici' }).getByRole('textbox');
    await points.nth(0).fill(deal.claim.A);
    await points.nth(1).fill(deal.claim.B);
    const tricks = page.getByRole('group', { name: 'Plis faits jusqu’ici' }).getByRole('textbox');
    for (const [seat, count] of deal.claim.tricks.entries()) await tricks.nth(seat).fill(count);
  }
}

export const record = (page: Page): Promise<void> =>
  page.getByRole('button', { name: 'Enregistrer la donne' }).click();

/** "Donne nulle", then yes to the question it asks (a human takes longer than a double tap). */
export async function passOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Donne nulle (4 passes)' }).click();
  await page.waitForTimeout(400);
  await page.getByRole('button', { name: 'Oui, donne nulle' }).click();
}

/**
 * Table 1 plays a whole game: a coinched 80, a match, a passed-out deal, two coinched contracts
 * and a winning claim. A projector in another browser must show every deal, without a reload.
 */
export async function refereeGameScenario(state: E2EState): Promise<void> {
  const tournamentId = need(state.tournamentId, 'tournament');
  const tables = need(state.tables, 'round 1 tables');
  const projectorContext = await state.browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1280, height: 720 },
  });
  const projector = await projectorContext.newPage();
  await projector.goto(`${state.webUrl}/fr/tournaments/${tournamentId}/projector?seconds=3600`);
  await projector.getByTestId('projector-deals-1').waitFor();
  await projector.evaluate(() => ((window as MarkedWindow).notReloaded = true));

  const phone = await state.browser.newContext(PHONE);
  phone.setDefaultTimeout(10_000);
  const page = await phone.newPage();
  await page.goto(need(tables[0], 'table 1').url);
  await page.getByRole('button', { name: 'Enregistrer la donne' }).waitFor();
  const teamA = ((await page.locator('.team-A h2').textContent()) ?? '').trim();
  state.refereeScripts = await scriptsLoaded(page);

  const deals: Array<PlayedDeal & { totalA: string }> = [
    { value: '80', suit: 'Cœur', declarer: 0, doubling: 'Coinché', points: '101', totalA: '320' },
    { value: 'Match', suit: 'Pique', declarer: 0, allTricks: 0, totalA: '820' },
    { passedOut: true, totalA: '820' },
    {
      value: '150',
      suit: 'Carreau',
      declarer: 2,
      doubling: 'Coinché',
      points: '152',
      totalA: '1280',
    },
    {
      value: '140',
      suit: 'Trèfle',
      declarer: 0,
      doubling: 'Coinché',
      points: '145',
      totalA: '1720',
    },
    {
      value: '150',
      suit: 'Cœur',
      declarer: 2,
      claim: { team: 0, A: '150', B: '2', tricks: ['3', '1', '3', '0'] },
      totalA: '2020',
    },
  ];
  const times: number[] = [];
  state.submitToProjector = times;
  for (const [index, deal] of deals.entries()) {
    const number = index + 1;
    if (deal.passedOut) {
      await page.getByRole('button', { name: 'Donne nulle (4 passes)' }).click();
      await page.waitForTimeout(400);
      const started = Date.now();
      await page.getByRole('button', { name: 'Oui, donne nulle' }).click();
      await projectorShows(projector, number, started, times);
    } else {
      await fillDeal(page, deal);
      if (number === 4)
        await page.screenshot({ path: join(screenshotsDir, 'referee-entry.png'), fullPage: true });
      const started = Date.now();
      await record(page);
      await projectorShows(projector, number, started, times);
    }
    await page.getByTestId(`deal-${number}`).waitFor();
    await page
      .getByTestId('header-total-A')
      .filter({ hasText: frenchNumber(deal.totalA) })
      .waitFor();
  }
  const winner = (await page.getByTestId('winner').textContent()) ?? '';
  assert(winner.includes(`${teamA} a gagné la partie.`), `the sheet names the winner (${winner})`);
  state.winner = teamA;
  assertEqual(
    await page.getByRole('button', { name: 'Enregistrer la donne' }).count(),
    0,
    'the sheet is locked',
  );
  await projector
    .getByTestId('projector-deals-1')
    .filter({ hasText: `gagnée par ${teamA}` })
    .waitFor();
  assert(
    await projector.evaluate(() => (window as MarkedWindow).notReloaded === true),
    'the projector did not reload',
  );
  state.liveMode = await projector.locator('.projector').getAttribute('data-live');
  await projector.screenshot({ path: join(screenshotsDir, 'projector.png') });
  await projectorContext.close();
  await phone.close();

  const organiser = need(state.organiserPage, 'organiser page');
  await organiser
    .getByTestId('live-table-1')
    .filter({ hasText: 'gagnée par' })
    .waitFor({ timeout: 15_000 });
  await organiser.screenshot({
    path: join(screenshotsDir, 'organiser-live-tables.png'),
    fullPage: true,
  });
}

/**
 * The JavaScript a page has loaded, bytes over the wire (compressed) and once decoded; and its
 * HTML, which carries the page's data (the messages of its language among them).
 */
async function scriptsLoaded(page: Page): Promise<NonNullable<E2EState['refereeScripts']>> {
  return page.evaluate(() => {
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script')
      .reduce(
        (sum, entry) => ({
          wire: sum.wire + entry.encodedBodySize,
          parsed: sum.parsed + entry.decodedBodySize,
        }),
        { wire: 0, parsed: 0 },
      );
    const [document] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return { ...scripts, html: document?.decodedBodySize ?? 0 };
  });
}

async function projectorShows(
  projector: Page,
  number: number,
  started: number,
  times: number[],
): Promise<void> {
  await projector
    .getByTestId('projector-deals-1')
    .filter({ hasText: new RegExp(`^(${number} donne|gagnée par|nulle)`) })
    .waitFor({ timeout: 15_000 });
  times.push(Date.now() - started);
}
