import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { TournamentView } from '../lib/api-types';
import { api } from './api';
import { assert, assertEqual, need } from './harness';
import { ADMIN } from './servers';
import type { E2EState, PrintedTable } from './state';

const TEAMS = `Équipe; Joueur 1; Joueur 2; Club
Les As de Sion; Anne Rey; Marc Fellay; CC Sion
Les Bourdons; Léa Favre; Paul Roux; CC Martigny
Trèfle d'Or; Nina Berclaz; Yves Dubuis; CC Sion
Cœur Vaillant; Sara Mottier; Luc Vouilloz
Pique et Pique; Eva Crettaz; Jon Sierro; CC Bagnes
Carreau Magique; Zoé Perrin; Hugo Rossier
Les Coincheurs; Ines Pralong; Tom Gay; CC Martigny
Surcoinche FC; Lou Bonvin; Max Rudaz; CC Bagnes
Équipe incomplète; Solo Seul`;

/** Login, tournament, 8 pasted teams, round 1, table cards with a QR code that decodes right. */
export async function organiserScenario(state: E2EState): Promise<void> {
  const context = await state.browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1280, height: 900 },
  });
  state.organiserContext = context;
  const page = await context.newPage();
  state.organiserPage = page;
  await page.goto(`${state.webUrl}/organiser`);
  await page.waitForURL(/\/fr\/organiser$/);
  await page.getByLabel('Adresse e-mail').fill(ADMIN.email);
  await page.getByLabel('Mot de passe').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  state.token = await page
    .waitForFunction(() => localStorage.getItem('marque.organiser.token'))
    .then((handle) => handle.jsonValue() as Promise<string>);

  await page.getByLabel('Nom du tournoi').fill('Open de Sion 2026');
  await page.getByLabel('Nombre de tours').fill('3');
  await page.getByLabel('Durée d’un tour (minutes, facultatif)').fill('90');
  await page.getByRole('button', { name: 'Monter « Buchholz »' }).click();
  await page.getByRole('button', { name: 'Créer le tournoi' }).click();
  await page.waitForURL(/\/fr\/organiser\/[0-9a-f-]{36}$/);
  const tournamentId = need(page.url().split('/').pop(), 'tournament id');
  state.tournamentId = tournamentId;
  const { data: created } = await api<TournamentView>(state, `/tournaments/${tournamentId}`);
  assertEqual(
    created.tiebreaks?.join(),
    'points-difference,buchholz,points-for,head-to-head',
    'tiebreak order',
  );
  assertEqual(created.roundMinutes, 90, 'round duration');

  await page.getByLabel(/Une équipe par ligne/).fill(TEAMS);
  await page.getByText('Aperçu : 8 ligne(s) valide(s) sur 9').waitFor();
  await page.getByRole('row', { name: /Équipe incomplète.*Il faut deux joueurs\./ }).waitFor();
  await page.getByRole('button', { name: 'Inscrire 8 équipe(s)' }).click();
  await page.getByText('8 équipe(s) inscrite(s).').waitFor();
  await page.getByText('Équipes : 8 inscrites, 8 en lice').waitFor();

  await page.getByRole('button', { name: 'Lancer le tour 1' }).click();
  await page.getByTestId('live-table-4').waitFor();

  const print = await context.newPage();
  await print.goto(`${state.webUrl}/fr/organiser/${tournamentId}/print?round=1`);
  await print.getByTestId('table-card-4').waitFor();
  const tables: PrintedTable[] = [];
  for (let number = 1; number <= 4; number += 1) {
    const card = print.getByTestId(`table-card-${number}`);
    const code = ((await card.locator('.card-code strong').textContent()) ?? '').trim();
    const qr = decodeQr(await card.locator('svg.qr').screenshot());
    assertEqual(qr, `${state.webUrl}/fr/table/${code}`, `table ${number}'s QR code`);
    tables.push({ number, code, url: qr });
  }
  state.tables = tables;
  const media = await print.evaluate(() => matchMedia('print').matches);
  assert(media === false, 'screen media on the print page');
  await print.emulateMedia({ media: 'print' });
  const headerHidden = await print.locator('.site-header').isHidden();
  assert(headerHidden, 'the site header is not printed');
  await print.close();
}

function decodeQr(pngBuffer: Buffer): string {
  const png = PNG.sync.read(pngBuffer);
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!decoded) throw new Error('no QR code found in the screenshot');
  return decoded.data;
}
