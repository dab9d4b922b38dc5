// Issue 26, item 1: two volunteers of one club run one tournament from two laptops under their
// own names. The administrator makes the club and invites Anne (the link shown to copy: no SMTP
// here); Anne joins, invites Marc, creates the tournament and starts round 1; Marc closes it at
// the bell from his own browser, in English (his invitation's language); the history names both.
// Disabled by the administrator, Marc's console signs him out.
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, signInBrowser } from './api';
import { assert, need, screenshotsDir } from './harness';
import type { E2EState } from './state';

const PASSWORD = 'bénévole du club';

export async function clubOrganisersScenario(state: E2EState): Promise<void> {
  const contexts: BrowserContext[] = [];
  const laptop = async () => {
    const context = await newLaptop(state.browser);
    contexts.push(context);
    return { context, page: await context.newPage() };
  };
  try {
    const admin = await laptop();
    await signInBrowser(admin.context, state);
    await admin.page.goto(`${state.webUrl}/fr/organiser/accounts`);
    await admin.page.getByLabel('Nom du nouveau club').fill('CC Bagnes');
    await admin.page.getByRole('button', { name: 'Créer le club' }).click();
    await admin.page.getByTestId('club').filter({ hasText: 'CC Bagnes' }).waitFor();

    const anneLink = await invite(state, admin.page, 'anne@bagnes.test', 'CC Bagnes');
    await admin.page.screenshot({ path: join(screenshotsDir, 'invitation-link.png') });
    const anne = await laptop();
    await accept(anne.page, anneLink, {
      name: 'Anne Rey',
      invitedBy: 'e2e vous invite à organiser des tournois avec CC Bagnes.',
      nameField: 'Votre nom',
      passwordField: 'Choisissez un mot de passe',
      submit: 'Créer mon compte',
      screenshot: 'join-invitation.png',
    });
    const marcLink = await invite(state, anne.page, 'marc@bagnes.test', 'CC Bagnes', 'English');
    const marc = await laptop();
    await accept(marc.page, marcLink, {
      name: 'Marc Fellay',
      invitedBy: 'Anne Rey invites you to organise tournaments with CC Bagnes.',
      nameField: 'Your name',
      passwordField: 'Choose a password',
      submit: 'Create my account',
    });

    await anne.page.goto(`${state.webUrl}/fr/organiser`);
    await anne.page.getByLabel('Nom du tournoi').fill('Coupe des bénévoles');
    await anne.page.getByLabel('Nombre de tours').fill('1');
    await anne.page.getByRole('button', { name: 'Créer le tournoi' }).click();
    await anne.page.waitForURL(/\/fr\/organiser\/[0-9a-f-]{36}$/);
    const consoleUrl = anne.page.url();
    await registerTeams(state, need(consoleUrl.split('/').pop(), 'tournament id'));
    await anne.page.reload();
    await anne.page.getByRole('button', { name: 'Lancer le tour 1' }).click();
    await anne.page.getByRole('button', { name: 'Clore le tour 1 (cloche)' }).waitFor();

    await marc.page.goto(`${state.webUrl}/en/organiser`);
    await marc.page.getByRole('link', { name: 'Coupe des bénévoles' }).click();
    await marc.page.waitForURL(consoleUrl.replace('/fr/', '/en/'));
    marc.page.once('dialog', (dialog) => void dialog.accept());
    await marc.page.getByRole('button', { name: 'Close round 1 (bell)' }).click();
    await marc.page.getByText('Round closed.').waitFor();

    await anne.page.reload();
    const history = anne.page.getByTestId('round-audit');
    await history.getByText('Tour 1 clos à la cloche').waitFor();
    const lines = await history.locator(':scope > li').allTextContents();
    assert(
      lines.some(
        (line) => line.includes('Tour 1 lancé (2 tables)') && line.includes('par Anne Rey'),
      ) &&
        lines.some(
          (line) => line.includes('Tour 1 clos à la cloche') && line.includes('par Marc Fellay'),
        ),
      `the history names both organisers (${lines.join(' | ')})`,
    );
    await anne.page.locator('#history').screenshot({
      path: join(screenshotsDir, 'co-organisers-history.png'),
    });

    // The administrator disables Marc: his open console is signed out at its next request.
    await admin.page.goto(`${state.webUrl}/fr/organiser/accounts`);
    admin.page.once('dialog', (dialog) => void dialog.accept());
    const row = admin.page.getByTestId('account').filter({ hasText: 'marc@bagnes.test' });
    await row.getByRole('button', { name: 'Désactiver' }).click();
    await row.filter({ hasText: 'désactivé' }).waitFor();
    await admin.page.screenshot({ path: join(screenshotsDir, 'accounts-and-clubs.png') });
    await marc.page.reload();
    await marc.page.getByRole('heading', { name: 'Organiser sign-in' }).waitFor();
  } finally {
    for (const context of contexts) await context.close();
  }
}

function newLaptop(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1280, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
}

/** Invites `email` from the account page of the organiser signed in on `page`: the link shown. */
async function invite(
  state: E2EState,
  page: Page,
  email: string,
  club: string,
  language = 'Français',
): Promise<string> {
  await page.goto(`${state.webUrl}/fr/organiser/account`);
  await page.getByLabel('Son adresse e-mail').fill(email);
  await page.getByLabel('Club qu’il rejoint').selectOption({ label: club });
  await page.getByLabel('Langue du lien').selectOption({ label: language });
  await page.getByRole('button', { name: 'Créer l’invitation' }).click();
  await page.getByText('Aucun e-mail n’est envoyé').waitFor();
  await page.getByRole('button', { name: 'Copier le lien' }).click();
  await page.getByRole('button', { name: 'Lien copié.' }).waitFor();
  const link = await page.getByTestId('invitation-link').inputValue();
  const path = language === 'English' ? '/en/join/' : '/fr/join/';
  assert(link.startsWith(`${state.webUrl}${path}`), `the link is the web app's (${link})`);
  return link;
}

/** Opens an invitation link in a browser of its own, chooses a name and a password. */
async function accept(
  page: Page,
  link: string,
  words: {
    name: string;
    invitedBy: string;
    nameField: string;
    passwordField: string;
    submit: string;
    screenshot?: string;
  },
): Promise<void> {
  await page.goto(link);
  await page.getByText(words.invitedBy).waitFor();
  await page.getByRole('textbox', { name: words.nameField }).fill(words.name);
  await page.getByLabel(words.passwordField).fill(PASSWORD);
  if (words.screenshot) await page.screenshot({ path: join(screenshotsDir, words.screenshot) });
  await page.getByRole('button', { name: words.submit }).click();
  await page.waitForURL(/\/(fr|en)\/organiser$/);
  await page.getByTestId('signed-in-as').getByText(words.name).waitFor();
}

/** Four teams, registered as a script of Anne's would (a Bearer token of her own). */
async function registerTeams(state: E2EState, tournamentId: string): Promise<void> {
  const login = await api<{ accessToken: string }>(state, '/auth/login', {
    method: 'POST',
    body: { email: 'anne@bagnes.test', password: PASSWORD },
  });
  for (const name of ['Les As', 'Les Rois', 'Les Dames', 'Les Valets'])
    await api(state, `/tournaments/${tournamentId}/teams`, {
      method: 'POST',
      token: login.data.accessToken,
      body: { name, players: [`${name} 1`, `${name} 2`] },
    });
}
