// Issue 11, section 2: the referee's phone through a Saturday: the bell seen live, the deal that
// ended the game corrected, a visible confirmation, the coinche, the auction, the code as printed,
// card points on every sheet row.
import { api } from './api';
import { assert, assertEqual, need } from './harness';
import { openPhone, phoneTable, phoneTables, sheetOf, type PhoneTable } from './phone-tables';
import { fillDeal, record } from './referee.e2e';
import type { E2EState } from './state';

/** A coinched 150 made by team A: 460 a deal, so two end a game to 500. */
const bigDeal = { value: '150', suit: 'Cœur', declarer: 0, doubling: 'Coinché', points: '152' };

/**
 * A round of three tables to 500, then the bell. Table 1's game is over: its last deal is
 * corrected from the phone until the bell. Table 2's phone has the form open: at the bell the
 * form goes away and the phone says the round ended, without a reload. Table 3's phone typed a
 * deal offline: back online it is told the deal cannot be recorded, and drops it.
 */
export async function bellOnPhoneScenario(state: E2EState): Promise<void> {
  const { tables, tournamentId, token } = await phoneTables(state, 6, {
    target: 500,
    name: 'Soirée de la cloche',
  });
  const [ended, open, offline] = tables as [PhoneTable, PhoneTable, PhoneTable];
  const first = await openPhone(state.browser, ended.url);
  const second = await openPhone(state.browser, open.url);
  const third = await openPhone(state.browser, offline.url);
  try {
    for (const number of [1, 2]) {
      await fillDeal(first.page, bigDeal);
      await record(first.page);
      await first.page.getByTestId(`deal-${number}`).waitFor();
    }
    await first.page.getByTestId('winner').waitFor();
    await first.page
      .getByText('Partie terminée : la dernière donne peut encore être corrigée')
      .waitFor();
    await first.page.getByRole('button', { name: 'Corriger la dernière donne (2)' }).click();
    await first.page.getByLabel(/^Points de/).fill('150');
    await first.page.getByRole('button', { name: 'Enregistrer la correction' }).click();
    await first.page.getByText('Correction enregistrée.').waitFor();
    const corrected = (await sheetOf(state, ended)).game.deals[1];
    assertEqual(
      corrected && 'cardPoints' in corrected ? corrected.cardPoints.A : null,
      150,
      'the deal that ended the game, corrected from the phone',
    );

    await second.page.getByRole('button', { name: 'Enregistrer la donne' }).waitFor();
    await third.page.getByRole('button', { name: 'Enregistrer la donne' }).waitFor();
    await third.context.setOffline(true);
    await fillDeal(third.page, { value: '80', suit: 'Pique', declarer: 1, points: '90' });
    await record(third.page);
    await third.page.getByTestId('queued-deal').filter({ hasText: 'en attente' }).waitFor();

    const bell = await api(state, `/tournaments/${tournamentId}/rounds/1/close`, {
      method: 'POST',
      token,
    });
    assertEqual(bell.status, 200, 'the bell');
    const rang = Date.now();
    await second.page
      .getByTestId('sheet-notice')
      .filter({ hasText: 'Le tour est clos (cloche)' })
      .waitFor({ timeout: 10_000 });
    assertEqual(
      await second.page.getByRole('button', { name: 'Enregistrer la donne' }).count(),
      0,
      'the form gone at the bell',
    );
    console.log(`    [phone] the bell reached the open phone in ${Date.now() - rang} ms`);
    await first.page.getByText('Le tour est clos : la feuille est définitive.').waitFor();
    assertEqual(
      await first.page.getByRole('button', { name: /^Corriger la dernière donne/ }).count(),
      0,
      'no correction once the round is closed',
    );

    await third.context.setOffline(false);
    await third.page.getByRole('heading', { name: '1 donne non enregistrée' }).waitFor({
      timeout: 15_000,
    });
    await third.page.getByText('Le tour a été clos à la cloche avant leur envoi').waitFor();
    assertEqual(
      await third.page.getByTestId('queued-deal').count(),
      0,
      'a deal that cannot be sent is not shown waiting on the sheet',
    );
    assert(
      !((await third.page.getByTestId('connection').textContent()) ?? '').includes('en attente'),
      'nor said to be waiting',
    );
    await third.page.getByRole('button', { name: 'Effacer cette donne du téléphone' }).click();
    assertEqual(await third.page.getByTestId('queued-deal').count(), 0, 'no deal left waiting');
    assertEqual(await third.page.getByText('en attente').count(), 0, 'nothing "en attente"');
    await third.page.getByTestId('sheet-notice').filter({ hasText: 'Le tour est clos' }).waitFor();
  } finally {
    await first.context.close();
    await second.context.close();
    await third.context.close();
  }
}

/**
 * The code typed as printed; a deal recorded shows its row and totals where the referee looks;
 * the coinche keeps the focus in the points box; the auction asks the bidding team's points,
 * names its trumps, and the next deal is back in contract mode unless asked; every sheet row
 * (phone, public page, organiser) shows the card points.
 */
export async function phoneDetailsScenario(state: E2EState): Promise<void> {
  const table = await phoneTable(state, 9);
  const { context, page } = await openPhone(state.browser, `${state.webUrl}/fr/table`);
  try {
    const printed = `${table.code.slice(0, 4)} ${table.code.slice(4)}`.toLowerCase();
    await page.getByLabel('Code de la table (sur le chevalet)').fill(printed);
    await page.getByRole('button', { name: 'Ouvrir' }).click();
    await page.getByRole('heading', { name: 'Donne 1', exact: true }).waitFor();

    // The coinche after the points: the focus stays in their box (the phone's keyboard open).
    await fillDeal(page, { value: '90', suit: 'Carreau', declarer: 0, points: '101' });
    for (const doubling of ['Coinché', 'Surcoinché', 'Coinché']) {
      await page.getByLabel(/^Points de/).focus();
      await page
        .getByRole('group', { name: 'Coinche' })
        .getByRole('button', { name: doubling, exact: true })
        .click();
      assertEqual(
        await page.evaluate(() => document.activeElement?.id),
        'card-points',
        `the focus after ${doubling}`,
      );
    }
    await record(page);
    const notice = page.getByTestId('recorded').filter({ hasText: 'Donne 1 enregistrée.' });
    await notice.filter({ hasText: 'totaux :' }).waitFor();
    const box = need(await notice.boundingBox(), 'the confirmation on screen');
    assert(box.y >= 0 && box.y + box.height <= 844, `the confirmation in view (${box.y})`);
    const row = page.getByTestId('deal-1');
    assertEqual(await row.getAttribute('class'), 'just-recorded', 'the new row marked');
    assert(((await row.textContent()) ?? '').includes('points'), 'card points on the row');

    // The auction: a team B player bids, so team B's points are asked; trumps have names.
    const sheet = await sheetOf(state, table);
    await page.getByRole('button', { name: 'Enchères', exact: true }).click();
    const bidder = sheet.teamB.players[0];
    for (let calls = 0; calls < 4; calls += 1) {
      const speaker = ((await page.locator('.to-speak').textContent()) ?? '')
        .replace(/^À /, '')
        .replace(/ de parler$/, '');
      if (speaker === bidder) break;
      await page.getByRole('button', { name: 'Passe', exact: true }).click();
    }
    await page
      .getByRole('group', { name: 'Annonce' })
      .getByRole('button', { name: '90', exact: true })
      .click();
    await page.getByRole('group', { name: 'Atout' }).getByRole('button', { name: 'Cœur' }).click();
    await page.getByRole('button', { name: /^Annonce (de |d’)/ }).click();
    for (let pass = 0; pass < 3; pass += 1)
      await page.getByRole('button', { name: 'Passe', exact: true }).click();
    await page.getByLabel(`Points de l’équipe ${sheet.teamB.name}`, { exact: true }).fill('100');
    await record(page);
    await page.getByTestId('deal-2').waitFor();
    const second = (await sheetOf(state, table)).game.deals[1];
    assert(second && 'contract' in second && second.contract.declarer % 2 === 1, 'team B declared');
    assertEqual(
      second && 'cardPoints' in second ? second.cardPoints.B : null,
      100,
      'team B’s points as typed',
    );
    const modes = page.getByRole('group', { name: 'Manière de saisir' });
    assertEqual(
      await modes.getByRole('button', { name: 'Contrat' }).getAttribute('aria-pressed'),
      'true',
      'the next deal in contract mode',
    );
    await modes.getByRole('button', { name: 'Enchères' }).click();
    await page.getByLabel('Saisir aussi la donne suivante par enchères').check();
    // Four passes: a passed-out deal, no points asked.
    for (let pass = 0; pass < 4; pass += 1)
      await page.getByRole('button', { name: 'Passe', exact: true }).click();
    await record(page);
    await page.getByTestId('deal-3').waitFor();
    assertEqual(
      await modes.getByRole('button', { name: 'Enchères' }).getAttribute('aria-pressed'),
      'true',
      'kept in auction mode when asked',
    );

    // Card points on the public sheet and the organiser's.
    const organiser = need(state.organiserPage, 'organiser page');
    for (const [who, url, onPage] of [
      ['public', `${state.webUrl}/fr/tournaments/${table.tournamentId}/tables/${table.id}`, page],
      [
        'organiser',
        `${state.webUrl}/fr/organiser/${table.tournamentId}/tables/${table.id}`,
        organiser,
      ],
    ] as const) {
      await onPage.goto(url);
      const text = (await onPage.getByTestId('deal-1').textContent()) ?? '';
      assert(
        text.includes('101\u00a0–\u00a056\u00a0points'),
        `card points on the ${who} row (${text})`,
      );
    }
  } finally {
    await context.close();
  }
}
