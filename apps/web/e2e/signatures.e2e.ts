// Issue 11, section 6: the sheet signed by both teams. Once a game is over the referee's phone
// goes round the table: a player of each team signs it with one tap, or disputes a deal; the
// organiser's console marks the signed sheet and lists the dispute at the top, with its deal.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { violationsOf } from './accessibility.e2e';
import { api, signInBrowser } from './api';
import { assert, assertEqual, need, screenshotsDir } from './harness';
import { openPhone, phoneTables, recordElsewhere, sheetOf, type PhoneTable } from './phone-tables';
import { fillDeal, record } from './referee.e2e';
import type { E2EState } from './state';

/** A coinched 150 made by team A: 460 a deal, so two end a game to 500. */
const bigFacts = {
  contract: { value: 150, suit: 'hearts', declarer: 0 },
  doubling: 'coinche',
  cardPoints: { A: 152, B: 5 },
};
const bigDeal = { value: '150', suit: 'Cœur', declarer: 0, doubling: 'Coinché', points: '152' };

/** No serious or critical WCAG A/AA violation on the page as it stands (axe-core). */
async function assertAccessible(page: Page, what: string): Promise<void> {
  const serious = (await violationsOf(page)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  assertEqual(serious.map((violation) => violation.id).join(', '), '', `${what}: axe-core`);
}

export async function signaturesScenario(state: E2EState): Promise<void> {
  const { tables, tournamentId } = await phoneTables(state, 4, {
    target: 500,
    name: 'Soirée des signatures',
  });
  const [signed, disputed] = tables as [PhoneTable, PhoneTable];
  // Table 1: the first deal from the organiser's laptop, the last on the phone.
  await recordElsewhere(state, signed, bigFacts);
  const first = await openPhone(state.browser, signed.url);
  const second = await openPhone(state.browser, disputed.url);
  try {
    const { page } = first;
    await page.getByRole('button', { name: 'Enregistrer la donne' }).waitFor();
    const early = await api(state, `/tables/${signed.id}/confirmations`, {
      method: 'POST',
      refereeCode: signed.code,
      body: { side: 'A', kind: 'signed' },
    });
    assertEqual(early.status, 409, 'no signature before the end of the game');
    await fillDeal(page, bigDeal);
    await record(page);
    await page.getByTestId('winner').waitFor();

    const sheet = await sheetOf(state, signed);
    const panel = page.getByTestId('sign-sheet');
    await panel.waitFor();
    const signA = page.getByRole('button', { name: `Équipe ${sheet.teamA.name} : je signe` });
    const signB = page.getByRole('button', { name: `Équipe ${sheet.teamB.name} : je signe` });
    for (const button of [signA, signB]) {
      const box = need(await button.boundingBox(), 'a signing button');
      assert(box.x >= 0 && box.x + box.width <= 390, 'the signing buttons fit a 390 px phone');
      assert(box.height >= 44, 'a signing button big enough for a thumb');
    }
    await page.screenshot({ path: join(screenshotsDir, 'sign-sheet-phone.png') });
    await assertAccessible(page, 'the signing buttons');
    await signA.click();
    await page
      .getByTestId('sheet-mark-A')
      .filter({ hasText: new RegExp(`^Signée par ${sheet.teamA.name} à \\d\\d:\\d\\d$`) })
      .waitFor();
    await signB.click();
    await page
      .getByTestId('sign-done')
      .filter({ hasText: 'signée par les deux équipes' })
      .waitFor();
    await page
      .getByTestId('sheet-mark-B')
      .filter({ hasText: `Signée par ${sheet.teamB.name}` })
      .waitFor();
    await page.screenshot({ path: join(screenshotsDir, 'sign-sheet-signed.png') });
    const confirmations = (await sheetOf(state, signed)).confirmations;
    assertEqual(
      confirmations.map((each) => `${each.side}:${each.kind}`).join(' '),
      'A:signed B:signed',
      'both teams signed on the server',
    );

    // Table 2: its game played elsewhere; team B disputes deal 2 on the phone.
    await recordElsewhere(state, disputed, bigFacts);
    await recordElsewhere(state, disputed, bigFacts);
    const other = second.page;
    const otherSheet = await sheetOf(state, disputed);
    await other.getByTestId('dispute-B').click();
    await other.getByLabel('Donne contestée').selectOption({ label: 'Donne 2' });
    await other.getByLabel(/^Note/).fill('la coinche était de l’équipe B');
    await other.screenshot({ path: join(screenshotsDir, 'sign-sheet-dispute.png') });
    await assertAccessible(other, 'the dispute form');
    await other.getByRole('button', { name: 'Envoyer la contestation' }).click();
    await other
      .getByTestId('sheet-mark-B')
      .filter({ hasText: `Donne 2 contestée par ${otherSheet.teamB.name}` })
      .waitFor();
    await other
      .getByRole('button', { name: `Équipe ${otherSheet.teamA.name} : je signe` })
      .waitFor();

    // The console: the signed sheet marked, the dispute at the top with its deal and a link.
    const desktop = await state.browser.newContext({
      locale: 'fr-FR',
      viewport: { width: 1280, height: 900 },
    });
    await signInBrowser(desktop, state);
    try {
      const desk = await desktop.newPage();
      await desk.goto(`${state.webUrl}/fr/organiser/${tournamentId}`);
      await desk.getByTestId('live-table-1').filter({ hasText: 'signée ✓✓' }).waitFor();
      await desk.getByTestId('live-table-2').filter({ hasText: 'contestée' }).waitFor();
      const dispute = desk.getByTestId('dispute-2');
      await dispute
        .filter({ hasText: `${otherSheet.teamB.name} conteste la donne 2` })
        .filter({ hasText: 'la coinche était de l’équipe B' })
        .waitFor();
      await desk.screenshot({
        path: join(screenshotsDir, 'sign-sheet-console.png'),
        fullPage: true,
      });
      await assertAccessible(desk, 'the console with a dispute');
      const link = need(
        await dispute.getByRole('link', { name: 'Voir la feuille' }).getAttribute('href'),
        'the link to the disputed sheet',
      );
      assert(link.endsWith(`/tables/${disputed.id}`), 'the dispute links to its table’s sheet');
      // The marks wherever a sheet appears: the public table page (in English), the print.
      await desk.goto(`${state.webUrl}/en/tournaments/${tournamentId}/tables/${disputed.id}`);
      await desk
        .getByTestId('sheet-mark-B')
        .filter({ hasText: `Deal 2 disputed by ${otherSheet.teamB.name}` })
        .waitFor();
      await desk.getByTestId('sheet-badge').filter({ hasText: 'disputed' }).waitFor();
      await desk.goto(`${state.webUrl}/fr/organiser/${tournamentId}/print?round=1`);
      await desk.getByTestId('sheet-badge').filter({ hasText: 'signée ✓✓' }).waitFor();
      await desk.goto(state.webUrl + link);
      await desk
        .getByTestId('audit-entry')
        .filter({ hasText: 'Feuille contestée' })
        .filter({ hasText: 'la coinche était de l’équipe B' })
        .waitFor();
      await desk.goto(`${state.webUrl}/fr/organiser/${tournamentId}`);
      await dispute.getByLabel('Décision').fill('La coinche était bien de l’équipe A.');
      await dispute.getByRole('button', { name: 'Litige réglé' }).click();
      await desk.getByTestId('disputes').waitFor({ state: 'detached' });
      // The phone hears it: team B may sign again.
      await other.getByTestId('dispute-B').waitFor();
    } finally {
      await desktop.close();
    }
  } finally {
    await first.context.close();
    await second.context.close();
  }
}
