// Issue 22: the referee's phone in a real hall. Answers that are not Marque's (a captive portal's
// 200 page, a venue proxy's 404 or 502 page), answers lost after the server stored a deal, a
// correction or a signature, two phones typing the same deal, a deal renumbered after a refusal.
// Faults are made where they happen: page.route for the network under the page, a real proxy
// for the portal in front of the whole site. After each, the API's sheet is the truth.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { assert, assertEqual, screenshotsDir } from './harness';
import { ordinary } from './outbox.e2e';
import {
  dealerOf,
  formIsFor,
  offlineReady,
  openPhone,
  phoneTables,
  playerAt,
  recordElsewhere,
  sheetOf,
  type PhoneTable,
} from './phone-tables';
import { fillDeal, record } from './referee.e2e';
import type { E2EState } from './state';

const PORTAL_PAGE =
  '<!doctype html><html><body><h1>Wifi du club</h1><p>Acceptez les conditions.</p></body></html>';

/** The hall's tables: a tournament of their own (default target), made once. */
async function hallTable(state: E2EState & { hallTables?: PhoneTable[] }, index: number) {
  state.hallTables ??= (await phoneTables(state, 16, { name: 'Soirée de la salle' })).tables;
  const table = state.hallTables[index];
  if (!table) throw new Error(`hall table ${index + 1}`);
  return table;
}

/** What the phone must never say or show in front of an answer that is not Marque's. */
async function neverCondemned(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  assert(!text.includes('n’existe plus'), 'never "this table no longer exists"');
  assert(!text.includes('Cannot read properties'), 'never a crash');
}

/**
 * A portal's 200 page, a 404 page for 3 s, a 502 page: the deal typed meanwhile waits ("the
 * server does not answer"), « Réessayer maintenant » sends at once, and once the API answers
 * again the deal is recorded once.
 */
export async function foreignAnswersScenario(state: E2EState): Promise<void> {
  const marked = await fetch(`${state.webUrl}/api/health`);
  assertEqual(marked.headers.get('x-marque-api'), '1', 'the forwarder passes the API’s marker');
  const phone = await hallTable(state, 0);
  const { context, page } = await openPhone(state.browser, phone.url);
  const faults: Array<{ name: string; status: number }> = [
    { name: 'portal 200', status: 200 },
    { name: '404 page', status: 404 },
    { name: '502 page', status: 502 },
  ];
  try {
    for (const [index, fault] of faults.entries()) {
      const number = index + 1;
      await formIsFor(page, number, await playerAt(state, phone, dealerOf(phone, number)));
      let seen = 0;
      const foreign = (route: Route) => {
        seen += 1;
        return route.fulfill({ status: fault.status, contentType: 'text/html', body: PORTAL_PAGE });
      };
      await page.route('**/api/**', foreign);
      await fillDeal(page, ordinary);
      await record(page);
      await page
        .getByTestId('connection')
        .filter({ hasText: 'Le serveur ne répond pas' })
        .waitFor();
      await page.getByTestId('queued-deal').waitFor();
      await neverCondemned(page);
      const before = seen;
      await page.getByRole('button', { name: 'Réessayer maintenant' }).click();
      await page.waitForTimeout(300);
      assert(seen > before, `${fault.name}: « Réessayer maintenant » sends at once`);
      if (index === 0) await retryWhileHanging(page, foreign);
      await page.waitForTimeout(3000 - 300);
      await neverCondemned(page);
      await page.unroute('**/api/**', foreign);
      await page.getByTestId(`deal-${number}`).waitFor({ timeout: 15_000 });
      const sheet = await sheetOf(state, phone);
      assertEqual(sheet.game.deals.length, number, `${fault.name}: the deal recorded once`);
    }
  } finally {
    await context.close();
  }
}

/**
 * A portal that takes requests and never answers: « Réessayer maintenant » gives up the one that
 * hangs and sends another at once (not 10 s later).
 */
async function retryWhileHanging(
  page: Page,
  foreign: (route: Route) => Promise<void>,
): Promise<void> {
  const hanging: Route[] = [];
  const hang = async (route: Route) => {
    if (new URL(route.request().url()).pathname.startsWith('/api/tables/')) hanging.push(route);
    else await route.abort('internetdisconnected');
  };
  await page.unroute('**/api/**', foreign);
  await page.route('**/api/**', hang);
  const deadline = Date.now() + 8000;
  while (hanging.length === 0 && Date.now() < deadline) await page.waitForTimeout(100);
  assert(hanging.length > 0, 'a request hangs');
  const before = hanging.length;
  await page.getByRole('button', { name: 'Réessayer maintenant' }).click();
  await page.waitForTimeout(500);
  assert(hanging.length > before, '« Réessayer maintenant » sends while a request hangs');
  await page.unroute('**/api/**', hang);
  for (const route of hanging) await route.abort('timedout').catch(() => undefined);
  await page.route('**/api/**', foreign);
}

/** A proxy in front of the web app, as a hall's router: it forwards, or plays a captive portal. */
async function portalProxy(
  webUrl: string,
): Promise<{ url: string; portal: boolean; close(): Promise<void> }> {
  const target = new URL(webUrl);
  const control = { portal: false };
  const server: Server = createServer((incoming, outgoing) => {
    if (control.portal) {
      outgoing.writeHead(200, { 'content-type': 'text/html' }).end(PORTAL_PAGE);
      return;
    }
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: target.host },
        // One connection per request, ended with it: none left open to hold up the web server's
        // shutdown (the live stream's included).
        agent: false,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    outgoing.on('close', () => upstream.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get portal() {
      return control.portal;
    },
    set portal(on: boolean) {
      control.portal = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Reload behind a captive portal, then offline: the portal's page never replaces the offline copy
 * of the referee page; both times the sheet shows, with its deal.
 */
export async function portalReloadScenario(state: E2EState): Promise<void> {
  const phone = await hallTable(state, 1);
  await recordElsewhere(state, phone, {
    contract: { value: 90, suit: 'spades', declarer: 0 },
    doubling: 'none',
    cardPoints: { A: 100, B: 57 },
  });
  const proxy = await portalProxy(state.webUrl);
  const { context, page } = await openPhone(state.browser, `${proxy.url}/fr/table/${phone.code}`, {
    offlineShell: true,
  });
  try {
    await offlineReady(page);
    await page.getByTestId('deal-1').waitFor();
    await page.waitForTimeout(1500);
    proxy.portal = true;
    await page.reload();
    await page.getByTestId('deal-1').waitFor({ timeout: 15_000 });
    assertEqual(await page.getByText('Wifi du club').count(), 0, 'not the portal’s page');
    await neverCondemned(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('deal-1').waitFor({ timeout: 15_000 });
    assertEqual(await page.getByText('Wifi du club').count(), 0, 'offline: not the portal’s page');
  } finally {
    await context.close();
    await proxy.close();
  }
}

/** Lets the first request reach the server, then loses its answer; the next ones go through. */
function loseFirstAnswer(): { handler: (route: Route) => Promise<void>; lost: () => number } {
  let lost = 0;
  return {
    handler: async (route) => {
      if (lost > 0) return route.continue();
      lost += 1;
      await route.fetch().catch(() => undefined);
      await route.abort('connectionreset');
    },
    lost: () => lost,
  };
}

const bigFacts = {
  contract: { value: 150, suit: 'hearts', declarer: 0 },
  doubling: 'coinche',
  cardPoints: { A: 152, B: 5 },
};

/**
 * Answers lost after the server stored a correction, then a signature: the phone sends them
 * again with the same key and says "saved", never « Pas de réseau » nor a conflict with "another
 * device"; the sheet has the correction once and the signature once. An earlier deal (not the
 * last) is corrected from the phone's sheet.
 */
export async function lostWritesScenario(state: E2EState): Promise<void> {
  const { tables } = await phoneTables(state, 2, { target: 500, name: 'Soirée des réponses' });
  const phone = tables[0] as PhoneTable;
  await recordElsewhere(state, phone, {
    contract: { value: 90, suit: 'spades', declarer: 0 },
    doubling: 'none',
    cardPoints: { A: 100, B: 57 },
  });
  await recordElsewhere(state, phone, { passedOut: true });
  const { context, page } = await openPhone(state.browser, phone.url);
  try {
    await page.getByTestId('deal-2').waitFor();
    // Deal 1 is not the last: it is corrected from its row.
    const correction = loseFirstAnswer();
    await page.route('**/api/tables/*/deals/1', correction.handler);
    const version = (await sheetOf(state, phone)).game.version;
    await page.getByRole('button', { name: 'Corriger la donne 1' }).click();
    await page.getByLabel(/^Points de/).fill('120');
    await page.getByRole('button', { name: 'Enregistrer la correction' }).click();
    await page.getByText('Correction enregistrée.').waitFor({ timeout: 15_000 });
    assertEqual(correction.lost(), 1, 'the correction’s answer was lost once');
    const corrected = await sheetOf(state, phone);
    assertEqual(corrected.game.version, version + 1, 'corrected once');
    const deal1 = corrected.game.deals[0];
    assertEqual(
      deal1 && 'cardPoints' in deal1 ? deal1.cardPoints.A : null,
      120,
      'deal 1 corrected',
    );
    assertEqual(await page.getByTestId('conflict-changed').count(), 0, 'no conflict with itself');

    // The game ends with a deal from elsewhere; team A signs, its answer lost.
    await recordElsewhere(state, phone, bigFacts);
    await page.getByTestId('sign-sheet').waitFor({ timeout: 15_000 });
    const signature = loseFirstAnswer();
    await page.route('**/api/tables/*/confirmations', signature.handler);
    await page.getByTestId('sign-A').click();
    const sheet = await sheetOf(state, phone);
    await page
      .getByTestId('sheet-mark-A')
      .filter({ hasText: `Signée par ${sheet.teamA.name}` })
      .waitFor({ timeout: 15_000 });
    assertEqual(signature.lost(), 1, 'the signature’s answer was lost once');
    assertEqual(await page.locator('.sign-sheet .form-error').count(), 0, 'no error shown');
    const confirmations = (await sheetOf(state, phone)).confirmations ?? [];
    assertEqual(
      confirmations.map((each) => `${each.side} ${each.kind}`).join(', '),
      'A signed',
      'signed once',
    );
  } finally {
    await context.close();
  }
}

/**
 * Two phones on one table type the same deal; B taps Save 0, 100, 500, 1500 and 4000 ms after A.
 * Never a deal stored twice: the phone that came second shows both deals and is asked; « la même
 * donne » drops its entry.
 */
export async function twoPhoneSweepScenario(state: E2EState): Promise<void> {
  const phone = await hallTable(state, 2);
  const a = await openPhone(state.browser, phone.url);
  const b = await openPhone(state.browser, phone.url);
  try {
    for (const [index, gap] of [0, 100, 500, 1500, 4000].entries()) {
      const number = index + 1;
      const dealer = await playerAt(state, phone, dealerOf(phone, number));
      await formIsFor(a.page, number, dealer);
      await formIsFor(b.page, number, dealer);
      await fillDeal(a.page, ordinary);
      await fillDeal(b.page, { value: '90', suit: 'Pique', declarer: 1, points: '110' });
      await Promise.all([
        record(a.page),
        new Promise((resolve) => setTimeout(resolve, gap)).then(() => record(b.page)),
      ]);
      const asked = await Promise.race(
        [a.page, b.page].map((page) =>
          page
            .getByTestId('taken-choice')
            .waitFor({ timeout: 15_000 })
            .then(() => page),
        ),
      );
      await asked.getByTestId('taken-theirs').waitFor();
      await asked.getByTestId('taken-mine').waitFor();
      await asked.getByRole('button', { name: 'La même donne : effacer ma saisie' }).click();
      const sheet = await sheetOf(state, phone);
      assertEqual(sheet.game.deals.length, number, `B ${gap} ms after A: one deal ${number}`);
    }
  } finally {
    await a.context.close();
    await b.context.close();
  }
}

/**
 * A deal renumbered after a refusal: two deals typed offline as deals 1 and 2, another device
 * records deal 1. The question shows that the deal typed as deal 2 moves on with it; deal 1,
 * recorded as « une autre donne », becomes deal 2 and the deal typed as deal 2 becomes deal 3,
 * with its dealer: one answer, no second question, never « another device » for its own deal.
 */
export async function renumberedScenario(state: E2EState): Promise<void> {
  const phone = await hallTable(state, 3);
  const { context, page } = await openPhone(state.browser, phone.url);
  try {
    await formIsFor(page, 1, await playerAt(state, phone, dealerOf(phone, 1)));
    await context.setOffline(true);
    await fillDeal(page, ordinary);
    await record(page);
    await fillDeal(page, { value: '100', suit: 'Pique', declarer: 1, points: '120' });
    await record(page);
    await recordElsewhere(state, phone, { passedOut: true });
    await context.setOffline(false);
    const dealer2 = await playerAt(state, phone, dealerOf(phone, 2));
    const dealer3 = await playerAt(state, phone, dealerOf(phone, 3));
    await page
      .getByTestId('taken-following')
      .filter({ hasText: `donne 2 → donne 3 (donneur ${dealer3})` })
      .waitFor({ timeout: 15_000 });
    await page.screenshot({ path: join(screenshotsDir, 'taken-following.png'), fullPage: true });
    await page
      .getByRole('button', {
        name: `Une autre donne : l’enregistrer comme donne 2 (donneur ${dealer2})`,
      })
      .click();
    await page.getByTestId('deal-3').waitFor({ timeout: 15_000 });
    assertEqual(await page.getByTestId('taken-choice').count(), 0, 'asked once for the block');
    const text = await page.locator('body').innerText();
    assert(!text.includes('autre appareil'), 'its own deal is never "another device"');
    const sheet = await sheetOf(state, phone);
    assertEqual(sheet.game.deals.length, 3, 'three deals, none twice');
    assertEqual(
      sheet.game.deals.map((deal) => deal.dealer).join(),
      [1, 2, 3].map((number) => dealerOf(phone, number)).join(),
      'each deal with its number’s dealer',
    );
  } finally {
    await context.close();
  }
}
