import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import type { AuditEntry, RoundView, TableView, TeamView } from '../lib/api-types';
import { api } from './api';
import { assert, assertEqual, need } from './harness';
import { fillDeal, record } from './referee.e2e';
import { codeOf, tableIdOf } from './sheet.e2e';
import type { E2EState } from './state';

const LATE_TEAM = 'Les Retardataires';
const WITHDRAWN_TEAM = 'Surcoinche FC';

/** The organiser's console of the tournament, loaded afresh. */
async function openConsole(state: E2EState): Promise<Page> {
  const page = need(state.organiserPage, 'organiser page');
  await page.goto(`${state.webUrl}/fr/organiser/${need(state.tournamentId, 'tournament')}`);
  await page.getByTestId('live-tables').waitFor();
  return page;
}

/** Clicks a button whose action asks "are you sure?" first, and says yes. */
async function clickConfirmed(page: Page, name: string): Promise<void> {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name, exact: true }).click();
}

async function roundsOf(state: E2EState): Promise<RoundView[]> {
  const tournamentId = need(state.tournamentId, 'tournament');
  const token = need(state.token, 'organiser token');
  return (await api<RoundView[]>(state, `/tournaments/${tournamentId}/rounds`, { token })).data;
}

/**
 * The bell ends round 1 with three games unfinished: table 3 has no deal, so 0–0 is a draw. The
 * console and a projector left open show it, and table 3's sheet refuses any further deal.
 */
export async function bellScenario(state: E2EState): Promise<void> {
  const tournamentId = need(state.tournamentId, 'tournament');
  const projectorContext = await state.browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1280, height: 720 },
  });
  const projector = await projectorContext.newPage();
  await projector.goto(`${state.webUrl}/fr/tournaments/${tournamentId}/projector?seconds=3600`);
  await projector.getByTestId('projector-deals-3').filter({ hasText: '0 donnes' }).waitFor();

  const page = await openConsole(state);
  // The bell says beforehand which tables have no deal and what it will do to them.
  const warning = page.getByTestId('bell-warning');
  await warning
    .filter({ hasText: '(1) : table 3. La cloche la clora sur une partie nulle 0 – 0.' })
    .waitFor();
  const question = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => resolve(dialog.message())),
  );
  await clickConfirmed(page, 'Clore le tour 1 (cloche)');
  assert((await question).includes('partie nulle 0 – 0'), 'the confirmation repeats the warning');
  await page.getByText('Tour clos.').waitFor();
  // A round over: neither the swap nor the bell is offered any more.
  assertEqual(await page.getByLabel('Échanger l’équipe').count(), 0, 'swap controls');
  assertEqual(await page.getByRole('button', { name: /^Clore le tour/ }).count(), 0, 'bell button');
  await page.getByTestId('live-table-3').filter({ hasText: 'nulle (cloche)' }).waitFor();
  const round = need((await roundsOf(state))[0], 'round 1');
  for (const table of round.tables.filter((entry) => entry.number !== 1)) {
    assert(table.finished && table.closedAtBell, `table ${table.number} closed at the bell`);
    const winner = table.winner === 'A' ? table.teamA : table.teamB;
    const outcome = table.winner ? `gagnée par ${winner.name} (cloche)` : 'nulle (cloche)';
    await page.getByTestId(`live-table-${table.number}`).filter({ hasText: outcome }).waitFor();
    await projector
      .getByTestId(`projector-deals-${table.number}`)
      .filter({ hasText: outcome })
      .waitFor({ timeout: 15_000 });
  }
  assertEqual(
    await projector.getByTestId('projector-score-3').textContent(),
    '0 – 0',
    'table 3 at the bell',
  );
  await projectorContext.close();

  const refused = await api(state, `/tables/${await tableIdOf(state, 3)}/deals`, {
    method: 'POST',
    refereeCode: codeOf(state, 3),
    body: { dealer: 0, passedOut: true },
  });
  assertEqual(refused.status, 409, 'a deal on a sheet closed at the bell');
}

/** Both CSV files, downloaded from the console as a browser would save them. */
export async function exportScenario(state: E2EState): Promise<void> {
  const page = await openConsole(state);
  const download = async (button: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button }).click(),
    ]);
    const text = await readFile(await file.path(), 'utf8');
    // French Excel opens it in columns: UTF-8 with a BOM, `;` between cells.
    assert(text.startsWith('\uFEFF'), `${button}: the file starts with a BOM`);
    return { name: file.suggestedFilename(), lines: text.slice(1).trim().split(/\r?\n/) };
  };

  const standings = await download('Exporter le classement (CSV)');
  assertEqual(standings.name, 'Open de Sion 2026-standings.csv', 'the standings file name');
  assertEqual(
    standings.lines[0],
    'Rang;Équipe;Retirée;Score;Jouées;Gagnées;Nulles;Perdues;Exempts;Points pour;Points contre;Différence;Buchholz;Jeu;Classement;Règle des exempts;Points des exempts;Poule;Rang en poule;Place finale;Parcours;Gagnées par forfait;Forfaits',
    'the standings header, in French',
  );
  assertEqual(standings.lines.length, 9, 'a header and 8 teams');
  assert(
    standings.lines[1]?.startsWith(`1;${need(state.winner, 'winner')};`),
    `the winner of table 1 leads (${standings.lines[1]})`,
  );
  assert(
    standings.lines[1]?.endsWith(
      ';Coinche, marque du tournoi 2018;parties gagnées;aucun point;;;;;;0;0',
    ),
    'each line names the game played, its ranking and its bye rule',
  );

  const deals = await download('Exporter toutes les donnes (CSV)');
  assertEqual(deals.name, 'Open de Sion 2026-deals.csv', 'the deals file name');
  const header = need(deals.lines[0], 'deals header').split(';');
  assertEqual(
    header.slice(0, 7).join(';'),
    'Tour;Table;Équipe A;Équipe B;Donne;Donneur;Type',
    'the deals header',
  );
  const recorded = need((await roundsOf(state))[0], 'round 1').tables.reduce(
    (sum, table) => sum + (table.dealCount ?? 0),
    0,
  );
  assertEqual(deals.lines.length, recorded + 1, 'a header and one line per deal');
  const rows = deals.lines.slice(1).map((line) => line.split(';'));
  const last = need(
    rows.find(([round, table, , , deal]) => round === '1' && table === '1' && deal === '6'),
    'deal 6 of table 1',
  );
  assertEqual(last[header.indexOf('Total A')], '2020', 'table 1 ends at 2020');
}

/** A team registered once round 1 has started joins at round 2; another team withdraws. */
export async function lateEntryScenario(state: E2EState): Promise<void> {
  const page = await openConsole(state);
  const teams = page.getByRole('region', { name: /^Équipes :/ });
  await page.locator('#add-name').fill(LATE_TEAM);
  await page.locator('#add-player1').fill('Ada Tardy');
  await page.locator('#add-player2').fill('Ben Lent');
  await page.getByRole('button', { name: 'Inscrire', exact: true }).click();
  await teams
    .getByRole('row', { name: new RegExp(LATE_TEAM) })
    .filter({ hasText: 'joue à partir du tour 2' })
    .waitFor();

  await teams
    .getByRole('row', { name: new RegExp(WITHDRAWN_TEAM) })
    .getByRole('button', { name: 'Retirer' })
    .click();
  await teams
    .getByRole('row', { name: new RegExp(WITHDRAWN_TEAM) })
    .filter({ hasText: 'retirée' })
    .waitFor();
  await page.getByText('Équipes : 9 inscrites, 8 en lice').waitFor();

  const tournamentId = need(state.tournamentId, 'tournament');
  const { data: registered } = await api<TeamView[]>(state, `/tournaments/${tournamentId}/teams`, {
    token: need(state.token, 'token'),
  });
  const late = need(
    registered.find((team) => team.name === LATE_TEAM),
    'the late team',
  );
  assertEqual(late.joinedRound, 2, 'the late team joins at round 2');
}

/**
 * Round 2 pairs the late team and not the withdrawn one. Before play the organiser swaps two
 * teams, then undoes the round and starts it again: the console shows the new tables.
 */
export async function swapUndoScenario(state: E2EState): Promise<void> {
  const page = await openConsole(state);
  await page.getByRole('button', { name: 'Lancer le tour 2' }).click();
  await page.getByText(/^Tour 2 : 0 tables terminées sur 4/).waitFor();
  const paired = need((await roundsOf(state))[1], 'round 2');
  const names = paired.tables.flatMap((table) => [table.teamA.name, table.teamB.name]);
  assert(names.includes(LATE_TEAM), 'the late team plays round 2');
  assert(!names.includes(WITHDRAWN_TEAM), 'the withdrawn team does not');
  assertEqual(paired.bye, null, 'eight teams, no bye');

  const [one, two] = [need(paired.tables[0], 'table 1'), need(paired.tables[1], 'table 2')];
  await page.getByLabel('Échanger l’équipe').selectOption({ label: one.teamA.name });
  await page.getByLabel('avec l’équipe').selectOption({ label: two.teamA.name });
  await page.getByRole('button', { name: 'Échanger', exact: true }).click();
  await page
    .getByTestId('live-table-1')
    .filter({ hasText: `${two.teamA.name} – ${one.teamB.name}` })
    .waitFor();
  await page
    .getByTestId('live-table-2')
    .filter({ hasText: `${one.teamA.name} – ${two.teamB.name}` })
    .waitFor();

  await clickConfirmed(page, 'Annuler le tour 2 (aucune donne jouée)');
  await page.getByRole('button', { name: 'Lancer le tour 2' }).click();
  await page.getByText(/^Tour 2 : 0 tables terminées sur 4/).waitFor();
  const again = need((await roundsOf(state))[1], 'round 2 paired again');
  assert(
    again.tables.every((table) => !paired.tables.some((old) => old.id === table.id)),
    'new tables',
  );
  for (const table of again.tables) {
    await page
      .getByTestId(`live-table-${table.number}`)
      .filter({ hasText: `${table.teamA.name} – ${table.teamB.name}` })
      .filter({ hasText: need(table.refereeCode, 'referee code') })
      .waitFor();
  }
  await roundAuditShows(page, [
    'Tour 2 annulé (4 tables défaites)',
    `Tour 2 : ${one.teamA.name} (table 1) et ${two.teamA.name} (table 2) échangées`,
    'Tour 1 clos à la cloche',
  ]);
}

/** The console's round history: these entries in this order (newest first), by the organiser. */
async function roundAuditShows(page: Page, expected: string[]): Promise<void> {
  const items = page.getByTestId('round-audit').locator('li');
  await items.filter({ hasText: need(expected[0], 'newest entry') }).waitFor();
  const texts = await items.allTextContents();
  const positions = expected.map((text) => texts.findIndex((item) => item.includes(text)));
  assert(
    positions.every((position, index) => position >= 0 && position > (positions[index - 1] ?? -1)),
    `round history in order (${texts.join(' | ')})`,
  );
  assert(
    texts.every((text) => text.includes('par e2e')),
    'each entry names the organiser (the name of e2e@marque.test, before the @)',
  );
}

/** A referee's phone is dead: the organiser enters round 2's first deal of table 1 instead. */
export async function organiserDealScenario(state: E2EState): Promise<void> {
  const tournamentId = need(state.tournamentId, 'tournament');
  const table = need(need((await roundsOf(state))[1], 'round 2').tables[0], 'round 2, table 1');
  const page = need(state.organiserPage, 'organiser page');
  await page.goto(`${state.webUrl}/fr/organiser/${tournamentId}/tables/${table.id}`);
  await page.getByRole('heading', { name: 'Saisir la donne 1 à la place de l’arbitre' }).waitFor();
  await fillDeal(page, {
    value: '80',
    suit: 'Cœur',
    declarer: 0,
    doubling: 'Coinché',
    points: '101',
  });
  await record(page);
  await page.getByTestId('deal-1').waitFor();
  await page.getByRole('heading', { name: 'Saisir la donne 2 à la place de l’arbitre' }).waitFor();
  await page.getByText('Donne enregistrée').waitFor();

  const { data: sheet } = await api<TableView>(state, `/tables/${table.id}`);
  assertEqual(sheet.game.deals.length, 1, 'deals on the sheet');
  assertEqual(sheet.game.totals.A, 320, 'a coinched 80 made: 2×(80+80)');
  const { data: audit } = await api<AuditEntry[]>(state, `/tables/${table.id}/audit`, {
    token: need(state.token, 'organiser token'),
  });
  assertEqual(audit[0]?.actor, 'organiser:e2e', 'the deal is the organiser’s');
}
