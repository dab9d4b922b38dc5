// Issue 16: the referee's phone under a club hall's bad wifi, rows 1 to 5: refused deals, lost
// answers, double taps. Each scenario plays at its own table of one tournament; faults come from
// page.route and context.setOffline.
import type { Route } from 'playwright-core';
import { api } from './api';
import { assert, assertEqual } from './harness';
import {
  centre,
  dealerOf,
  formIsFor,
  phoneTable,
  openPhone,
  playerAt,
  recordElsewhere,
  sheetOf,
} from './phone-tables';
import { fillDeal, record, type DealEntry } from './referee.e2e';
import type { E2EState } from './state';

export const ordinary: DealEntry = { value: '80', suit: 'Cœur', declarer: 0, points: '101' };
/**
 * A claim the server refuses (its rules, not the form's): team B has won no trick, so it cannot
 * have card points (CLAIM_POINTS_CONTRADICT_TRICKS, in French). The form offers nothing the rules
 * forbid outright (no coinche on a générale, issue 22), so a refusal comes from facts like these.
 */
const refusedClaim: DealEntry = {
  value: '100',
  suit: 'Trèfle',
  declarer: 0,
  claim: { team: 0, A: '40', B: '30', tricks: ['2', '0', '1', '0'] },
};

/**
 * Row 1: a refused deal re-sent. It comes back into the form with every field, its dealer from
 * the server's sheet, "Effacer" beside it; tapped again it is refused again, never "Donne 3";
 * fixed, it is recorded first, before a deal typed after it while offline.
 */
export async function refusedResentScenario(state: E2EState): Promise<void> {
  const phone = await phoneTable(state, 0);
  const { context, page } = await openPhone(state.browser, phone.url);
  try {
    await fillDeal(page, ordinary);
    await record(page);
    await page.getByTestId('deal-1').waitFor();
    const dealer2 = await playerAt(state, phone, dealerOf(phone, 2));
    await fillDeal(page, refusedClaim);
    await record(page);
    const notice = page.getByTestId('refused-notice');
    await notice.filter({ hasText: 'Le serveur a refusé cette donne' }).waitFor();
    const french = (
      await page.locator('.deal-form .form-error, .deal-form .field-error').allTextContents()
    ).join(' ');
    assert(/[éèà]|donne|pli/i.test(french), `the refusal in French (${french})`);
    await page.getByRole('heading', { name: 'Donne 2 à revoir' }).waitFor();
    await page
      .locator('.dealer')
      .filter({ hasText: `Donneur : ${dealer2}` })
      .waitFor();
    assertEqual(
      await page
        .getByRole('group', { name: 'Contrat' })
        .getByRole('button', { name: '100', exact: true })
        .getAttribute('aria-pressed'),
      'true',
      'the refused deal is in the form, every field',
    );
    await record(page);
    await notice.filter({ hasText: 'Le serveur a refusé cette donne' }).waitFor();
    await page.getByRole('heading', { name: 'Donne 2 à revoir' }).waitFor();
    assertEqual(await page.getByRole('heading', { name: 'Donne 3' }).count(), 0, 'no "Donne 3"');
    assertEqual(
      await page.getByRole('button', { name: 'Effacer cette donne' }).count(),
      1,
      'a way out',
    );

    // Dropped: the form is deal 2's again.
    await page.getByRole('button', { name: 'Effacer cette donne' }).click();
    await formIsFor(page, 2, dealer2);

    // Offline: a refused deal 2, then deal 3 typed after it; online, 3 waits for the referee.
    await context.setOffline(true);
    await page.getByTestId('connection').filter({ hasText: 'Hors ligne' }).waitFor();
    await fillDeal(page, refusedClaim);
    await record(page);
    await fillDeal(page, { value: '90', suit: 'Trèfle', declarer: 1, points: '100' });
    await record(page);
    await page.getByTestId('queued-deal').nth(1).waitFor();
    await context.setOffline(false);
    await notice
      .filter({ hasText: 'Le serveur a refusé cette donne' })
      .waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1500);
    assertEqual(
      (await sheetOf(state, phone)).game.deals.length,
      1,
      'nothing sent behind a refused deal',
    );
    // Fixed: no claim was made after all (a claim would end the game), the deal was played out.
    await page.getByRole('button', { name: 'Contrat', exact: true }).click();
    await page.getByLabel(/^Points de/).fill('100');
    await record(page);
    await page.getByTestId('deal-3').waitFor({ timeout: 15_000 });
    const sheet = await sheetOf(state, phone);
    assertEqual(sheet.game.deals.length, 3, 'deals on the sheet');
    const [, second, third] = sheet.game.deals;
    assert(
      second && 'cardPoints' in second && second.contract.value === 100,
      'deal 2 is the fixed deal, played out',
    );
    assert(
      third && 'contract' in third && third.contract.value === 90,
      'deal 3 is the one typed after it',
    );
    assertEqual(third?.dealer, dealerOf(phone, 3), 'deal 3 with its own dealer');
    await page.reload();
    await formIsFor(page, 4, await playerAt(state, phone, dealerOf(phone, 4)));
    assertEqual(await notice.count(), 0, 'nothing stuck after a reload');
  } finally {
    await context.close();
  }
}

/**
 * Row 2: a deal queued offline, then the last deal deleted on the server: back online it comes
 * back to the referee with the dealer recomputed from the sheet, and is recorded with it.
 */
export async function dealerRecomputedScenario(state: E2EState): Promise<void> {
  const phone = await phoneTable(state, 1);
  await recordElsewhere(state, phone);
  await recordElsewhere(state, phone);
  const { context, page } = await openPhone(state.browser, phone.url);
  try {
    await page.getByTestId('deal-2').waitFor();
    await context.setOffline(true);
    await fillDeal(page, ordinary);
    await record(page);
    await page.getByTestId('queued-deal').waitFor();
    const deleted = await api(state, `/tables/${phone.id}/deals/2`, {
      method: 'DELETE',
      refereeCode: phone.code,
      ifMatch: (await sheetOf(state, phone)).game.version,
    });
    assertEqual(deleted.status, 200, 'deal 2 deleted elsewhere');
    await context.setOffline(false);
    const dealer2 = await playerAt(state, phone, dealerOf(phone, 2));
    await page
      .getByTestId('refused-notice')
      .filter({ hasText: `avait été saisie comme donne 3` })
      .filter({ hasText: `la feuille en est à la donne 2, donneur ${dealer2}` })
      .waitFor({ timeout: 15_000 });
    await page
      .locator('.dealer')
      .filter({ hasText: `Donneur : ${dealer2}` })
      .waitFor();
    await record(page);
    await page.getByTestId('deal-2').waitFor({ timeout: 15_000 });
    const sheet = await sheetOf(state, phone);
    assertEqual(sheet.game.deals.length, 2, 'deals on the sheet');
    assertEqual(
      sheet.game.deals[1]?.dealer,
      dealerOf(phone, 2),
      'recorded with the recomputed dealer',
    );
  } finally {
    await context.close();
  }
}

/** Lets the request reach the server, then loses its answer. */
async function loseAnswer(route: Route): Promise<void> {
  await route.fetch().catch(() => undefined);
  await route.abort('connectionreset');
}

/**
 * Row 3: the answer to deal 1 is lost after the server recorded it. The sheet read meanwhile
 * shows deal 1, never also waiting, and the form is deal 2 with its dealer; the same key then
 * finds it recorded, and deal 2 is recorded as deal 2.
 */
export async function phantomDealScenario(state: E2EState): Promise<void> {
  const phone = await phoneTable(state, 2);
  const { context, page } = await openPhone(state.browser, phone.url);
  try {
    await formIsFor(page, 1, await playerAt(state, phone, dealerOf(phone, 1)));
    await page.route('**/api/tables/*/deals', loseAnswer);
    await fillDeal(page, ordinary);
    await record(page);
    await page.getByTestId('deal-1').waitFor({ timeout: 15_000 });
    await page.getByTestId('connection').filter({ hasText: '1 donne en vérification' }).waitFor();
    assertEqual(await page.getByTestId('queued-deal').count(), 0, 'deal 1 is not also waiting');
    await formIsFor(page, 2, await playerAt(state, phone, dealerOf(phone, 2)));
    assertEqual((await sheetOf(state, phone)).game.deals.length, 1, 'deal 1 recorded once');
    await page.unroute('**/api/tables/*/deals', loseAnswer);
    await page
      .getByTestId('connection')
      .filter({ hasNotText: 'vérification' })
      .waitFor({ timeout: 15_000 });
    await fillDeal(page, { value: '100', suit: 'Pique', declarer: 1, points: '120' });
    await record(page);
    await page.getByTestId('deal-2').waitFor({ timeout: 15_000 });
    const sheet = await sheetOf(state, phone);
    assertEqual(sheet.game.deals.length, 2, 'deals on the sheet');
    assertEqual(sheet.game.deals[1]?.dealer, dealerOf(phone, 2), 'deal 2 with its dealer');
  } finally {
    await context.close();
  }
}

/**
 * Row 4: two taps on "Donne nulle" 60 ms apart ask once and record nothing; two on "yes" record
 * one deal; a deal recorded by mistake is deleted from the phone.
 */
export async function doublePassedOutScenario(state: E2EState): Promise<void> {
  const phone = await phoneTable(state, 3);
  const { context, page } = await openPhone(state.browser, phone.url);
  try {
    const [px, py] = await centre(page.getByRole('button', { name: 'Donne nulle (4 passes)' }));
    await page.mouse.click(px, py);
    await page.waitForTimeout(60);
    await page.mouse.click(px, py);
    await page.getByText('Enregistrer une donne nulle (4 passes) ?').waitFor();
    await page.waitForTimeout(800);
    assertEqual(
      (await sheetOf(state, phone)).game.deals.length,
      0,
      'two taps asked, recorded nothing',
    );
    const yes = page.getByRole('button', { name: 'Oui, donne nulle' });
    const [x, y] = await centre(yes);
    await page.mouse.click(x, y);
    await page.waitForTimeout(60);
    await page.mouse.click(x, y);
    await page.getByTestId('deal-1').waitFor();
    await page.waitForTimeout(1500);
    assertEqual((await sheetOf(state, phone)).game.deals.length, 1, 'one passed-out deal');

    await recordElsewhere(state, phone);
    await page.getByTestId('deal-2').waitFor();
    await page.getByRole('button', { name: 'Corriger la dernière donne (2)' }).click();
    await page.getByRole('button', { name: 'Supprimer la donne 2' }).click();
    await page.getByText('Supprimer la donne 2 (Donne nulle) de la feuille ?').waitFor();
    await page.getByRole('button', { name: 'Oui, supprimer la donne 2' }).click();
    await formIsFor(page, 2, await playerAt(state, phone, dealerOf(phone, 2)));
    assertEqual(await page.getByTestId('deal-2').count(), 0, 'deal 2 gone from the phone');
    assertEqual((await sheetOf(state, phone)).game.deals.length, 1, 'deal 2 deleted on the server');
  } finally {
    await context.close();
  }
}

/**
 * Row 5: "Enregistrer" tapped twice, and during a 3 s send: one deal, and the next, empty form
 * shows no error.
 */
export async function doubleRecordScenario(state: E2EState): Promise<void> {
  const phone = await phoneTable(state, 4);
  const { context, page } = await openPhone(state.browser, phone.url);
  try {
    const slow = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined);
    };
    await page.route('**/api/tables/*/deals', slow);
    await fillDeal(page, ordinary);
    const button = page.getByRole('button', { name: 'Enregistrer la donne' });
    const [x, y] = await centre(button);
    await page.mouse.click(x, y);
    await page.waitForTimeout(60);
    await page.mouse.click(x, y);
    await page.waitForTimeout(1000);
    await button.click();
    assertEqual(
      await page.locator('.field-error, .form-error').count(),
      0,
      'no error on the empty form',
    );
    await page.getByTestId('deal-1').waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1000);
    assertEqual((await sheetOf(state, phone)).game.deals.length, 1, 'one deal of three taps');
    assertEqual(await page.locator('.field-error, .form-error').count(), 0, 'still no error');
    await page.unroute('**/api/tables/*/deals', slow);
  } finally {
    await context.close();
  }
}
