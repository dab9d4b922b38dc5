import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { assert, screenshotsDir } from './harness';
import { signInBrowser } from './api';
import type { E2EState } from './state';

/**
 * The administrator backs the database up from the console: « Sauvegarder maintenant » writes a
 * file on the server, named on the page and listed first; the card speaks English too.
 */
export async function adminBackupScenario(state: E2EState): Promise<void> {
  const context = await state.browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await signInBrowser(context, state);
    const page = await context.newPage();
    await page.goto(`${state.webUrl}/fr/organiser`);
    const card = page.getByTestId('backups');
    await card.getByRole('button', { name: 'Sauvegarder maintenant' }).click();
    const written = card.getByRole('status');
    await written.waitFor();
    const text = (await written.textContent()) ?? '';
    const file = /Sauvegarde écrite : (\S+\.backup\.gz)/.exec(text)?.[1];
    assert(file && existsSync(file), `the backup named on the page exists: "${text}"`);
    const first = (await card.locator('li').first().textContent()) ?? '';
    assert(file.endsWith(first.split(' · ').pop() ?? '?'), `listed first: "${first}"`);
    assert(/ Ko · /.test(first), `its size in French: "${first}"`);
    await card.screenshot({ path: join(screenshotsDir, 'organiser-backups.png') });

    await page.goto(`${state.webUrl}/en/organiser`);
    await page.getByTestId('backups').getByRole('button', { name: 'Back up now' }).waitFor();
  } finally {
    await context.close();
  }
}
