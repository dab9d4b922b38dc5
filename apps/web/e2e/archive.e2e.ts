// Issue 27, item 2: a tournament moved between Marques. The organiser saves it from its console
// (« Exporter le tournoi ») and opens it again from the home page (« Importer un tournoi »); a
// file of a newer Marque, or a spoiled one, is refused with a sentence in the reader's language.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { api, signInBrowser } from './api';
import { assert, assertEqual, need, screenshotsDir } from './harness';
import { organiserToken, phoneTables, recordElsewhere } from './phone-tables';
import type { E2EState } from './state';

interface Archive {
  format: string;
  version: number;
  tournament: { id: string; name: string };
  teams: Array<{ name: unknown }>;
  deals: unknown[];
}

export async function archiveScenario(state: E2EState): Promise<void> {
  const { tables, tournamentId } = await phoneTables(state, 4, { name: 'Archive d’été' });
  await recordElsewhere(state, need(tables[0], 'table 1'));
  const context = await state.browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1280, height: 900 },
  });
  await signInBrowser(context, state);
  const imported: string[] = [];
  try {
    const page = await context.newPage();
    await page.goto(`${state.webUrl}/fr/organiser/${tournamentId}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter le tournoi' }).click(),
    ]);
    assertEqual(download.suggestedFilename(), 'marque-archive-d-ete.json', 'the archive’s name');
    const path = await download.path();
    const archive = JSON.parse(await readFile(path, 'utf8')) as Archive;
    assertEqual(`${archive.format} ${archive.version}`, 'marque-tournament 1', 'the file’s format');
    assertEqual(archive.deals.length, 1, 'the deal recorded is in the file');

    // Imported from the home page: the new tournament's console opens.
    await page.goto(`${state.webUrl}/fr/organiser`);
    await page.getByRole('heading', { name: 'Importer un tournoi' }).waitFor();
    await page.getByTestId('import-archive').setInputFiles(path);
    await page.waitForURL((url) => /\/fr\/organiser\/[0-9a-f-]{36}$/.test(url.pathname));
    const newId = need(/([0-9a-f-]{36})$/.exec(page.url())?.[1], 'the new tournament’s id');
    imported.push(newId);
    assert(newId !== tournamentId, 'the import is a new tournament');
    await page.getByRole('heading', { name: 'Archive d’été' }).waitFor();
    await page.getByTestId('live-table-1').waitFor();

    const newer = { ...archive, version: 2 };
    await pickArchive(page, `${state.webUrl}/fr/organiser`, newer);
    await alertSays(page, 'Cette archive vient d’une version plus récente de Marque');
    const spoiled = {
      ...archive,
      teams: [{ ...archive.teams[0], name: 42 }, ...archive.teams.slice(1)],
    };
    await pickArchive(page, `${state.webUrl}/en/organiser`, spoiled);
    await alertSays(
      page,
      'This file is not a valid Marque tournament archive (field “teams.0.name”)',
    );
    await page
      .locator('section', { has: page.getByTestId('import-archive') })
      .screenshot({ path: join(screenshotsDir, 'archive-import-refused.png') });
    await pickArchive(page, `${state.webUrl}/fr/organiser`, 'pas du JSON');
    await alertSays(page, 'Ce fichier n’est pas une archive de tournoi Marque (JSON illisible).');
  } finally {
    await context.close();
    const token = await organiserToken(state);
    for (const id of [tournamentId, ...imported])
      await api(state, `/tournaments/${id}`, { method: 'DELETE', token });
  }
}

/** Picks a file of `content` (JSON unless a string) in the import of the home page at `url`. */
async function pickArchive(page: Page, url: string, content: object | string): Promise<void> {
  await page.goto(url);
  await page.getByTestId('import-archive').setInputFiles({
    name: 'archive.json',
    mimeType: 'application/json',
    buffer: Buffer.from(typeof content === 'string' ? content : JSON.stringify(content)),
  });
}

async function alertSays(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).waitFor({ timeout: 10_000 });
}
