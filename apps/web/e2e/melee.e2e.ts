import { join } from 'node:path';
import type { MeleeRoundsView, StandingRow, StartedRound } from '@marque/contracts';
import { api, signInBrowser } from './api';
import { assert, assertEqual, need, screenshotsDir } from './harness';
import { openPhone, organiserToken } from './phone-tables';
import { fillDeal, record } from './referee.e2e';
import type { E2EState } from './state';

// Issue 25, item 2: a 14-player mêlée of one-deal games created and filled from the console (a
// pasted list), three rounds drawn, table 1 of each scored from a referee's phone and the others
// through the API, then the projector's sit-outs and individual standings and a player's page
// (the mêlée once, a partner or a sit-out a round).

const PLAYERS = Array.from({ length: 14 }, (_, at) => `Joueuse ${String(at + 1).padStart(2, '0')}`);

/** Every table of the round its one deal: on a phone for table 1 (pair A takes 80 and makes it). */
async function playRound(state: E2EState, round: StartedRound): Promise<void> {
  for (const table of round.tables) {
    if (table.number === 1) {
      const { context, page } = await openPhone(
        state.browser,
        `${state.webUrl}/fr/table/${table.refereeCode}`,
      );
      try {
        await fillDeal(page, { value: '80', suit: 'Cœur', declarer: 0, points: '100' });
        const [answer] = await Promise.all([
          page.waitForResponse(
            (response) =>
              response.url().endsWith('/deals') && response.request().method() === 'POST',
          ),
          record(page),
        ]);
        assertEqual(answer.status(), 201, `table 1 of round ${round.number} from the phone`);
      } finally {
        await context.close();
      }
      continue;
    }
    const deal = await api(state, `/tables/${table.id}/deals`, {
      method: 'POST',
      refereeCode: table.refereeCode,
      body: {
        dealer: table.firstDealer,
        contract: { value: 80, suit: 'hearts', declarer: 0 },
        cardPoints: { A: 100, B: 57 },
      },
    });
    assertEqual(deal.status, 201, `the deal of table ${table.number}`);
  }
}

export async function meleeScenario(state: E2EState): Promise<void> {
  const token = await organiserToken(state);
  const desk = await state.browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1280, height: 900 },
  });
  await signInBrowser(desk, state);
  let id = '';
  try {
    const page = await desk.newPage();
    await page.goto(`${state.webUrl}/fr/organiser`);
    await page.getByLabel('Nom du tournoi').fill('Mêlée du vendredi');
    await page.getByLabel('Nombre de tours').fill('3');
    await page.getByLabel('Mêlée (joueurs inscrits seuls)').check();
    await page.getByLabel('Tirage au sort à chaque tour').check();
    // Games of one deal (« parties de N donnes »), so that three rounds play in seconds.
    await page.getByRole('radio', { name: 'après un nombre de donnes (concours)' }).check();
    await page.getByLabel('Donnes par partie').fill('1');
    await page.getByRole('button', { name: 'Créer le tournoi' }).click();
    await page.waitForURL(/\/fr\/organiser\/[0-9a-f-]{36}$/);
    id = need(page.url().split('/').pop(), 'the tournament id');
    const created = await api<{ dealsPerGame: number | null; target: number | null }>(
      state,
      `/tournaments/${id}`,
    );
    assertEqual(created.data.dealsPerGame, 1, 'games of one deal, from the form');
    assertEqual(created.data.target, null, 'no target');
    const patched = await api(state, `/tournaments/${id}`, {
      method: 'PATCH',
      token,
      body: { byeRule: { rule: 'fixed', points: 100 } },
    });
    assertEqual(patched.status, 200, 'a sit-out scores 100 points');
    await page.getByLabel(/un joueur par ligne/).fill(PLAYERS.join('\n'));
    await page.getByRole('button', { name: 'Inscrire la liste' }).click();
    await page.getByText('14 joueurs inscrits, dont 14 nouveaux dans le registre.').waitFor();
    await page.getByText(/lancez le tour 1 \(14 joueurs : 3 tables, 2 exempt/).waitFor();
    await page.getByRole('button', { name: 'Lancer le tour 1' }).click();
    const tables = page.getByTestId('melee-tables');
    await tables.getByText('Partenaires déjà associés : 0').waitFor();
    assertEqual(await tables.locator('li').count(), 3, 'three tables of four');
    // The round's sides are pairs drawn for it, not teams: the live list and the swap say so.
    await page.getByTestId('live-tables').getByRole('columnheader', { name: 'Paires' }).waitFor();
    await page.getByLabel('Échanger la paire').waitFor();
    await page.screenshot({ path: join(screenshotsDir, 'melee-console.png'), fullPage: true });
  } finally {
    await desk.close();
  }

  const played = await api<StartedRound[]>(state, `/tournaments/${id}/rounds`, { token });
  await playRound(state, need(played.data[0], 'round 1'));
  for (const number of [2, 3]) {
    const started = await api<StartedRound>(state, `/tournaments/${id}/rounds`, {
      method: 'POST',
      token,
    });
    assertEqual(started.status, 201, `round ${number} drawn`);
    await playRound(state, started.data);
  }
  const draw = await api<MeleeRoundsView>(state, `/tournaments/${id}/players/rounds`);
  assertEqual(
    draw.data.rounds.map((round) => round.repeats.partners).join(),
    '0,0,0',
    'no partner twice',
  );

  // The projector: round 3's tables and the two players sitting out, then the players, the
  // leader first, and what a player sitting out scores (a player, never a team).
  const standings = await api<StandingRow[]>(state, `/tournaments/${id}/standings`);
  assertEqual(standings.data.length, 14, 'a row per player');
  const leader = need(standings.data[0], 'the leader').team.name;
  const satOut = need(draw.data.rounds[2], 'round 3').satOut.map((out) => out.name);
  const projector = await state.browser.newContext({ viewport: { width: 1920, height: 1080 } });
  try {
    const page = await projector.newPage();
    await page.goto(`${state.webUrl}/fr/tournaments/${id}/projector?show=tables`);
    await page
      .getByTestId('projector-sat-out')
      .getByText(`Joueurs exemptés : ${satOut.join(', ')}`)
      .waitFor();
    await page.screenshot({ path: join(screenshotsDir, 'melee-projector-tables.png') });
    await page.goto(`${state.webUrl}/fr/tournaments/${id}/projector?show=standings`);
    await page.getByText(leader).first().waitFor();
    await page.getByRole('columnheader', { name: 'Joueur' }).first().waitFor();
    const rules = (await page.getByTestId('projector-rules').textContent()) ?? '';
    assert(rules.includes('Un joueur exempt compte une victoire et 100 points'), rules);
    const shown = await page.evaluate(() => document.body.innerText);
    assert(!shown.includes('équipe exempte'), 'no team sitting out on the screen');
    await page.screenshot({ path: join(screenshotsDir, 'melee-projector.png') });
  } finally {
    await projector.close();
  }

  // A player's phone: the players' page, her table of round 3, her page across tournaments.
  const { context, page } = await openPhone(
    state.browser,
    `${state.webUrl}/fr/tournaments/${id}/players`,
  );
  try {
    const list = page.getByTestId('melee-player-list');
    await list
      .getByText(/Tour 3 : (table \d, avec|exempt)/)
      .first()
      .waitFor();
    assertEqual(await list.locator('li').count(), 14, 'every player listed');
    await page.getByTestId('player-search').fill('joueuse 07');
    await page.screenshot({ path: join(screenshotsDir, 'melee-players.png'), fullPage: true });
    await list.getByRole('link', { name: 'Joueuse 07' }).click();
    await page.getByRole('heading', { name: 'Tournois de Joueuse 07' }).waitFor();
    const history = page.getByTestId('person-history');
    assertEqual(await history.locator(':scope > li').count(), 1, 'the mêlée once on her page');
    const row = (await history.textContent()) ?? '';
    assert(row.includes('Mêlée du vendredi'), `the mêlée on her page: ${row}`);
    const rounds = page.getByTestId('person-rounds').locator('li');
    assertEqual(await rounds.count(), 3, 'a partner or a sit-out for each of the three rounds');
    const place = standings.data.find((line) => line.team.name === 'Joueuse 07');
    assert(
      row.includes(`${need(place, 'her row').rank} sur 14`),
      `her own place of the 14 players: ${row}`,
    );
    await page.screenshot({ path: join(screenshotsDir, 'melee-person.png'), fullPage: true });
  } finally {
    await context.close();
  }
}
