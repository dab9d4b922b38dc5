// Issue 22, item 8: the referee page, the standings and the players' page load light on a phone
// (Lighthouse mobile ≥ 95, layout shift under 0.1; `npm run bench:lighthouse` measures them).
// What cost the points, each checked here: the standings came after the scripts (LCP, layout
// shift), and so did the referee's table header (its largest paint, 3.6 s) and the players' page's
// tournament; a returning phone's kept sheet was replaced under the referee's eyes (shift 0.16),
// the first Intl.NumberFormat of a page (35–80 ms of main thread) and its first
// Intl.DateTimeFormat (15–20 ms), links prefetching pages nobody asked for, the whole message
// catalogue in every page (page-messages.ts), and Next.js and React starting in one task of
// 70–100 ms, mostly compiling their functions on the main thread (compile-hints.mjs).
import type { Page } from 'playwright-core';
import { assert, assertEqual, need } from './harness';
import { layoutShiftOf } from './phone-form.e2e';
import { openPhone, phoneTables } from './phone-tables';
import { fillDeal, PHONE, record } from './referee.e2e';
import type { E2EState } from './state';

/** Counts the Intl.NumberFormat and Intl.DateTimeFormat a page builds (window.numberFormats). */
const COUNT_NUMBER_FORMATS = `
  window.numberFormats = 0;
  for (const name of ['NumberFormat', 'DateTimeFormat']) {
    Intl[name] = new Proxy(Intl[name], {
      construct(target, args) {
        window.numberFormats += 1;
        return Reflect.construct(target, args);
      },
    });
  }
`;

/** V8's explicit compile hint (compile-hints.mjs), first in every script of a page. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks of code a small Swiss tournament's standings do not run: TanStack Virtual's (its
 * virtualizer's method) and the brackets' (the class their print button sets).
 */
const UNNEEDED_CODE = ['getVirtualItems', 'printing-brackets'];

/** Words of the referee's deal form only, not of the public pages. */
const SAVE_DEAL = 'Enregistrer la donne';

const numberFormatsOf = (page: Page) =>
  page.evaluate(() => (window as Window & { numberFormats?: number }).numberFormats ?? -1);

export async function pageLoadScenario(state: E2EState): Promise<void> {
  const name = 'Pages légères';
  const { tables, tournamentId } = await phoneTables(state, 8, { name });
  const standingsUrl = `${state.webUrl}/fr/tournaments/${tournamentId}/standings`;
  const playersUrl = `${state.webUrl}/fr/tournaments/${tournamentId}/players`;

  // The standings, the referee's table header and the players' tournament come with the page:
  // there before any script runs. Each page carries only the messages it uses.
  const table = need(tables[0], 'table 1');
  const bare = await state.browser.newContext({ ...PHONE, javaScriptEnabled: false });
  try {
    const page = await bare.newPage();
    await page.goto(standingsUrl);
    assertEqual(await page.locator('h1').textContent(), name, 'the title, without scripts');
    const rows = await page.getByTestId('standings').locator('tbody tr').count();
    assertEqual(rows, 8, 'every team in the standings, without scripts');
    assert(!(await page.content()).includes(SAVE_DEAL), 'the deal form’s words in the standings');
    await page.goto(table.url);
    const header = page.locator('.table-header');
    await header.getByRole('heading', { name: 'Table 1 · tour 1' }).waitFor();
    const game = (await header.getByTestId('table-game').textContent()) ?? '';
    assert(game.includes('marque du tournoi 2018'), `the game played, without scripts: ${game}`);
    await page.goto(playersUrl);
    assertEqual(
      await page.locator('.player-tournament').textContent(),
      name,
      'the tournament on the players’ page, without scripts',
    );
    assert(
      !(await page.content()).includes(SAVE_DEAL),
      'the deal form’s words in the players’ page',
    );
  } finally {
    await bare.close();
  }

  // No page prefetches the pages its links lead to, nor builds an Intl.NumberFormat.
  const reader = await state.browser.newContext(PHONE);
  try {
    await reader.addInitScript({ content: COUNT_NUMBER_FORMATS });
    const page = await reader.newPage();
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('_rsc=')) prefetched.push(request.url());
    });
    // Each script the page runs is compiled off the main thread: it starts with the hint.
    const scripts: Promise<{ url: string; text: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.text().then((text) => ({ url: response.url(), text })));
    });
    await page.goto(standingsUrl);
    await page.getByTestId('standings').locator('tbody tr').nth(7).waitFor();
    await page.waitForTimeout(1500);
    assertEqual(await numberFormatsOf(page), 0, 'Intl.NumberFormat built by the standings');
    const loaded = await Promise.all(scripts);
    assert(loaded.length >= 5, `the standings’ scripts (${loaded.length})`);
    const withoutHint = loaded.filter(({ text }) => !text.startsWith(COMPILE_HINT));
    assertEqual(
      withoutHint.map(({ url }) => url).join(' '),
      '',
      'scripts of the standings without the compile hint',
    );
    // Nor code its first view does not run: 8 teams' Swiss standings load neither the
    // virtualizer (a table of 80 rows and more) nor the brackets' (pools then a knockout).
    const unneeded = loaded.filter(({ text }) => UNNEEDED_CODE.some((mark) => text.includes(mark)));
    assertEqual(
      unneeded.map(({ url }) => url).join(' '),
      '',
      'scripts of the standings with the virtualizer or the brackets',
    );
    await page.goto(playersUrl);
    await page.getByTestId('player-search').waitFor();
    await page.waitForTimeout(1500);
    assertEqual(await numberFormatsOf(page), 0, 'Intl formats built by the players’ page');
    assertEqual(prefetched.join(' '), '', 'pages prefetched by the standings and players’ pages');
  } finally {
    await reader.close();
  }

  // A code the server found unknown is not asked again by the phone (each wrong code counts).
  const stranger = await state.browser.newContext(PHONE);
  try {
    const page = await stranger.newPage();
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/referee/')) lookups.push(request.url());
    });
    await page.goto(`${state.webUrl}/fr/table/ZZZZ2222`);
    await page.getByRole('alert').filter({ hasText: 'ZZZZ2222' }).waitFor();
    assertEqual(lookups.join(' '), '', 'lookups of an unknown code by the phone');
  } finally {
    await stranger.close();
  }

  // A referee's phone: the sheet drawn without Intl.NumberFormat; reopened on a slow network,
  // the sheet kept on the phone is not shown only to be replaced by the server's a moment later.
  const { context, page } = await openPhone(state.browser, table.url);
  try {
    await context.addInitScript({ content: COUNT_NUMBER_FORMATS });
    await page.reload();
    await fillDeal(page, { value: '80', suit: 'Cœur', declarer: 0, points: '101' });
    await record(page);
    await page.getByTestId('recorded').filter({ hasText: 'totaux' }).waitFor();
    assertEqual(await numberFormatsOf(page), 0, 'Intl.NumberFormat built by the referee page');
    const reopened = await context.newPage();
    await reopened.route('**/api/tables/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue().catch(() => undefined);
    });
    const shift = await layoutShiftOf(reopened, table.url, () =>
      reopened.getByRole('heading', { name: 'Donne 2', exact: true }).waitFor(),
    );
    console.log(`    referee page reopened: layout shift ${shift.toFixed(3)}`);
    assert(shift < 0.1, `the reopened sheet shifts by less than 0.1 (${shift.toFixed(3)})`);
  } finally {
    await context.close();
  }
}
