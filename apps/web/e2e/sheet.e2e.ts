import type { TableView } from '../lib/api-types';
import { api } from './api';
import { assert, assertEqual, need } from './harness';
import { PHONE, fillDeal, record } from './referee.e2e';
import type { E2EState } from './state';

/** The referee code of round 1's table `number`, as the printed cards showed it. */
export function codeOf(state: E2EState, number: number): string {
  return need(need(state.tables, 'round 1 tables')[number - 1], `table ${number}`).code;
}

/** The API id of round 1's table `number`. */
export async function tableIdOf(state: E2EState, number: number): Promise<string> {
  const found = await api<{ tableId: string }>(state, `/referee/${codeOf(state, number)}`);
  return found.data.tableId;
}

function tableUrl(state: E2EState, number: number): string {
  return need(need(state.tables, 'round 1 tables')[number - 1], `table ${number}`).url;
}

/** Table 2: a deal typed with no network waits on the phone, then reaches the server once. */
export async function offlineScenario(state: E2EState): Promise<void> {
  const phone = await state.browser.newContext(PHONE);
  phone.setDefaultTimeout(10_000);
  const page = await phone.newPage();
  await page.goto(tableUrl(state, 2));
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
  await page.getByText('1 donne en attente d’envoi').waitFor();
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
      new Promise<number>((resolve) => {
        const open = indexedDB.open('marque-referee', 1);
        open.onsuccess = () => {
          const request = open.result.transaction('outbox').objectStore('outbox').getAll();
          request.onsuccess = () =>
            resolve(
              (request.result as Array<{ kind?: string }>).filter(
                (record) => record.kind === 'queued',
              ).length,
            );
        };
      }),
  );
  assertEqual(stored, 1, 'deals kept in IndexedDB while offline');
  await phone.setOffline(false);
  await page.getByTestId('deal-1').waitFor({ timeout: 20_000 });
  await page.waitForTimeout(3000);
  const { data: sheet } = await api<TableView>(state, `/tables/${await tableIdOf(state, 2)}`);
  assertEqual(sheet.game.deals.length, 1, 'deals recorded on the server');
  assertEqual(await page.getByTestId('queued-deal').count(), 0, 'deals left waiting');
  await phone.close();
}

/** The organiser corrects deal 1 of table 2 while the referee corrects it first: 409, shown, redone. */
export async function conflictScenario(state: E2EState): Promise<void> {
  const tableId = await tableIdOf(state, 2);
  const page = need(state.organiserPage, 'organiser page');
  await page.goto(
    `${state.webUrl}/fr/organiser/${need(state.tournamentId, 'tournament')}/tables/${tableId}`,
  );
  await page.getByRole('button', { name: 'Corriger la donne 1' }).click();
  await page.getByLabel(/^Points de/).fill('110');

  const { data: sheet } = await api<TableView>(state, `/tables/${tableId}`);
  const deal = need(sheet.game.deals[0], 'deal 1');
  if (!('cardPoints' in deal)) throw new Error('deal 1 of table 2 is a played deal');
  const response = await fetch(`${state.apiUrl}/api/tables/${tableId}/deals/1`, {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      'If-Match': `"${sheet.game.version}"`,
      'X-Referee-Code': codeOf(state, 2),
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
  const { data: after } = await api<TableView>(state, `/tables/${tableId}`);
  // The audit says what changed, in words, and who changed it, by name.
  const [organiserEntry, refereeEntry] = await Promise.all(
    [0, 1].map((index) => page.getByTestId('audit-entry').nth(index)),
  );
  await organiserEntry!
    .getByText(`points ${after.teamB.name} ${deal.cardPoints.B} → 110`, { exact: true })
    .waitFor();
  // By the organiser's display name (the part of its e-mail before the @ until it chooses one).
  await organiserEntry!.getByText(/· e2e(?!@)/).waitFor();
  await refereeEntry!.getByText('contre Sans → Coinché', { exact: true }).waitFor();
  await refereeEntry!.getByText(`table ${after.number} (arbitre)`).waitFor();
  const redone = after.game.deals[0];
  assertEqual(
    redone && 'cardPoints' in redone ? redone.cardPoints.B : null,
    110,
    'the redone correction is on the sheet',
  );
}

/** Table 3: the server's 422 lands next to the field it names, in French, then in English. */
export async function serverErrorScenario(state: E2EState): Promise<void> {
  const phone = await state.browser.newContext(PHONE);
  phone.setDefaultTimeout(10_000);
  const page = await phone.newPage();
  await page.goto(tableUrl(state, 3));
  await fillDeal(page, {
    value: '100',
    suit: 'Trèfle',
    declarer: 0,
    claim: { team: 0, A: '40', B: '30', tricks: ['2', '0', '1', '0'] },
  });
  await record(page);
  const fieldset = page.getByRole('group', { name: 'Points faits jusqu’ici' });
  const error = (await fieldset.locator('.field-error').textContent({ timeout: 15_000 })) ?? '';
  assert(error.includes('pli'), `the 422 next to the claim points (${error})`);
  await page.getByTestId('refused-notice').filter({ hasText: 'Le serveur a refusé' }).waitFor();
  await page.getByRole('link', { name: 'EN – English' }).click();
  await page.getByRole('button', { name: 'Record the deal' }).waitFor();
  // The refusal the phone kept is said again in English: the app's text for its code.
  const english =
    (await page
      .getByRole('group', { name: 'Card points so far' })
      .locator('.field-error')
      .textContent({ timeout: 15_000 })) ?? '';
  assert(/trick/i.test(english), `the kept 422 in English (${english})`);
  await phone.close();
}

/** The public standings: every team, the game's winner first. */
export async function standingsScenario(state: E2EState): Promise<void> {
  const winner = need(state.winner, 'winner of table 1');
  const context = await state.browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  await page.goto(
    `${state.webUrl}/fr/tournaments/${need(state.tournamentId, 'tournament')}/standings`,
  );
  const rows = page.getByTestId('standings').locator('tbody tr');
  await rows.nth(7).waitFor();
  const first = (await rows.first().textContent()) ?? '';
  assert(first.includes(winner), `${winner} leads the standings (${first})`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert(width <= 360, `the page fits 360 px (${width})`);
  await context.close();
}

/** Table 4: the auction entered call by call; the server resolves the contract. */
export async function auctionScenario(state: E2EState): Promise<void> {
  const phone = await state.browser.newContext(PHONE);
  phone.setDefaultTimeout(10_000);
  const page = await phone.newPage();
  await page.goto(tableUrl(state, 4));
  await page.getByRole('button', { name: 'Enchères', exact: true }).click();
  await page
    .getByRole('group', { name: 'Annonce' })
    .getByRole('button', { name: '80', exact: true })
    .click();
  await page.getByRole('group', { name: 'Atout' }).getByRole('button', { name: 'Cœur' }).click();
  await page.getByRole('button', { name: /^Annonce (de |d’)/ }).click();
  for (let pass = 0; pass < 3; pass += 1)
    await page.getByRole('button', { name: 'Passe', exact: true }).click();
  assertEqual(await page.locator('.calls li').count(), 4, 'calls listed');
  await page.getByLabel(/^Points de/).fill('97');
  await record(page);
  const deal = page.getByTestId('deal-1');
  await deal.waitFor({ timeout: 15_000 });
  assert(((await deal.textContent()) ?? '').includes('80 ♥'), 'the contract the server resolved');
  await phone.close();
}
