// Issue 16, rows 6 to 9: a sheet reopened offline, two phones on one table, a correction
// conflict, wifi with no internet behind it.
import type { Route } from 'playwright-core';
import { api } from './api';
import { assert, assertEqual } from './harness';
import { ordinary } from './outbox.e2e';
import {
  dealerOf,
  formIsFor,
  offlineReady,
  openPhone,
  phoneTable,
  playerAt,
  recordElsewhere,
  sheetOf,
} from './phone-tables';
import { fillDeal, record } from './referee.e2e';
import type { E2EState } from './state';

/**
 * Rows 6 and 9: closed, three deals recorded elsewhere, reopened with no network. The old sheet
 * says it may be out of date, the status says offline, and the phone asks who dealt; the deal
 * typed is recorded once the network is back, within seconds, not refused.
 */
export async function reopenedOfflineScenario(state: E2EState): Promise<void> {
  const phone = await phoneTable(state, 5);
  const { context, page } = await openPhone(state.browser, phone.url, { offlineShell: true });
  try {
    await offlineReady(page);
    // The worker has just taken the page over: a page closed at once may not reopen offline.
    await page.waitForTimeout(1500);
    await fillDeal(page, ordinary);
    await record(page);
    await page.getByTestId('recorded').filter({ hasText: 'totaux' }).waitFor();
    await page.close();
    for (let deal = 0; deal < 3; deal += 1) await recordElsewhere(state, phone);
    await context.setOffline(true);
    const reopened = await context.newPage();
    await reopened.goto(phone.url);
    await reopened
      .getByTestId('sheet-stale')
      .filter({ hasText: 'peut-être plus à jour' })
      .waitFor();
    await reopened.getByTestId('connection').filter({ hasText: 'Hors ligne' }).waitFor();
    assertEqual(await reopened.getByText('En ligne').count(), 0, 'not "online" with no network');
    assertEqual(await reopened.locator('.deal-form .dealer').count(), 0, 'no dealer guessed');
    const dealer5 = await playerAt(state, phone, dealerOf(phone, 5));
    await reopened
      .getByRole('group', { name: /^Qui a donné/ })
      .getByRole('button', { name: dealer5 })
      .click();
    await fillDeal(reopened, { value: '90', suit: 'Carreau', declarer: 1, points: '95' });
    await record(reopened);
    await reopened.getByTestId('queued-deal').filter({ hasText: 'en attente' }).waitFor();
    await context.setOffline(false);
    const back = Date.now();
    await reopened.getByTestId('deal-5').waitFor({ timeout: 15_000 });
    const resumed = Date.now() - back;
    assert(resumed < 7000, `sending resumed ${resumed} ms after the network came back`);
    const sheet = await sheetOf(state, phone);
    assertEqual(sheet.game.deals.length, 5, 'deals on the sheet');
    assertEqual(await reopened.getByTestId('refused-notice').count(), 0, 'not refused');
    assertEqual(await reopened.getByTestId('sheet-stale').count(), 0, 'the sheet confirmed');
  } finally {
    await context.close();
  }
}

/**
 * Row 7: two phones, one code, the same deal at once. The loser reads in French which deal was
 * recorded and who dealt it, its sheet shows it, its own entry is kept; dropped, the form is
 * the next deal's. In English too.
 */
export async function twoPhonesScenario(state: E2EState): Promise<void> {
  const phone = await phoneTable(state, 6);
  const first = await openPhone(state.browser, phone.url);
  const second = await openPhone(state.browser, phone.url);
  try {
    await fillDeal(first.page, ordinary);
    await fillDeal(second.page, { value: '90', suit: 'Pique', declarer: 1, points: '110' });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await second.page.route('**/api/tables/*/deals', async (route) => {
      await held;
      await route.continue();
    });
    await record(second.page);
    await record(first.page);
    await first.page.getByTestId('deal-1').waitFor();
    release();
    const dealer1 = await playerAt(state, phone, dealerOf(phone, 1));
    const notice = second.page.getByTestId('refused-notice');
    await notice
      .filter({ hasText: 'Un autre appareil a enregistré la donne 1 avant ce téléphone' })
      .filter({ hasText: `(donneur ${dealer1})` })
      .filter({ hasText: '101\u00a0–\u00a056\u00a0points' })
      .waitFor({ timeout: 15_000 });
    await second.page.getByTestId('deal-1').waitFor();
    await second.page.getByTestId('header-total-A').filter({ hasNotText: /^0$/ }).waitFor();
    // Both deals side by side, and the question: the same deal, or another one (deal 2).
    await second.page
      .getByTestId('taken-theirs')
      .filter({ hasText: 'un autre appareil' })
      .waitFor();
    await second.page.getByTestId('taken-mine').filter({ hasText: 'Votre saisie' }).waitFor();
    const dealer2 = await playerAt(state, phone, dealerOf(phone, 2));
    await second.page
      .getByRole('button', {
        name: `Une autre donne : l’enregistrer comme donne 2 (donneur ${dealer2})`,
      })
      .waitFor();
    await second.page.getByRole('link', { name: 'EN – English' }).click();
    await second.page
      .getByTestId('refused-notice')
      .filter({ hasText: 'Another device recorded deal 1 before this phone' })
      .waitFor();
    await second.page.getByRole('button', { name: 'The same deal: drop my entry' }).click();
    await second.page.getByRole('heading', { name: 'Deal 2', exact: true }).waitFor();
    assertEqual((await sheetOf(state, phone)).game.deals.length, 1, 'one deal 1');
  } finally {
    await first.context.close();
    await second.context.close();
  }
}

/**
 * Row 8: the phone corrects deal 1's points while another device corrected them first: both
 * versions are shown, card points included, before anything is overwritten.
 */
export async function correctionConflictScenario(state: E2EState): Promise<void> {
  const phone = await phoneTable(state, 7);
  await recordElsewhere(state, phone, {
    contract: { value: 90, suit: 'spades', declarer: 0 },
    doubling: 'none',
    cardPoints: { A: 100, B: 57 },
  });
  const { context, page } = await openPhone(state.browser, phone.url);
  try {
    await page.getByRole('button', { name: 'Corriger la dernière donne (1)' }).click();
    await page.getByLabel(/^Points de/).fill('120');
    const sheet = await sheetOf(state, phone);
    const changed = await api(state, `/tables/${phone.id}/deals/1`, {
      method: 'PUT',
      refereeCode: phone.code,
      ifMatch: sheet.game.version,
      body: {
        dealer: dealerOf(phone, 1),
        contract: { value: 90, suit: 'spades', declarer: 0 },
        doubling: 'none',
        cardPoints: { A: 110, B: 47 },
      },
    });
    assertEqual(changed.status, 200, 'the other device’s correction');
    await page.getByRole('button', { name: 'Enregistrer la correction' }).click();
    const changedLine = page.getByTestId('conflict-changed');
    await changedLine.filter({ hasText: '100\u00a0–\u00a057\u00a0points' }).waitFor();
    await changedLine.filter({ hasText: '110\u00a0–\u00a047\u00a0points' }).waitFor();
    await page
      .getByTestId('conflict-yours')
      .filter({ hasText: '120\u00a0–\u00a037\u00a0points' })
      .waitFor();
    const cardPoints = async () => {
      const deal = (await sheetOf(state, phone)).game.deals[0];
      return deal && 'cardPoints' in deal ? deal.cardPoints.A : null;
    };
    assertEqual(await cardPoints(), 110, 'nothing overwritten before the referee chooses');
    await page
      .getByRole('button', { name: 'Refaire ma correction sur la nouvelle version' })
      .click();
    await page.getByRole('button', { name: 'Enregistrer la correction' }).click();
    await page.getByText('Correction enregistrée.').waitFor();
    assertEqual(await cardPoints(), 120, 'the correction redone');
  } finally {
    await context.close();
  }
}

/**
 * Row 9: wifi with no internet behind it (the browser says online, every request fails): the
 * phone says offline and keeps the deal; the network back, it is sent within seconds.
 */
export async function wifiWithoutInternetScenario(state: E2EState): Promise<void> {
  const phone = await phoneTable(state, 8);
  const { context, page } = await openPhone(state.browser, phone.url);
  try {
    await formIsFor(page, 1, await playerAt(state, phone, dealerOf(phone, 1)));
    const noInternet = (route: Route) => route.abort('internetdisconnected');
    await page.route('**/api/**', noInternet);
    await fillDeal(page, ordinary);
    await record(page);
    await page.getByTestId('connection').filter({ hasText: 'Hors ligne' }).waitFor();
    assert(await page.evaluate(() => navigator.onLine), 'the browser believes it is online');
    await page
      .getByTestId('connection')
      .filter({ hasText: '1 donne en attente d’envoi, envoyée dès le retour du réseau' })
      .waitFor();
    await page.unroute('**/api/**', noInternet);
    const back = Date.now();
    await page.getByTestId('deal-1').waitFor({ timeout: 15_000 });
    const resumed = Date.now() - back;
    assert(resumed < 7000, `sent ${resumed} ms after the internet came back`);
    await page
      .getByTestId('connection')
      .filter({ hasText: /^En ligne$/ })
      .waitFor();
  } finally {
    await context.close();
  }
}
