import { assert, assertEqual } from './harness';
import type { E2EState } from './state';

/**
 * The rules pages, static and readable on a phone: belote coinchée in French and Cinch in
 * English, each with its title and a worked example's marks; an unknown game is a 404.
 */
export async function rulesScenario(state: E2EState): Promise<void> {
  const context = await state.browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  try {
    await page.goto(`${state.webUrl}/fr/rules/belote-coinchee`);
    assertEqual(
      await page.getByRole('heading', { level: 1 }).textContent(),
      'Belote coinchée',
      'the French page’s title',
    );
    const belote = page.locator('[data-example="belote-90"]');
    assert(
      ((await belote.textContent()) ?? '').includes('90 à pique'),
      'the example names its contract',
    );
    assertEqual(await belote.locator('[data-marks="A"]').textContent(), '90', 'A marks its 90');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert(width <= 360, `the page fits 360 px (${width})`);

    await page.goto(`${state.webUrl}/en/rules/cinch`);
    assertEqual(
      await page.getByRole('heading', { level: 1 }).textContent(),
      'Cinch (Double Pedro)',
      'the English page’s title',
    );
    const set = page.locator('[data-example="set-by-one"]');
    assertEqual(
      await set.locator('[data-marks="B"]').textContent(),
      '15',
      'bid 8, 7–7: B marks 15',
    );

    const unknown = await page.goto(`${state.webUrl}/en/rules/bridge`);
    assertEqual(unknown?.status(), 404, 'an unknown game');
  } finally {
    await context.close();
  }
}
