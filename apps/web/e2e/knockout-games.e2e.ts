import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { RoundState, Standing, TournamentView } from '../lib/api-types';
import { api, signInBrowser } from './api';
import { assert, assertEqual, need, screenshotsDir } from './harness';
import { organiserToken } from './phone-tables';
import type { E2EState } from './state';

// Issue 24: 12 teams in 3 pools of 4, the best 2 of each in the main bracket (8 places, 2 byes),
// the others in the consolation. In the quarter-finals a team is withdrawn from the console
// while its game runs (a walkover), and the bell rings on a table with no deal (the organiser
// chooses who goes on: never « nulle 0 – 0 »). Played to the final placings, which the standings,
// a team's page and the projector show, with the pool and the rank in it apart.

type Table = RoundState['tables'][number];

/** A coinched 80 made by team A: a game of one deal won by A. */
const madeByA = {
  contract: { value: 80, suit: 'hearts', declarer: 0 },
  doubling: 'coinche',
  cardPoints: { A: 84, B: 73 },
};

export async function knockoutGamesScenario(state: E2EState): Promise<void> {
  const token = state.token ?? (await organiserToken(state));
  const id = await tournamentOf12(state, token);
  const context = await state.browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1280, height: 900 },
  });
  try {
    await signInBrowser(context, state);
    const organiser = await context.newPage();
    await organiser.goto(`${state.webUrl}/fr/organiser/${id}`);
    // Rounds start through the API, but for the quarter-finals, run from the console.
    const round = async (number: number) => {
      const started = await api(state, `/tournaments/${id}/rounds`, {
        method: 'POST',
        token,
        body: {},
      });
      assertEqual(started.status, 201, `round ${number}: ${started.text}`);
      return (await api<RoundState>(state, `/tournaments/${id}/rounds/${number}`, { token })).data;
    };
    const roundFromConsole = async (number: number) => {
      await organiser.getByRole('button', { name: `Lancer le tour ${number}` }).click();
      await organiser.getByText(new RegExp(`^Tour ${number} : 0 tables terminées`)).waitFor();
      return (await api<RoundState>(state, `/tournaments/${id}/rounds/${number}`, { token })).data;
    };
    const playAll = async (tables: Table[]) => {
      for (const table of tables) await play(state, table);
    };

    await playAll((await round(1)).tables);
    // A pool rank is the pool's: « Poule A : 1 sur 4 », never « 1 sur 12 ».
    const leader = await standingRow(state, id, (row) => row.pool === 0 && row.rank === 1);
    const player = await context.newPage();
    await player.goto(`${state.webUrl}/fr/tournaments/${id}/teams/${leader.team.id}`);
    await player.getByTestId('player-rank').filter({ hasText: 'Poule A : 1 sur 4' }).waitFor();
    for (const number of [2, 3]) await playAll((await round(number)).tables);

    // The quarter-finals: two games in each bracket.
    const quarters = await roundFromConsole(4);
    assertEqual(quarters.tables.length, 4, 'two quarter-finals a bracket');
    const [first, withdrawnAt, third, empty] = quarters.tables as [Table, Table, Table, Table];
    await play(state, first);
    await play(state, third);
    const withdrawn = withdrawnAt.teamA;
    await organiser
      .getByRole('row')
      .filter({ hasText: withdrawn.name })
      .getByRole('button', { name: 'Retirer' })
      .click();
    await organiser
      .getByRole('row')
      .filter({ hasText: `${withdrawnAt.teamB.name} gagne par forfait` })
      .waitFor();
    // The bell: table 4 has no deal, the organiser chooses who goes on (team B).
    await organiser.getByRole('button', { name: 'Clore le tour 4 (cloche)' }).click();
    const form = organiser.getByTestId('knockout-bell');
    await form.getByText('Une partie à élimination directe n’est jamais nulle').waitFor();
    await form.getByRole('radio', { name: empty.teamB.name }).check();
    await organiser.screenshot({ path: join(screenshotsDir, 'knockout-bell.png') });
    await form.getByRole('button', { name: 'Clore le tour 4 avec ces choix' }).click();
    await organiser.getByText('Tour clos.').waitFor();

    for (const number of [5, 6]) {
      const next = await round(number);
      assert(
        next.tables
          .filter((table) => !table.forfeitedBy)
          .every((table) => ![table.teamA.id, table.teamB.id].includes(withdrawn.id)),
        `round ${number}: the withdrawn team is seated nowhere`,
      );
      await playAll(next.tables);
    }

    // The team pages say how each knockout game was decided: a walkover, the organiser's choice.
    await player.goto(`${state.webUrl}/fr/tournaments/${id}/teams/${withdrawn.id}`);
    await player
      .getByTestId('player-result-4')
      .filter({ hasText: 'Forfait (équipe retirée)' })
      .waitFor();
    await player.screenshot({
      path: join(screenshotsDir, 'knockout-withdrawn-team.png'),
      fullPage: true,
    });
    await player.goto(`${state.webUrl}/fr/tournaments/${id}/teams/${withdrawnAt.teamB.id}`);
    await player.getByTestId('player-result-4').filter({ hasText: 'Gagnée par forfait' }).waitFor();
    await player.goto(`${state.webUrl}/fr/tournaments/${id}/teams/${empty.teamA.id}`);
    const chosen = player.getByTestId('player-result-4');
    await chosen
      .filter({ hasText: 'Perdue 0 – 0 · aucune donne jouée, au choix de l’organisateur' })
      .waitFor();
    await noDrawInKnockout(player, [4, 5, 6]);
    await player.getByTestId('player-placing').filter({ hasText: 'Place finale' }).waitFor();

    // The standings: the final placings, then the pools (each rank within its pool).
    const standings = (await api<Standing[]>(state, `/tournaments/${id}/standings`)).data;
    const champion = need(
      standings.find((row) => row.placing?.place === 1),
      'a champion',
    );
    await player.goto(`${state.webUrl}/fr/tournaments/${id}/standings`);
    const placings = player.getByRole('table', { name: 'Classement final' });
    await placings
      .getByRole('row')
      .filter({ hasText: champion.team.name })
      .filter({ hasText: 'vainqueur du tournoi' })
      .waitFor();
    await placings
      .getByRole('row')
      .filter({ hasText: withdrawn.name })
      .filter({ hasText: 'retirée' })
      .waitFor();
    assertEqual(await placings.getByRole('row').count(), 13, 'a header and 12 placed teams');
    await placings.getByText('vainqueur de la consolante').waitFor();
    await player.getByRole('table', { name: 'Poule C' }).waitFor();
    assert(
      !(await player.getByText(/ · nulle/).count()),
      'no game of this tournament is called « nulle » on the standings page',
    );
    await player.screenshot({
      path: join(screenshotsDir, 'knockout-placings.png'),
      fullPage: true,
    });

    // The projector's standings begin with the final placings.
    const hall = await state.browser.newContext({
      locale: 'fr-FR',
      viewport: { width: 1920, height: 1080 },
    });
    try {
      const projector = await hall.newPage();
      await projector.goto(
        `${state.webUrl}/fr/tournaments/${id}/projector?show=standings&seconds=3600`,
      );
      await projector
        .getByRole('table', { name: 'Classement final' })
        .getByRole('row')
        .filter({ hasText: champion.team.name })
        .waitFor();
      await projector.screenshot({ path: join(screenshotsDir, 'knockout-projector-placings.png') });
    } finally {
      await hall.close();
    }

    // The CSV: the final place as the rank, the pool and its rank apart, words not ids.
    const csv = await api<string>(state, `/tournaments/${id}/export/standings.csv?lang=fr`);
    const [header, top] = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    assert(
      header?.endsWith(';Poule;Rang en poule;Place finale;Parcours;Gagnées par forfait;Forfaits'),
      `the CSV's new columns (${header})`,
    );
    assert(top?.startsWith(`1;${champion.team.name};`), `the champion first (${top})`);
    assert(/;parties gagnées;aucun point;/.test(top ?? ''), `words, not ids (${top})`);
  } finally {
    await context.close();
  }
}

/** The tournament, through the API: 12 teams, coinche in games of one deal, 3 pools of 4. */
async function tournamentOf12(state: E2EState, token: string): Promise<string> {
  const created = await api<TournamentView>(state, '/tournaments', {
    method: 'POST',
    token,
    body: {
      name: 'Coupe des trois poules',
      pairing: 'pools-knockout',
      dealsPerGame: 1,
      poolsKnockout: { poolSize: 4, qualifiersPerPool: 2, consolation: 'non-qualified' },
    },
  });
  assertEqual(created.status, 201, `the tournament: ${created.text}`);
  for (let index = 1; index <= 12; index += 1) {
    const team = await api(state, `/tournaments/${created.data.id}/teams`, {
      method: 'POST',
      token,
      body: { name: `Triplette ${index}`, players: [`Joueur ${index}a`, `Joueur ${index}b`] },
    });
    assertEqual(team.status, 201, `team ${index}: ${team.text}`);
  }
  return created.data.id;
}

/** A game of one deal, as the table's referee, won by team A. */
async function play(state: E2EState, table: Table): Promise<void> {
  const response = await api(state, `/tables/${table.id}/deals`, {
    method: 'POST',
    refereeCode: need(table.refereeCode, 'referee code'),
    body: { dealer: table.firstDealer, ...madeByA },
  });
  assertEqual(response.status, 201, `table ${table.number}: ${response.text}`);
}

async function standingRow(
  state: E2EState,
  id: string,
  which: (row: Standing) => boolean,
): Promise<Standing> {
  const { data } = await api<Standing[]>(state, `/tournaments/${id}/standings`);
  return need(data.find(which), 'a standings row');
}

/** No knockout round's result on a team page says « Nulle ». */
async function noDrawInKnockout(page: Page, rounds: number[]): Promise<void> {
  for (const number of rounds) {
    const result = page.getByTestId(`player-result-${number}`);
    if (!(await result.count())) continue;
    assert(!/Nulle/.test(await result.innerText()), `round ${number} is never « Nulle »`);
  }
}
