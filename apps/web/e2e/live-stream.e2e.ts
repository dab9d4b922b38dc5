import { API_MARKER_HEADER, API_MARKER_VALUE } from '@marque/contracts';
import { assert, assertEqual } from './harness';
import { phoneTables, recordElsewhere } from './phone-tables';
import type { E2EState } from './state';

// Issue 23: a projector that opens its live stream while the database is away gets the API's 503
// instead of a stream; the browser's EventSource then gives up for good. The page polls, opens the
// stream again a few seconds later, and is live again, resuming after the last event it had.

export async function streamBackScenario(state: E2EState): Promise<void> {
  const { tables, tournamentId } = await phoneTables(state, 2, { name: 'Soirée sans base' });
  const [table] = tables;
  assert(table, 'a table');
  const context = await state.browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    const streams: string[] = [];
    let refusals = 2;
    await page.route('**/api/tournaments/*/events*', async (route) => {
      streams.push(route.request().url());
      if (refusals <= 0) return route.continue();
      refusals -= 1;
      // What the API answers while its database is away.
      await route.fulfill({
        status: 503,
        headers: {
          'Content-Type': 'application/json',
          'Retry-After': '5',
          [API_MARKER_HEADER]: API_MARKER_VALUE,
        },
        body: JSON.stringify({
          statusCode: 503,
          error: 'Service Unavailable',
          code: 'DATABASE_UNAVAILABLE',
          message: 'The database is unavailable',
        }),
      });
    });
    await page.goto(`${state.webUrl}/fr/tournaments/${tournamentId}/projector?show=tables`);
    const projector = page.locator('.projector');
    await projector.and(page.locator('[data-live="polling"]')).waitFor({ timeout: 10_000 });
    // 5 s, then 10 s: the third attempt gets the real stream.
    await projector.and(page.locator('[data-live="live"]')).waitFor({ timeout: 30_000 });
    assertEqual(streams.length, 3, 'the stream opened again until it was served');
    await recordElsewhere(state, table, {
      contract: { value: 80, suit: 'hearts', declarer: 0 },
      cardPoints: { A: 100, B: 57 },
    });
    // Polling stopped once live: the new score can only have come through the stream.
    const score = page.getByTestId(`projector-score-${tables.indexOf(table) + 1}`);
    const deadline = Date.now() + 10_000;
    let seen = '';
    while (Date.now() < deadline && (seen === '' || seen === '0 – 0')) {
      seen = ((await score.textContent()) ?? '').trim();
      if (seen !== '0 – 0') break;
      await page.waitForTimeout(100);
    }
    assert(seen !== '0 – 0', `the deal reached the projector live (${seen})`);
    assert(streams.length === 3, 'no further attempt once live');
  } finally {
    await context.close();
  }
}
