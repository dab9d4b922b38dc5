// Tables of a tournament of their own, for the referee's phone scenarios: each scenario plays at
// its own table, so none depends on another's deals.
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from 'playwright-core';
import type { StartedRound } from '@marque/contracts';
import type { TableView } from '../lib/api-types';
import { api } from './api';
import { assertEqual, need } from './harness';
import { ADMIN } from './servers';
import type { E2EState } from './state';

export interface PhoneTable {
  id: string;
  code: string;
  url: string;
  tournamentId: string;
  firstDealer: number;
}

/** Organiser headers for direct API calls. */
export async function organiserToken(server: { apiUrl: string }): Promise<string> {
  const login = await api<{ accessToken: string }>(server, '/auth/login', {
    method: 'POST',
    body: ADMIN,
  });
  return need(login.data.accessToken, 'access token');
}

/** A tournament of `teams` teams whose round 1 has started: its tables, each with its code. */
export async function phoneTables(
  server: { apiUrl: string; webUrl: string; token?: string },
  teams: number,
  options: { target?: number; name?: string; ruleset?: string } = {},
): Promise<{ tables: PhoneTable[]; tournamentId: string; token: string }> {
  // Logins are rate-limited: the organiser's token of the run when there is one.
  const token = server.token ?? (await organiserToken(server));
  const created = await api<{ id: string }>(server, '/tournaments', {
    method: 'POST',
    token,
    body: {
      name: options.name ?? 'Soirée du téléphone',
      rounds: 2,
      pairing: 'swiss',
      ...(options.target ? { target: options.target } : {}),
      ...(options.ruleset ? { ruleset: options.ruleset } : {}),
    },
  });
  assertEqual(created.status, 201, 'the tournament created');
  const tournamentId = created.data.id;
  for (let team = 1; team <= teams; team += 1) {
    await api(server, `/tournaments/${tournamentId}/teams`, {
      method: 'POST',
      token,
      body: { name: `Équipe ${team}`, players: [`Joueur ${team}a`, `Joueur ${team}b`] },
    });
  }
  const round = await api<StartedRound>(server, `/tournaments/${tournamentId}/rounds`, {
    method: 'POST',
    token,
  });
  assertEqual(round.status, 201, 'round 1 started');
  const tables = round.data.tables.map((table) => ({
    id: table.id,
    code: table.refereeCode,
    url: `${server.webUrl}/fr/table/${table.refereeCode}`,
    tournamentId,
    firstDealer: table.firstDealer,
  }));
  return { tables, tournamentId, token };
}

/** The server's sheet of a table. */
export async function sheetOf(server: { apiUrl: string }, table: PhoneTable): Promise<TableView> {
  return (await api<TableView>(server, `/tables/${table.id}`)).data;
}

/** Records the next deal of a table from another device (the organiser's laptop). */
export async function recordElsewhere(
  server: { apiUrl: string },
  table: PhoneTable,
  facts: object = { passedOut: true },
): Promise<void> {
  const sheet = await sheetOf(server, table);
  const recorded = await api(server, `/tables/${table.id}/deals`, {
    method: 'POST',
    refereeCode: table.code,
    body: { dealer: sheet.nextDealer, ...facts },
  });
  assertEqual(recorded.status, 201, 'a deal recorded elsewhere');
}

/**
 * A phone at 390×844. Service workers are blocked unless `offlineShell`: with one registered,
 * page.route cannot see the API's requests.
 */
export async function openPhone(
  browser: Browser,
  url: string,
  options: BrowserContextOptions & { offlineShell?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { offlineShell = false, ...rest } = options;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
    serviceWorkers: offlineShell ? 'allow' : 'block',
    ...rest,
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  await page.goto(url);
  return { context, page };
}

/**
 * The page and its scripts are in the service worker's caches and the worker controls the page:
 * the page will open with no network.
 */
export async function offlineReady(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) return false;
    if (!(await caches.match(location.href, { ignoreVary: true }))) return false;
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.startsWith('/_next/static/'));
    const cached = await Promise.all(scripts.map((url) => caches.match(url)));
    return cached.every(Boolean);
  });
}

/** The phone scenarios' tables, made once (a tournament of 20 teams: 10 tables). */
export async function outboxTables(state: E2EState): Promise<PhoneTable[]> {
  state.phoneTables ??= (await phoneTables(state, 20, { name: 'Soirée du wifi' })).tables;
  return state.phoneTables;
}

/** The phone scenarios' table `index` (0-based). */
export const phoneTable = async (state: E2EState, index: number) =>
  need((await outboxTables(state))[index], `phone table ${index + 1}`);

/** The form is the next deal's, with the dealer the server's sheet says. */
export async function formIsFor(page: Page, number: number, dealer: string): Promise<void> {
  await page.getByRole('heading', { name: `Donne ${number}`, exact: true }).waitFor();
  await page
    .locator('.dealer')
    .filter({ hasText: `Donneur : ${dealer}` })
    .waitFor();
}

/** The name of the player at `seat` of a phone table (Joueur 1a… as phoneTables names them). */
export async function playerAt(state: E2EState, phone: PhoneTable, seat: number): Promise<string> {
  const sheet = await sheetOf(state, phone);
  const team = seat % 2 === 0 ? sheet.teamA : sheet.teamB;
  return team.players[seat < 2 ? 0 : 1];
}

/** The dealer of deal `number` of a table: one seat on after every deal. */
export const dealerOf = (phone: PhoneTable, number: number) => (phone.firstDealer + number - 1) % 4;

/** The middle of a button on screen: where a finger taps it. */
export async function centre(locator: Locator): Promise<[number, number]> {
  const box = need(await locator.boundingBox(), 'a button on screen');
  return [box.x + box.width / 2, box.y + box.height / 2];
}
