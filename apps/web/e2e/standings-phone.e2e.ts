import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { RoundState, TournamentView } from '../lib/api-types';
import { api } from './api';
import { assert, assertEqual, need, screenshotsDir } from './harness';
import { organiserToken } from './phone-tables';
import type { E2EState } from './state';

// Players follow the live standings on their phones. Seen in Chromium at 390×844: « 0-0-0 »
// wrapped onto three lines and team names onto two, so a row took three lines and a phone showed
// a third of the table. Here every row of a Swiss's standings is one line, at 390 and 360 px, in
// French and English, for 16 teams and for 90 (the virtualised body, from 80 rows).

/** A club's name longer than a phone's name column: one team in four has it. */
const LONG_NAME = 'Les Coincheurs de Saint-Rémy-de-Provence';

/** A game of one deal won by team A (seats 0 and 2), or by team B (seats 1 and 3). */
const wonBy = (side: 'A' | 'B') => ({
  contract: { value: 80, suit: 'hearts', declarer: side === 'A' ? 0 : 1 },
  doubling: 'coinche',
  cardPoints: side === 'A' ? { A: 84, B: 73 } : { A: 73, B: 84 },
});

export async function standingsOnPhoneScenario(state: E2EState): Promise<void> {
  const token = state.token ?? (await organiserToken(state));
  for (const teams of [16, 90]) {
    const id = await playedSwiss(state, token, teams);
    for (const locale of ['fr', 'en'])
      for (const width of [390, 360]) {
        const context = await state.browser.newContext({
          viewport: { width, height: 844 },
          isMobile: true,
          hasTouch: true,
          locale: locale === 'fr' ? 'fr-FR' : 'en-GB',
        });
        try {
          const page = await context.newPage();
          await page.goto(`${state.webUrl}/${locale}/tournaments/${id}/standings`);
          await page.getByTestId('standings').locator('tbody tr[data-index]').first().waitFor();
          const where = `${teams} teams, ${locale}, ${width} px`;
          if (locale === 'fr' && width === 390) {
            // The table's head at the top of the screen: as many rows as a phone shows.
            await page.getByTestId('standings').evaluate((table) => table.scrollIntoView());
            await page.waitForTimeout(300);
            await page.screenshot({ path: join(screenshotsDir, `standings-phone-${teams}.png`) });
            await page.evaluate(() => window.scrollTo(0, 0));
            await page.waitForTimeout(300);
          }
          if (teams < 80 && locale === 'fr' && width === 390) {
            // On paper the names are whole: a printed name cannot be read any other way.
            await page.emulateMedia({ media: 'print' });
            const name = page.getByRole('rowheader', { name: `${LONG_NAME} 1`, exact: true });
            const cut = await name.evaluate((cell) => cell.scrollWidth > cell.clientWidth + 1);
            assert(!cut, 'a long name printed whole');
            await page.emulateMedia({ media: 'screen' });
          }
          await assertOneLineRows(page, where, width >= 390);
          if (teams >= 80) {
            // Rows drawn as the reader scrolls take the room kept for them, no more, no less.
            await page.evaluate(() => window.scrollBy(0, 1600));
            await page.waitForTimeout(300);
            await assertOneLineRows(page, `${where}, scrolled`, width >= 390);
          }
        } finally {
          await context.close();
        }
      }
  }
}

/**
 * Each drawn row of the standings is one line of the same height: every cell's text in one line
 * box, none under 14 px, numbers in tabular figures, a long name cut with an ellipsis and whole
 * as the row's name; a virtualised body as tall as its rows. At 390 px the rank, name, games
 * played, record and score are on the screen without scrolling the table sideways.
 */
async function assertOneLineRows(page: Page, where: string, fits: boolean): Promise<void> {
  const found = await page.evaluate(oneLineProblems, fits);
  console.log(`    ${where}: ${found.rows} rows of ${found.height} px, ${found.cut.length} cut`);
  assertEqual(found.problems.slice(0, 12).join('\n'), '', `${where}: rows of one line`);
  const cut = need(found.cut[0], `${where}: a long name cut`);
  // Cut on the screen, whole for a screen reader: the row's header is named by the whole name.
  const header = page.getByRole('rowheader', { name: cut, exact: true });
  assert((await header.count()) >= 1, `${where}: « ${cut} » names its row`);
}

/** What is wrong with the drawn rows of the standings (runs in the page). */
function oneLineProblems(fits: boolean) {
  const problems: string[] = [];
  const cut: string[] = [];
  const table = document.querySelector<HTMLTableElement>('[data-testid="standings"]')!;
  const rows = [...table.querySelectorAll<HTMLTableRowElement>('tbody tr[data-index]')];
  const heights = new Set(rows.map((row) => Math.round(row.getBoundingClientRect().height)));
  if (heights.size !== 1) problems.push(`rows of ${[...heights].join(', ')} px`);
  for (const row of rows) {
    const name = row.querySelector('th')!.textContent ?? '';
    for (const cell of row.querySelectorAll<HTMLElement>('th, td')) {
      const text = cell.textContent ?? '';
      if (!text) continue;
      // One line box: the text's fragments all start at the same height.
      const range = document.createRange();
      range.selectNodeContents(cell);
      const tops = [...range.getClientRects()]
        .filter((rect) => rect.width > 0)
        .map((rect) => rect.top)
        .sort((a, b) => a - b);
      const lines = tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 4);
      if (lines.length > 1) problems.push(`${name}: « ${text} » on ${lines.length} lines`);
      for (const element of [cell, ...cell.querySelectorAll<HTMLElement>('*')]) {
        const size = parseFloat(getComputedStyle(element).fontSize);
        if (size < 14) problems.push(`${name}: « ${text} » in ${size} px`);
      }
      const style = getComputedStyle(cell);
      if (cell.classList.contains('num') && !style.fontVariantNumeric.includes('tabular-nums'))
        problems.push(`${name}: « ${text} » without tabular figures`);
      if (cell.scrollWidth <= cell.clientWidth + 1) continue;
      if (cell.tagName !== 'TH') problems.push(`${name}: « ${text} » cut`);
      else if (style.textOverflow !== 'ellipsis') problems.push(`${name}: cut, no ellipsis`);
      else cut.push(text);
    }
  }
  const region = table.parentElement!.getBoundingClientRect();
  const first = rows[0]!;
  for (const cell of [...first.cells].slice(0, 5)) {
    const { right } = cell.getBoundingClientRect();
    if (fits && right > region.right + 0.5)
      problems.push(`« ${cell.textContent} » off the screen (${right} > ${region.right})`);
  }
  const count = Number(table.getAttribute('aria-rowcount')) - 1;
  const height = first.getBoundingClientRect().height;
  const body = table.tBodies[0]!.getBoundingClientRect().height;
  if (Math.abs(body - count * height) > 1)
    problems.push(`a body of ${body} px for ${count} rows of ${height} px`);
  return { problems, cut, height, rows: rows.length };
}

/**
 * A Swiss of `teams` teams and games of one deal, two rounds played (tables won in turn by A
 * and B) and the third in play: records and games' lines of every kind.
 */
async function playedSwiss(state: E2EState, token: string, teams: number): Promise<string> {
  const created = await api<TournamentView>(state, '/tournaments', {
    method: 'POST',
    token,
    body: {
      name: `Classement sur téléphone, ${teams} équipes`,
      pairing: 'swiss',
      rounds: 3,
      dealsPerGame: 1,
    },
  });
  assertEqual(created.status, 201, `the tournament: ${created.text}`);
  const id = created.data.id;
  for (let index = 1; index <= teams; index += 1) {
    const name = index % 4 === 1 ? `${LONG_NAME} ${index}` : `Équipe ${index}`;
    const team = await api(state, `/tournaments/${id}/teams`, {
      method: 'POST',
      token,
      body: { name, players: [`Joueur ${index}a`, `Joueur ${index}b`] },
    });
    assertEqual(team.status, 201, `team ${index}: ${team.text}`);
  }
  for (const number of [1, 2, 3]) {
    const started = await api(state, `/tournaments/${id}/rounds`, { method: 'POST', token });
    assertEqual(started.status, 201, `round ${number}: ${started.text}`);
    if (number === 3) break;
    const round = await api<RoundState>(state, `/tournaments/${id}/rounds/${number}`, { token });
    for (const table of round.data.tables) {
      const played = await api(state, `/tables/${table.id}/deals`, {
        method: 'POST',
        refereeCode: need(table.refereeCode, 'referee code'),
        body: { dealer: table.firstDealer, ...wonBy(table.number % 2 ? 'A' : 'B') },
      });
      assertEqual(played.status, 201, `round ${number}, table ${table.number}: ${played.text}`);
    }
  }
  return id;
}
