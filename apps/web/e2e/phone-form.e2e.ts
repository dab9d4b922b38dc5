// Issue 22, the form part: the referee's phone in a real hall. Double and triple taps on every
// recording button never leak into the next deal; the form fits 390×844 and 360×640 in every
// game; the auction as played (which defender coinches, four passes, no coinche on a générale);
// a capot on points asks once; the phone can put the table on its home screen. After each, the
// API's sheet (read from the API directly) is the truth.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { assert, assertEqual, need, screenshotsDir } from './harness';
import {
  centre,
  openPhone,
  phoneTables,
  recordElsewhere,
  sheetOf,
  type PhoneTable,
} from './phone-tables';
import { fillDeal } from './referee.e2e';
import type { E2EState } from './state';

/** A tap where a finger would land: the mouse or the touchscreen, at a point of the screen. */
async function tap(page: Page, [x, y]: [number, number], touch: boolean): Promise<void> {
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** `count` taps at one point, `gap` ms apart (a double or a triple tap). */
async function taps(page: Page, at: [number, number], count: number, gap: number, touch: boolean) {
  for (let done = 0; done < count; done += 1) {
    if (done > 0) await page.waitForTimeout(gap);
    await tap(page, at, touch);
  }
}

/** The next deal's form as a new deal opens it: nothing chosen, no points typed. */
async function formIsEmpty(page: Page, what: string): Promise<void> {
  const pressed = await page
    .locator('form.deal-form [aria-pressed="true"]')
    .evaluateAll((buttons) =>
      buttons.map((button) => {
        const group = button.closest('fieldset')?.querySelector('legend')?.textContent;
        return `${group ?? button.closest('[role="group"]')?.getAttribute('aria-label')}: ${button.textContent}`;
      }),
    );
  assertEqual(
    pressed.sort().join(' | '),
    ['Coinche: Sans', 'Manière de saisir: Contrat', 'Tous les plis: Non'].join(' | '),
    `nothing chosen on the next deal's form (${what})`,
  );
  assertEqual(await page.locator('#card-points').inputValue(), '', `no points typed (${what})`);
}

/** Every deal of the sheet: none coinched (nobody coinched), each declared as typed. */
async function nothingCoinched(state: E2EState, table: PhoneTable, count: number, what: string) {
  const { deals } = (await sheetOf(state, table)).game;
  assertEqual(deals.length, count, `deals on the server's sheet (${what})`);
  for (const deal of deals) {
    if ('passedOut' in deal) continue;
    assertEqual(deal.doubling ?? 'none', 'none', `deal ${deal.number} not coinched (${what})`);
    assert(!('claim' in deal), `deal ${deal.number} not a claim (${what})`);
  }
}

/**
 * Item 2: double and triple taps, 30 to 400 ms apart, on « Enregistrer la donne », « Oui, donne
 * nulle » and « Enregistrer la correction »: one deal each time, and the next form as new.
 */
export async function tapLeakScenario(state: E2EState): Promise<void> {
  const { tables } = await phoneTables(state, 2, { name: 'Soirée des doigts', target: 5000 });
  const table = need(tables[0], 'a table');
  const { context, page } = await openPhone(state.browser, table.url);
  try {
    let count = 0;
    const recorded = async (what: string) => {
      count += 1;
      await page.getByTestId(`deal-${count}`).waitFor();
      // The recorded answer and the rest: what a finger sees a second after its taps.
      await page.waitForTimeout(900);
      await formIsEmpty(page, what);
      await nothingCoinched(state, table, count, what);
    };
    for (const [gap, times, touch] of [
      [30, 2, false],
      [150, 2, true],
      [400, 2, false],
      [30, 3, true],
      [150, 3, false],
      [400, 3, true],
    ] as const) {
      const what = `${times} taps ${gap} ms apart on Enregistrer`;
      await fillDeal(page, { value: '80', suit: 'Cœur', declarer: count % 4, points: '101' });
      const save = page.getByRole('button', { name: 'Enregistrer la donne' });
      const before = await centre(save);
      await taps(page, before, times, gap, touch);
      await recorded(what);
      assertEqual((await centre(save)).join(), before.join(), `Save did not move (${what})`);
    }
    for (const [gap, times, touch] of [
      [30, 2, true],
      [150, 2, false],
      [400, 2, true],
      [30, 3, false],
      [150, 3, true],
      [400, 3, false],
    ] as const) {
      const what = `${times} taps ${gap} ms apart on Oui, donne nulle`;
      await page.getByRole('button', { name: 'Donne nulle (4 passes)' }).click();
      // A person reads the question before answering it (a tap sooner is the same tap).
      await page.waitForTimeout(450);
      await taps(
        page,
        await centre(page.getByRole('button', { name: 'Oui, donne nulle' })),
        times,
        gap,
        touch,
      );
      await recorded(what);
    }
    // A correction saved by a double tap: corrected once, and the form after it as new.
    await page.getByRole('button', { name: `Corriger la dernière donne (${count})` }).click();
    await page.getByRole('heading', { name: `Correction de la donne ${count}` }).waitFor();
    await fillDeal(page, { value: '90', suit: 'Pique', declarer: 1, points: '100' });
    await taps(
      page,
      await centre(page.getByRole('button', { name: 'Enregistrer la correction' })),
      3,
      150,
      true,
    );
    await page.getByText('Correction enregistrée.').waitFor();
    await page.waitForTimeout(900);
    await formIsEmpty(page, 'after a correction saved by a triple tap');
    const last = (await sheetOf(state, table)).game.deals[count - 1];
    assert(last && 'contract' in last && last.contract.value === 90, 'the deal corrected');
    assertEqual(last && 'doubling' in last ? last.doubling : 'none', 'none', 'and not coinched');
    assertEqual((await sheetOf(state, table)).game.deals.length, count, 'no deal more');
  } finally {
    await context.close();
  }

  // Signatures: once team A has signed, team B's button takes its place under the finger.
  const { tables: short } = await phoneTables(state, 2, {
    name: 'Signatures pressées',
    target: 500,
  });
  const over = need(short[0], 'a table');
  await recordElsewhere(state, over, {
    contract: { value: 'generale', suit: 'hearts', declarer: 0 },
    doubling: 'none',
    cardPoints: { A: 157, B: 0 },
    allTricks: { team: 'A', seat: 0 },
  });
  const signer = await openPhone(state.browser, over.url);
  try {
    const signA = signer.page.getByTestId('sign-A');
    await taps(signer.page, await centre(signA), 3, 300, true);
    await signer.page.getByTestId('sign-B').waitFor();
    await signer.page.waitForTimeout(1200);
    const sides = (await sheetOf(state, over)).confirmations.map((each) => each.side);
    assertEqual(sides.join(), 'A', 'a triple tap on team A’s signature signs for team A only');
  } finally {
    await signer.context.close();
  }
}

const GAMES = [
  { ruleset: 'marque-2018', value: '80', points: '101' },
  { ruleset: 'belote-coinchee', value: '80', points: '101' },
  { ruleset: 'jass-coinche', value: '80', points: '101' },
  { ruleset: 'cinch', value: '7', points: '8' },
] as const;

const SIZES = [
  [390, 844],
  [360, 640],
] as const;

/**
 * What a phone must see without scrolling: Save and the totals inside the screen, nothing wider
 * than it, no label out of its button, no legend over its buttons.
 */
async function fits(page: Page, what: string): Promise<void> {
  const inView = async (
    name: string,
    box: { x: number; y: number; width: number; height: number } | null,
  ) => {
    const seen = need(box, name);
    const { width, height } = need(page.viewportSize(), 'the viewport');
    assert(
      seen.y >= 0 &&
        seen.y + seen.height <= height + 0.5 &&
        seen.x >= 0 &&
        seen.x + seen.width <= width + 0.5,
      `${name} inside the ${width}×${height} screen (${what}: y ${Math.round(seen.y)}–${Math.round(seen.y + seen.height)})`,
    );
  };
  await inView(
    'Save',
    await page.getByRole('button', { name: 'Enregistrer la donne' }).boundingBox(),
  );
  await inView('the totals', await page.getByTestId('form-totals').boundingBox());
  const layout = await page.evaluate(() => {
    const root = document.documentElement;
    const overflowing = [...document.querySelectorAll('form.deal-form button')]
      .filter((button) => button.scrollWidth > button.clientWidth + 1)
      .map((button) => button.textContent);
    const under = [...document.querySelectorAll('form.deal-form .choice-inline')].flatMap((set) => {
      const legend = set.querySelector('legend')?.getBoundingClientRect();
      const first = set.querySelector('button')?.getBoundingClientRect();
      if (!legend || !first) return [];
      const apart =
        legend.right <= first.left + 1 ||
        legend.bottom <= first.top + 1 ||
        legend.top >= first.bottom - 1;
      return apart ? [] : [set.querySelector('legend')?.textContent];
    });
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, overflowing, under };
  });
  assert(
    layout.scrollWidth <= layout.clientWidth,
    `no horizontal overflow (${what}: ${layout.scrollWidth} > ${layout.clientWidth})`,
  );
  assertEqual(layout.overflowing.join(', '), '', `labels out of their buttons (${what})`);
  assertEqual(layout.under.join(', '), '', `legends over their buttons (${what})`);
}

/**
 * Item 5: in every game, at 390×844 and 360×640, Save and the totals are on screen without a
 * scroll, contract and auction mode; an ordinary deal is 4 taps plus the digits, and recorded.
 */
export async function formFitsScenario(state: E2EState): Promise<void> {
  for (const game of GAMES) {
    const { tables } = await phoneTables(state, 2, {
      name: `Écran ${game.ruleset}`,
      ruleset: game.ruleset,
    });
    const table = need(tables[0], 'a table');
    for (const [index, [width, height]] of SIZES.entries()) {
      const what = `${game.ruleset} at ${width}×${height}`;
      const { context, page } = await openPhone(state.browser, table.url, {
        viewport: { width, height },
      });
      try {
        await page.getByRole('heading', { name: `Donne ${index + 1}`, exact: true }).waitFor();
        const shot = `phone-form-${game.ruleset}-${width}x${height}`;
        await page.screenshot({ path: join(screenshotsDir, `${shot}.png`) });
        await fits(page, what);
        // An ordinary deal: contract, trump, declarer, the digits, Save.
        const group = (name: string) => page.getByRole('group', { name, exact: true });
        await group('Contrat').getByRole('button', { name: game.value, exact: true }).tap();
        await group('Atout').getByRole('button').first().tap();
        await group('Preneur').getByRole('button').nth(index).tap();
        await page.locator('#card-points').fill(game.points);
        await fits(page, `${what}, typed`);
        if (game.ruleset !== 'cinch') {
          // « Surcoinché » chosen (bold) stays inside its button; then back to « Sans ».
          const doubling = group('Coinche');
          await doubling.getByRole('button', { name: 'Surcoinché', exact: true }).tap();
          await fits(page, `${what}, surcoinché`);
          await doubling.getByRole('button', { name: 'Sans', exact: true }).tap();
        }
        await page.getByRole('button', { name: 'Enregistrer la donne' }).tap();
        await page.getByTestId(`deal-${index + 1}`).waitFor();
        await page.getByRole('button', { name: 'Enchères', exact: true }).tap();
        await page.screenshot({ path: join(screenshotsDir, `${shot}-auction.png`) });
        await fits(page, `${what}, auction`);
      } finally {
        await context.close();
      }
    }
    assertEqual((await sheetOf(state, table)).game.deals.length, 2, `${game.ruleset}: two deals`);
  }
}

/** The player whose turn it is, from « À Joueur 1a de parler ». */
async function speaker(page: Page): Promise<string> {
  return ((await page.locator('.to-speak').textContent()) ?? '')
    .replace(/^À /, '')
    .replace(/ de parler$/, '');
}

/**
 * Item 6: passe, 90 ♣, three passes, then a defender coinches: the referee taps which one, and
 * the deal is the bidder's, coinched. Four passes record a passed-out deal without points. No
 * coinche is offered on a générale.
 */
export async function auctionAsPlayedScenario(state: E2EState): Promise<void> {
  const belote = need(
    (await phoneTables(state, 2, { name: 'Enchères du club', ruleset: 'belote-coinchee' }))
      .tables[0],
    'a belote table',
  );
  const { context, page } = await openPhone(state.browser, belote.url);
  try {
    const sheet = await sheetOf(state, belote);
    const nameAt = (seat: number) =>
      (seat % 2 === 0 ? sheet.teamA : sheet.teamB).players[seat < 2 ? 0 : 1];
    const dealer = sheet.firstDealer;
    const bidderSeat = (dealer + 2) % 4;
    const defenders = [(bidderSeat + 1) % 4, (bidderSeat + 3) % 4].sort();
    await page.getByRole('button', { name: 'Enchères', exact: true }).tap();
    assertEqual(
      await page.getByRole('group', { name: 'Coinché par' }).count(),
      0,
      'no coinche before a bid',
    );
    await page.getByRole('button', { name: 'Passe', exact: true }).tap();
    const bidder = await speaker(page);
    assertEqual(bidder, nameAt(bidderSeat), 'the second to speak bids');
    await page
      .getByRole('group', { name: 'Annonce' })
      .getByRole('button', { name: '90', exact: true })
      .tap();
    await page.getByRole('group', { name: 'Atout' }).getByRole('button', { name: 'Trèfle' }).tap();
    await page.getByRole('button', { name: /^Annonce d/ }).tap();
    for (let pass = 0; pass < 3; pass += 1)
      await page.getByRole('button', { name: 'Passe', exact: true }).tap();
    const coinche = page.getByRole('group', { name: 'Coinché par' }).getByRole('button');
    assertEqual(
      (await coinche.allTextContents()).join(', '),
      defenders.map(nameAt).join(', '),
      'the defenders, and only they, may coinche',
    );
    // The defender whose turn it is not: the one on the bidder's right.
    const by = (bidderSeat + 3) % 4;
    await coinche.filter({ hasText: nameAt(by) }).tap();
    await page
      .getByRole('group', { name: 'Surcoinché par' })
      .getByRole('button', { name: nameAt(bidderSeat) })
      .waitFor();
    const bidderTeam = bidderSeat % 2 === 0 ? sheet.teamA : sheet.teamB;
    await page.getByLabel(`Points de l’équipe ${bidderTeam.name}`, { exact: true }).fill('100');
    await page.getByRole('button', { name: 'Enregistrer la donne' }).tap();
    await page.getByTestId('deal-1').waitFor();
    const first = (await sheetOf(state, belote)).game.deals[0];
    assert(first && 'contract' in first, 'deal 1 played');
    assertEqual(first.contract.declarer, bidderSeat, 'the bidder declares');
    assertEqual(first.contract.value, 90, 'at 90');
    assertEqual(first.doubling, 'coinche', 'coinched by the defender');

    // Four passes: a passed-out deal, no points asked.
    await page.waitForTimeout(700);
    await page.getByRole('button', { name: 'Enchères', exact: true }).tap();
    for (let pass = 0; pass < 4; pass += 1)
      await page.getByRole('button', { name: 'Passe', exact: true }).tap();
    await page.getByText('Quatre passes : donne nulle, sans points à entrer.').waitFor();
    assertEqual(await page.locator('#card-points').count(), 0, 'no points asked');
    await page.getByRole('button', { name: 'Enregistrer la donne' }).tap();
    await page.getByTestId('deal-2').waitFor();
    assertEqual(await page.locator('.field-error, .form-error').count(), 0, 'no error');
    const second = (await sheetOf(state, belote)).game.deals[1];
    assert(second && 'passedOut' in second, 'deal 2 passed out');
  } finally {
    await context.close();
  }

  // The 2018 marque: a générale cannot be coinched, so no coinche is offered after it.
  const marque = need(
    (await phoneTables(state, 2, { name: 'Générale du club' })).tables[0],
    'a 2018 table',
  );
  const phone = await openPhone(state.browser, marque.url);
  try {
    await phone.page.getByRole('button', { name: 'Enchères', exact: true }).tap();
    await phone.page
      .getByRole('group', { name: 'Annonce' })
      .getByRole('button', { name: 'Générale', exact: true })
      .tap();
    await phone.page
      .getByRole('group', { name: 'Atout' })
      .getByRole('button', { name: 'Cœur' })
      .tap();
    await phone.page.getByRole('button', { name: /^Annonce d/ }).tap();
    await phone.page.locator('.calls li').first().waitFor();
    assertEqual(
      await phone.page.getByRole('group', { name: 'Coinché par' }).count(),
      0,
      'no coinche on a générale',
    );
    assertEqual(
      await phone.page.getByRole('button', { name: /Coinch/ }).count(),
      0,
      'no coinche button at all',
    );
    // The same in contract mode: a coinche typed first is taken back by the générale.
    await phone.page.getByRole('button', { name: 'Contrat', exact: true }).tap();
    const contract = phone.page.getByRole('group', { name: 'Contrat', exact: true });
    await contract.getByRole('button', { name: '120', exact: true }).tap();
    const coinche = phone.page.getByRole('group', { name: 'Coinche', exact: true });
    await coinche.getByRole('button', { name: 'Coinché', exact: true }).tap();
    await contract.getByRole('button', { name: 'Générale', exact: true }).tap();
    assertEqual(
      (await coinche.getByRole('button').allTextContents()).join(' '),
      'Sans',
      'only « Sans » on a générale in contract mode',
    );
    assertEqual(
      await coinche.getByRole('button', { name: 'Sans' }).getAttribute('aria-pressed'),
      'true',
      'the coinche typed before the générale taken back',
    );
  } finally {
    await phone.context.close();
  }
}

/**
 * Item 8: a capot on points without « tous les plis » asks once (« non » records it as typed,
 * « oui » with every trick); the favicon is there and the referee page names its own manifest.
 */
export async function capotAndHomeScreenScenario(state: E2EState): Promise<void> {
  const table = need(
    (await phoneTables(state, 2, { name: 'Capot du club', ruleset: 'belote-coinchee' })).tables[0],
    'a belote table',
  );
  const { context, page } = await openPhone(state.browser, table.url);
  try {
    const question = page.getByText('« Tous les plis » est à « Non »');
    await fillDeal(page, {
      value: 'Capot',
      suit: 'Cœur',
      declarer: 0,
      doubling: 'Coinché',
      points: '162',
    });
    const save = page.getByRole('button', { name: 'Enregistrer la donne' });
    // A double tap on Save asks, and never answers its own question.
    const at = await centre(save);
    await taps(page, at, 2, 60, true);
    await question.waitFor();
    await page.waitForTimeout(700);
    assertEqual((await sheetOf(state, table)).game.deals.length, 0, 'asked, not recorded');
    await page.getByRole('button', { name: 'Non, enregistrer ainsi' }).tap();
    await page.getByTestId('deal-1').waitFor();
    const failed = (await sheetOf(state, table)).game.deals[0];
    assert(failed && 'cardPoints' in failed && !failed.allTricks, 'recorded as typed, no capot');

    await page.waitForTimeout(700);
    await fillDeal(page, { value: '80', suit: 'Pique', declarer: 1, points: '162' });
    await save.tap();
    await page.getByRole('button', { name: 'Oui, tous les plis' }).tap();
    await page.getByTestId('deal-2').waitFor();
    const capot = (await sheetOf(state, table)).game.deals[1];
    assert(capot && 'allTricks' in capot && capot.allTricks?.team === 'B', 'all tricks to team B');

    // The home screen: a favicon, and this table's own manifest.
    const favicon = await page.request.get(`${state.webUrl}/favicon.ico`);
    assertEqual(favicon.status(), 200, '/favicon.ico');
    const href = need(
      await page.locator('link[rel="manifest"]').getAttribute('href'),
      'a manifest link',
    );
    const answer = await page.request.get(new URL(href, state.webUrl).toString());
    assertEqual(answer.status(), 200, 'the manifest');
    const manifest = (await answer.json()) as {
      start_url: string;
      display: string;
      name: string;
      icons: { src: string }[];
    };
    assertEqual(manifest.start_url, `/fr/table/${table.code}`, 'the manifest opens this table');
    assertEqual(manifest.display, 'standalone', 'full screen');
    assert(manifest.name.includes(table.code), `the manifest names the table (${manifest.name})`);
    for (const icon of manifest.icons) {
      const image = await page.request.get(new URL(icon.src, state.webUrl).toString());
      assertEqual(image.status(), 200, `icon ${icon.src}`);
      assert(image.headers()['content-type']?.startsWith('image/'), `${icon.src} is an image`);
    }
  } finally {
    await context.close();
  }
}

/** The layout shift of a page as it loads (layout-shift entries without input), as CLS counts it. */
export async function layoutShiftOf(
  page: Page,
  url: string,
  ready: () => Promise<void>,
): Promise<number> {
  await page.addInitScript(() => {
    const marked = window as Window & { shifted?: number };
    marked.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) marked.shifted = (marked.shifted ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url);
  await ready();
  await page.waitForTimeout(1500);
  return page.evaluate(() => (window as Window & { shifted?: number }).shifted ?? 0);
}

/**
 * The public standings on a phone whose API answers come 1.2 s after the page (slow 4G): what
 * loads late takes room kept for it, so the page shifts by less than 0.1 (CLS's "good").
 */
export async function standingsShiftScenario(state: E2EState): Promise<void> {
  const { tournamentId } = await phoneTables(state, 12, { name: 'Classement qui ne bouge pas' });
  const context = await state.browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  try {
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue().catch(() => undefined);
    });
    const shift = await layoutShiftOf(
      page,
      `${state.webUrl}/fr/tournaments/${tournamentId}/standings`,
      () => page.getByTestId('standings').locator('tbody tr').nth(11).waitFor({ timeout: 20_000 }),
    );
    console.log(`    public standings: layout shift ${shift.toFixed(3)}`);
    assert(shift < 0.1, `the standings shift by less than 0.1 as they load (${shift.toFixed(3)})`);
  } finally {
    await context.close();
  }
}
