import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { TournamentView } from '../lib/api-types';
import type { Page } from 'playwright-core';
import { api } from './api';
import { assert, assertEqual, need } from './harness';
import { organiserToken } from './phone-tables';
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
  // A browser that signed in before the session cookie kept the token here: it goes at load.
  await page.evaluate(() => localStorage.setItem('marque.organiser.token', 'eyJold.eyJold.sig'));
  await page.reload();
  await page.getByLabel('Adresse e-mail').fill(ADMIN.email);
  await page.getByLabel('Mot de passe').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByTestId('signed-in-as').getByText(ADMIN.email).waitFor();
  await assertSessionOutOfScripts(page);
  // The API calls of the scenarios sign in as a script does: a Bearer token of their own.
  state.token = await organiserToken(state);

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
  // Too early for a round: the API's refusal (its code) reads in French, not in the API's English.
  await page.getByRole('button', { name: 'Lancer le tour 1' }).click();
  await page.getByText('Il faut au moins deux équipes pour lancer un tour.').waitFor();
  assertEqual(
    await page.getByText('At least two teams are needed', { exact: false }).count(),
    0,
    'no English sentence of the API on a French screen',
  );

  await page.getByLabel(/Une équipe par ligne/).fill(TEAMS);
  await page.getByText('Aperçu : 8 lignes valides sur 9').waitFor();
  await page.getByRole('row', { name: /Équipe incomplète.*Il faut deux joueurs\./ }).waitFor();
  await page.getByRole('button', { name: 'Inscrire 8 équipes' }).click();
  await page.getByText('8 équipes inscrites.').waitFor();
  // The refused line stays in the box, with its reason, for the organiser to fix.
  await page.getByText('Une ligne non inscrite reste dans la zone', { exact: false }).waitFor();
  assert(
    (await page.getByLabel(/Une équipe par ligne/).inputValue()).startsWith('Équipe incomplète'),
    'the box keeps only the refused line',
  );
  await page.getByRole('row', { name: /Équipe incomplète.*Il faut deux joueurs\./ }).waitFor();
  await page.getByText('Équipes : 8 inscrites, 8 en lice').waitFor();

  await page.getByRole('button', { name: 'Lancer le tour 1' }).click();
  await page.getByTestId('live-table-4').waitFor();

  const print = await context.newPage();
  await print.goto(`${state.webUrl}/fr/organiser/${tournamentId}/print?round=1`);
  await print.getByTestId('table-card-4').waitFor();
  // Opened on 127.0.0.1 without MARQUE_PUBLIC_URL: the page warns that phones cannot reach it.
  await print
    .getByText('les téléphones ne pourront pas ouvrir ces QR codes', { exact: false })
    .waitFor();
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

/**
 * Signed in, the page holds no login a script could read: the session is an httpOnly,
 * SameSite=Strict cookie for /api, absent from document.cookie, and nothing in localStorage
 * (the key where the token used to be included) looks like a token.
 */
async function assertSessionOutOfScripts(page: Page): Promise<void> {
  const cookies = await page.context().cookies();
  const session = need(
    cookies.find((cookie) => cookie.name === 'marque_session'),
    'the session cookie',
  );
  assert(session.httpOnly, 'the session cookie is httpOnly');
  assertEqual(session.sameSite, 'Strict', 'the session cookie is SameSite=Strict');
  assertEqual(session.path, '/api', 'the session cookie goes to /api only');
  const seen = await page.evaluate(() => ({
    cookie: document.cookie,
    stored: Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`),
  }));
  assert(!seen.cookie.includes(session.value), 'document.cookie has no token');
  assert(!seen.cookie.includes('marque_session'), 'document.cookie has no session cookie');
  assert(
    seen.stored.every((entry) => !entry.includes(session.value) && !/eyJ[\w-]+\.eyJ/.test(entry)),
    `localStorage holds no token: ${seen.stored.join(', ')}`,
  );
  assert(
    !seen.stored.some((entry) => entry.startsWith('marque.organiser.token=')),
    'the old token key is gone',
  );
}

function decodeQr(pngBuffer: Buffer): string {
  const png = PNG.sync.read(pngBuffer);
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!decoded) throw new Error('no QR code found in the screenshot');
  return decoded.data;
}

/**
 * The organiser renames a tournament, gives it one more round and a round clock, then deletes it
 * after typing its name back: the console goes back to the list and the tournament is gone.
 */
export async function editDeleteScenario(state: E2EState): Promise<void> {
  const token = need(state.token, 'organiser token');
  // A page of its own (signed in, as the organiser's): the shared one stays on the tournament.
  const page = await need(state.organiserPage, 'organiser page').context().newPage();
  const { data: created } = await api<TournamentView>(state, '/tournaments', {
    method: 'POST',
    token,
    body: { name: 'Tournoi à supprimer', rounds: 3, pairing: 'swiss' },
  });
  await page.goto(`${state.webUrl}/fr/organiser/${created.id}`);
  const settings = page.getByTestId('tournament-settings');
  await settings.getByText('Modifier ou supprimer le tournoi').click();
  await settings.getByLabel('Nom du tournoi', { exact: true }).fill('Tournoi du soir');
  await settings.getByLabel('Nombre de tours').fill('4');
  await settings.getByLabel('Durée d’un tour (minutes, facultatif)').fill('80');
  await settings.getByRole('button', { name: 'Monter « Buchholz »' }).click();
  await settings.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await settings.getByText('Modifications enregistrées.').waitFor();
  await page.getByRole('heading', { name: 'Tournoi du soir', level: 1 }).waitFor();
  const { data: edited } = await api<TournamentView>(state, `/tournaments/${created.id}`);
  assertEqual(edited.name, 'Tournoi du soir', 'the new name');
  assertEqual(edited.rounds, 4, 'the rounds');
  assertEqual(edited.roundMinutes, 80, 'the round clock');
  assertEqual(
    edited.tiebreaks.join(),
    'points-difference,buchholz,points-for,head-to-head',
    'the tiebreak order',
  );

  const remove = settings.getByRole('button', {
    name: 'Supprimer définitivement « Tournoi du soir »',
  });
  assert(await remove.isDisabled(), 'delete waits for the name to be typed');
  await settings.getByLabel(/Pour confirmer, tapez le nom du tournoi/).fill('Tournoi du soir');
  await remove.click();
  await page.waitForURL(/\/fr\/organiser$/);
  assertEqual(
    (await api(state, `/tournaments/${created.id}`)).status,
    404,
    'the tournament is deleted',
  );
  await page.close();
}
