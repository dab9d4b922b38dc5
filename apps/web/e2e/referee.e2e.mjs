import { join } from 'node:path';
import { assert, assertEqual, screenshotsDir } from './harness.mjs';

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'fr-FR',
};

/** Fills the deal form; the caller taps "Enregistrer la donne" (so it can time the tap). */
async function fillDeal(page, deal) {
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

const record = (page) => page.getByRole('button', { name: 'Enregistrer la donne' }).click();

/**
 * Table 1 plays a whole game: a coinched 80, a match, a passed-out deal, two coinched contracts
 * and a winning claim. A projector in another browser must show every deal, without a reload.
 */
export async function refereeGameScenario(state) {
  const projectorContext = await state.browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1280, height: 720 },
  });
  const projector = await projectorContext.newPage();
  await projector.goto(
    `${state.webUrl}/fr/tournaments/${state.tournamentId}/projector?seconds=3600`,
  );
  await projector.getByTestId('projector-deals-1').waitFor();
  await projector.evaluate(() => (window.notReloaded = true));

  const phone = await state.browser.newContext(PHONE);
  phone.setDefaultTimeout(10_000);
  const page = await phone.newPage();
  await page.goto(state.tables[0].url);
  await page.getByRole('button', { name: 'Enregistrer la donne' }).waitFor();
  const teamA = (await page.locator('.team-A h2').textContent()).trim();
  state.refereeScripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script')
      .reduce(
        (sum, entry) => ({
          wire: sum.wire + entry.encodedBodySize,
          parsed: sum.parsed + entry.decodedBodySize,
        }),
        { wire: 0, parsed: 0 },
      ),
  );

  const deals = [
    { value: '80', suit: 'Cœur', declarer: 0, doubling: 'Coinché', points: '101', totalA: '320' },
    { value: 'Capot', suit: 'Pique', declarer: 0, allTricks: 0, totalA: '820' },
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
  state.submitToProjector = [];
  for (const [index, deal] of deals.entries()) {
    const number = index + 1;
    if (deal.passedOut) {
      const started = Date.now();
      await page.getByRole('button', { name: 'Donne nulle (4 passes)' }).click();
      await projectorShows(projector, number, started, state);
    } else {
      await fillDeal(page, deal);
      if (number === 4)
        await page.screenshot({ path: join(screenshotsDir, 'referee-entry.png'), fullPage: true });
      const started = Date.now();
      await record(page);
      await projectorShows(projector, number, started, state);
    }
    await page.getByTestId(`deal-${number}`).waitFor();
    await page.getByTestId('header-total-A').filter({ hasText: deal.totalA }).waitFor();
  }
  const winner = await page.getByTestId('winner').textContent();
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
    await projector.evaluate(() => window.notReloaded === true),
    'the projector did not reload',
  );
  state.liveMode = await projector.locator('.projector').getAttribute('data-live');
  await projector.screenshot({ path: join(screenshotsDir, 'projector.png') });
  await projectorContext.close();
  await phone.close();

  const organiser = state.organiserPage;
  await organiser
    .getByTestId('live-table-1')
    .filter({ hasText: 'gagnée par' })
    .waitFor({ timeout: 15_000 });
  await organiser.screenshot({
    path: join(screenshotsDir, 'organiser-live-tables.png'),
    fullPage: true,
  });
}

async function projectorShows(projector, number, started, state) {
  await projector
    .getByTestId('projector-deals-1')
    .filter({ hasText: new RegExp(`^(${number} donne|gagnée par|nulle)`) })
    .waitFor({ timeout: 15_000 });
  state.submitToProjector.push(Date.now() - started);
}

/** Table 2: a deal typed with no network waits on the phone, then reaches the server once. */
export async function offlineScenario(state) {
  const phone = await state.browser.newContext(PHONE);
  phone.setDefaultTimeout(10_000);
  const page = await phone.newPage();
  await page.goto(state.tables[1].url);
  await page.getByRole('button', { name: 'Enregistrer la donne' }).waitFor();
  // The service worker has stored the page and its scripts for a reload without network.
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return Boolean(await caches.match(location.href, { ignoreVary: true }));
  });
  await phone.setOffline(true);
  await page.getByText('Hors ligne').waitFor();
  await fillDeal(page, { value: '90', suit: 'Pique', declarer: 1, points: '100' });
  await record(page);
  await page.getByTestId('queued-deal').filter({ hasText: 'en attente' }).waitFor();
  await page.getByText('1 donne(s) en attente d’envoi').waitFor();
  // Half of the next deal typed, then a reload with no network: nothing is lost.
  await page
    .getByRole('group', { name: 'Contrat' })
    .getByRole('button', { name: '100', exact: true })
    .click();
  await page.reload();
  await page.getByTestId('queued-deal').filter({ hasText: 'en attente' }).waitFor();
  const kept = page
    .getByRole('group', { name: 'Contrat' })
    .getByRole('button', { name: '100', exact: true });
  assertEqual(
    await kept.getAttribute('aria-pressed'),
    'true',
    'the half-typed deal after a reload',
  );
  // Still offline a while: the outbox retries and must not lose or double the deal.
  await page.waitForTimeout(2500);
  const stored = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('marque-referee', 1);
        open.onsuccess = () => {
          const request = open.result.transaction('outbox').objectStore('outbox').getAll();
          request.onsuccess = () => resolve(request.result.length);
        };
      }),
  );
  assertEqual(stored, 1, 'deals kept in IndexedDB while offline');
  await phone.setOffline(false);
  await page.getByTestId('deal-1').waitFor({ timeout: 20_000 });
  await page.waitForTimeout(3000);
  const sheet = await (
    await fetch(`${state.apiUrl}/api/tables/${await tableIdOf(state, 2)}`)
  ).json();
  assertEqual(sheet.game.deals.length, 1, 'deals recorded on the server');
  assertEqual(await page.getByTestId('queued-deal').count(), 0, 'deals left waiting');
  await phone.close();
}

async function tableIdOf(state, number) {
  const response = await fetch(`${state.apiUrl}/api/referee/${state.tables[number - 1].code}`);
  return (await response.json()).tableId;
}

/** The organiser corrects deal 1 of table 2 while the referee corrects it first: 409, shown, redone. */
export async function conflictScenario(state) {
  const tableId = await tableIdOf(state, 2);
  const page = state.organiserPage;
  await page.goto(`${state.webUrl}/fr/organiser/${state.tournamentId}/tables/${tableId}`);
  await page.getByRole('button', { name: 'Corriger la donne 1' }).click();
  await page.getByLabel(/^Points de/).fill('110');

  const sheet = await (await fetch(`${state.apiUrl}/api/tables/${tableId}`)).json();
  const [deal] = sheet.game.deals;
  const response = await fetch(`${state.apiUrl}/api/tables/${tableId}/deals/1`, {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      'If-Match': `"${sheet.game.version}"`,
      'X-Referee-Code': state.tables[1].code,
    },
    body: JSON.stringify({
      dealer: deal.dealer,
      contract: deal.contract,
      doubling: 'coinche',
      cardPoints: deal.cardPoints,
    }),
  });
  assertEqual(response.status, 200, 'the referee correction');

  await page.getByRole('button', { name: 'Enregistrer la correction' }).click();
  await page
    .getByRole('alertdialog', { name: 'La feuille a changé pendant votre correction' })
    .waitFor();
  await page.getByText(/Donne 1 : « .* » est devenue « .*Coinché.* »\./).waitFor();
  await page.getByRole('button', { name: 'Refaire ma correction sur la nouvelle version' }).click();
  assertEqual(
    await page.getByLabel(/^Points de/).inputValue(),
    '110',
    'the correction kept what was typed',
  );
  await page.getByRole('button', { name: 'Enregistrer la correction' }).click();
  await page.getByRole('heading', { name: 'Historique des modifications' }).waitFor();
  await page.getByText('Donne corrigée').first().waitFor();
  const after = await (await fetch(`${state.apiUrl}/api/tables/${tableId}`)).json();
  assertEqual(after.game.deals[0].cardPoints.B, 110, 'the redone correction is on the sheet');
}

/** Table 3: the server's 422 lands next to the field it names, in French, then in English. */
export async function serverErrorScenario(state) {
  const phone = await state.browser.newContext(PHONE);
  phone.setDefaultTimeout(10_000);
  const page = await phone.newPage();
  await page.goto(state.tables[2].url);
  await fillDeal(page, {
    value: '100',
    suit: 'Trèfle',
    declarer: 0,
    claim: { team: 0, A: '40', B: '30', tricks: ['2', '0', '1', '0'] },
  });
  await record(page);
  const fieldset = page.getByRole('group', { name: 'Points faits jusqu’ici' });
  const error = await fieldset.locator('.field-error').textContent({ timeout: 15_000 });
  assert(error.includes('pli'), `the 422 next to the claim points (${error})`);
  assertEqual(
    await page.getByTestId('queued-deal').filter({ hasText: 'refusée' }).count(),
    1,
    'the refused deal',
  );
  await page.getByRole('link', { name: 'English (EN)' }).click();
  await page.getByRole('button', { name: 'Record the deal' }).waitFor();
  await page.getByRole('group', { name: 'Card points so far' }).waitFor();
  await phone.close();
}

/** The public standings: every team, the game's winner first. */
export async function standingsScenario(state) {
  const context = await state.browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  await page.goto(`${state.webUrl}/fr/tournaments/${state.tournamentId}/standings`);
  const rows = page.getByTestId('standings').locator('tbody tr');
  await rows.nth(7).waitFor();
  const first = await rows.first().textContent();
  assert(first.includes(state.winner), `${state.winner} leads the standings (${first})`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert(width <= 360, `the page fits 360 px (${width})`);
  await context.close();
}
