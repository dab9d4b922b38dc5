import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type {
  MeleeRoundsView,
  PersonView,
  RegisteredTeam,
  SeedingRatings,
  SeriesView,
  StartedRound,
  TournamentView,
} from '@marque/contracts';
import { api, signInBrowser } from './api';
import { assertEqual, need, screenshotsDir } from './harness';
import { organiserToken } from './phone-tables';
import { organiserClub } from './season.e2e';
import type { E2EState } from './state';

// Issue 26, the last points: two organisers of two clubs share a season in the console (one
// invites, the other accepts and adds their own club's tournament, which the public page then
// counts), and round 1 of a mêlée is drawn from the console with « Classement Elo ».

const PAUL = {
  email: 'paul@sion-e2e.test',
  password: 'a long passphrase',
  displayName: 'Paul Sion',
};

export async function seasonClubsScenario(state: E2EState): Promise<void> {
  const token = await organiserToken(state);
  const call = async <T>(
    path: string,
    method = 'GET',
    body?: unknown,
    expected = 200,
    as = token,
  ) => {
    const answer = await api<T>(state, path, { method, token: as, body });
    assertEqual(answer.status, expected, `${method} ${path}: ${answer.text.slice(0, 200)}`);
    return answer.data;
  };
  // The first organiser's club, and Paul's, Sion, with his account (through the API: the
  // invitation's screens have their own scenario).
  const own = await organiserClub(call);
  const sion = await call<{ id: string }>('/clubs', 'POST', { name: 'Sion' }, 201);
  const { path } = await call<{ path: string }>(
    '/invitations',
    'POST',
    { email: PAUL.email, clubId: sion.id },
    201,
  );
  const joined = await call<{ accessToken: string }>('/invitations/accept', 'POST', {
    token: path.split('/').at(-1),
    displayName: PAUL.displayName,
    password: PAUL.password,
  });
  const paul = joined.accessToken;

  // Paul's tournament, played: two pairs, one deal, so that four players have a rating.
  const people: string[] = [];
  for (const firstName of ['Ana', 'Bruno', 'Chloé', 'Denis', 'Emma', 'Fabien', 'Gaël', 'Hugo'])
    people.push(
      (await call<PersonView>('/people', 'POST', { firstName, lastName: 'Valais' }, 201)).id,
    );
  const cup = await call<TournamentView>(
    '/tournaments',
    'POST',
    {
      name: 'Coupe de Sion',
      rounds: 1,
      pairing: 'swiss',
      ruleset: 'belote-coinchee',
      dealsPerGame: 1,
    },
    201,
    paul,
  );
  const winners = await call<RegisteredTeam>(
    `/tournaments/${cup.id}/teams`,
    'POST',
    { name: 'Ana et Bruno', people: [{ id: people[0] }, { id: people[1] }] },
    201,
    paul,
  );
  await call(
    `/tournaments/${cup.id}/teams`,
    'POST',
    { name: 'Chloé et Denis', people: [{ id: people[2] }, { id: people[3] }] },
    201,
    paul,
  );
  const round = await call<StartedRound>(
    `/tournaments/${cup.id}/rounds`,
    'POST',
    undefined,
    201,
    paul,
  );
  const table = need(round.tables[0], 'the table');
  const aWins = table.teamA.id === winners.id;
  await call(
    `/tables/${table.id}/deals`,
    'POST',
    {
      dealer: table.firstDealer,
      contract: { value: 80, suit: 'hearts', declarer: aWins ? 0 : 1 },
      cardPoints: aWins ? { A: 82, B: 80 } : { A: 80, B: 82 },
    },
    201,
    paul,
  );
  const series = await call<SeriesView>(
    '/series',
    'POST',
    {
      name: 'Challenge du Rhône',
      season: '2026-2027',
      clubId: own.id,
      rule: { scale: { kind: 'field' } },
    },
    201,
  );

  const first = await deskOf(state.browser, state);
  const second = await deskOf(state.browser, state, { email: PAUL.email, password: PAUL.password });
  try {
    // The series' club invites Sion; Paul accepts and adds his club's tournament.
    await first.goto(`${state.webUrl}/fr/organiser/seasons`);
    const card = first.getByTestId('season-card').filter({ hasText: 'Challenge du Rhône' });
    await card.getByLabel('Inviter un autre club').selectOption({ label: 'Sion' });
    await card.getByRole('button', { name: 'Inviter', exact: true }).click();
    await card.getByText('Sion : invité, sans réponse').waitFor();
    await second.goto(`${state.webUrl}/fr/organiser/seasons`);
    const invitation = second.getByTestId('season-invitations');
    await invitation
      .getByText(`${own.name} invite Sion dans « Challenge du Rhône » (2026-2027).`)
      .waitFor();
    await second.screenshot({
      path: join(screenshotsDir, 'season-invitation.png'),
      fullPage: true,
    });
    await invitation.getByRole('button', { name: 'Accepter' }).click();
    const shared = second.getByTestId('season-card').filter({ hasText: 'Challenge du Rhône' });
    await shared.getByText(`Clubs participants : ${own.name}, Sion.`).waitFor();
    await shared.getByLabel('Tournoi du club à ajouter').selectOption({ label: 'Coupe de Sion' });
    await shared.getByRole('button', { name: 'Ajouter' }).click();
    await shared.locator('li', { hasText: 'Coupe de Sion' }).getByText('Sion · terminé').waitFor();
    await first.reload();
    await card.getByText('Coupe de Sion').waitFor();
    assertEqual(
      await card.locator('li', { hasText: 'Coupe de Sion' }).getByRole('button').count(),
      0,
      "the series' club removes Sion's tournament only with Sion itself",
    );
    await first.screenshot({ path: join(screenshotsDir, 'season-clubs.png'), fullPage: true });
    await first.goto(`${state.webUrl}/fr/series/${series.id}`);
    await first
      .getByTestId('season-clubs')
      .getByText(`Clubs participants : ${own.name}, Sion`)
      .waitFor();
    await first.getByText('1 tournoi terminé sur 1 compte.').waitFor();
    await first.goto(`${state.webUrl}/fr/series/${series.id}/projector`);
    await first
      .getByTestId('season-clubs')
      .getByText(`Clubs participants : ${own.name}, Sion`)
      .waitFor();

    // A mêlée of the eight, round 1 drawn by Elo from the console.
    const melee = await call<TournamentView>(
      '/tournaments',
      'POST',
      {
        name: 'Mêlée du Rhône',
        rounds: 2,
        entry: 'individual',
        pairing: 'random',
        ruleset: 'belote-coinchee',
        dealsPerGame: 1,
        clubId: own.id,
      },
      201,
    );
    for (const id of people) await call(`/tournaments/${melee.id}/players`, 'POST', { id }, 201);
    await first.goto(`${state.webUrl}/fr/organiser/${melee.id}`);
    const choice = first.getByTestId('seeding-choice');
    await choice.getByText('Partenaires et tables tirés au sort.').waitFor();
    await choice.getByLabel('Classement Elo').check();
    await choice.getByText('Mêlée équilibrée : le plus fort joue avec le plus faible').waitFor();
    const preview = choice.getByTestId('seeding-ratings').locator('li');
    await preview.first().waitFor();
    assertEqual(await preview.count(), 8, 'the eight players and their ratings');
    await first.screenshot({ path: join(screenshotsDir, 'melee-elo-seeding.png'), fullPage: true });
    await first.getByRole('button', { name: 'Lancer le tour 1' }).click();
    await first.getByText('Tour 1 tiré selon le classement Elo (belote coinchée)').waitFor();
    assertEqual(await first.getByTestId('seeding-choice').count(), 0, 'no choice past round 1');
    const ratings = await call<SeedingRatings>(`/tournaments/${melee.id}/seeding-ratings`);
    const rating = new Map(ratings.entries.map((entry) => [entry.name, entry.rating]));
    const { rounds } = await call<MeleeRoundsView>(`/tournaments/${melee.id}/players/rounds`);
    for (const drawn of need(rounds[0], 'round 1').tables) {
      const seat = (where: string) =>
        need(
          drawn.seats.find((each) => each.seat === where),
          where,
        ).name;
      for (const [strong, weak] of [
        ['north', 'south'],
        ['east', 'west'],
      ] as const) {
        // Ana and Bruno won (1520), Chloé and Denis lost (1480), the others are new (1500):
        // balanced, each winner plays with a loser and the new players together, 3000 a pair.
        const sum = (rating.get(seat(strong)) ?? 0) + (rating.get(seat(weak)) ?? 0);
        assertEqual(sum, 3000, `a balanced pair: ${seat(strong)} + ${seat(weak)}`);
      }
    }
  } finally {
    await first.context().close();
    await second.context().close();
  }
}

async function deskOf(
  browser: Browser,
  state: E2EState,
  account?: { email: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1280, height: 900 },
  });
  await signInBrowser(context, state, account);
  return context.newPage();
}
