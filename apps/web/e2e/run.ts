// `npm run test:e2e`: the web app in Debian's chromium (playwright-core, no browser download)
// against the built API on a fresh embedded PostgreSQL. Prints `N passed, N failed` last.
import { chromium } from 'playwright-core';
import { accessibilityScenario } from './accessibility.e2e';
import { clubOrganisersScenario } from './accounts.e2e';
import { adminBackupScenario } from './backups.e2e';
import { concoursScenario } from './concours.e2e';
import { consoleSizeScenario } from './console-size.e2e';
import { beloteGameScenario, cinchGameScenario } from './games.e2e';
import { Runner, screenshotsDir } from './harness';
import { forgedAddressScenario, loginFloodScenario } from './limits.e2e';
import { editDeleteScenario, organiserScenario } from './organiser.e2e';
import { organiserHandScenario } from './organiser-hand.e2e';
import {
  dealerRecomputedScenario,
  doublePassedOutScenario,
  doubleRecordScenario,
  phantomDealScenario,
  refusedResentScenario,
} from './outbox.e2e';
import {
  correctionConflictScenario,
  reopenedOfflineScenario,
  twoPhonesScenario,
  wifiWithoutInternetScenario,
} from './outbox-devices.e2e';
import {
  foreignAnswersScenario,
  lostWritesScenario,
  portalReloadScenario,
  renumberedScenario,
  twoPhoneSweepScenario,
} from './hall-network.e2e';
import { bellOnPhoneScenario, phoneDetailsScenario } from './phone.e2e';
import {
  auctionAsPlayedScenario,
  capotAndHomeScreenScenario,
  formFitsScenario,
  standingsShiftScenario,
  tapLeakScenario,
} from './phone-form.e2e';
import { pageLoadScenario } from './page-load.e2e';
import { playersScenario } from './players.e2e';
import { knockoutGamesScenario } from './knockout-games.e2e';
import { poolsScenario } from './pools.e2e';
import { refereeGameScenario } from './referee.e2e';
import { registryScenario } from './registry.e2e';
import { meleeScenario } from './melee.e2e';
import { projectorFitScenario } from './projector.e2e';
import { bracketsFitScenario } from './brackets-fit.e2e';
import { rulesScenario } from './rules.e2e';
import { seasonScenario } from './season.e2e';
import { seasonClubsScenario } from './season-clubs.e2e';
import {
  bellScenario,
  exportScenario,
  lateEntryScenario,
  organiserDealScenario,
  swapUndoScenario,
} from './rounds.e2e';
import { startServers } from './servers';
import { standingsOnPhoneScenario } from './standings-phone.e2e';
import { signaturesScenario } from './signatures.e2e';
import { archiveScenario } from './archive.e2e';
import {
  auctionScenario,
  conflictScenario,
  offlineScenario,
  serverErrorScenario,
  standingsScenario,
} from './sheet.e2e';
import { securityScenario } from './security.e2e';
import { streamBackScenario } from './live-stream.e2e';
import type { E2EState } from './state';

async function main(): Promise<number> {
  const started = Date.now();
  const servers = await startServers();
  console.log(
    `[e2e] API ${servers.apiUrl}, web ${servers.webUrl} (up in ${Date.now() - started} ms)`,
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const runner = new Runner();
  const state: E2EState = { apiUrl: servers.apiUrl, webUrl: servers.webUrl, browser };
  try {
    await runner.scenario(
      'an organiser creates a tournament and 8 teams from a pasted list, starts a round and prints table cards whose QR opens the referee page',
      () => organiserScenario(state),
    );
    await runner.scenario(
      'the administrator backs the database up from the console and sees the file written',
      () => adminBackupScenario(state),
    );
    await runner.scenario(
      'an organiser edits a tournament, then deletes it after typing its name',
      () => editDeleteScenario(state),
    );
    await runner.scenario(
      'the player registry: the organiser picks a known player with the keyboard, who then finds both tournaments on her page',
      () => registryScenario(state),
    );
    await runner.scenario(
      'a 14-player mêlée from the console: 3 rounds drawn and played from phones, the projector, a player’s page',
      () => meleeScenario(state),
    );
    await runner.scenario(
      "a season of three tournaments: the rule typed in the console, the public ranking equal to libs/seasons' README, updated when the last one finishes; a player's rating",
      () => seasonScenario(state),
    );
    await runner.scenario(
      'two clubs share a season: one invites, the other accepts and adds its tournament; a mêlée’s round 1 drawn by « Classement Elo »',
      () => seasonClubsScenario(state),
    );
    await runner.scenario(
      'a referee on a phone plays a game to 2000 (coinche, match, claim) while the projector shows each deal without reloading',
      () => refereeGameScenario(state),
    );
    await runner.scenario(
      'a deal entered offline is kept, shown as waiting and sent once when back online',
      () => offlineScenario(state),
    );
    await runner.scenario(
      'a correction made on a stale sheet shows what changed and can be redone',
      () => conflictScenario(state),
    );
    await runner.scenario(
      "the server's 422 is shown next to the field it names, and the page switches to English",
      () => serverErrorScenario(state),
    );
    await runner.scenario('an auction entered call by call is resolved by the server', () =>
      auctionScenario(state),
    );
    await runner.scenario('the public standings list every team, the winner first, at 360 px', () =>
      standingsScenario(state),
    );
    await runner.scenario(
      'the public standings on a phone, 16 and 90 teams, in French and English at 390 and 360 px: one line a row',
      () => standingsOnPhoneScenario(state),
    );
    await runner.scenario(
      'the bell closes round 1 with games unfinished: the console and the projector show each outcome, 0–0 a draw',
      () => bellScenario(state),
    );
    await runner.scenario(
      'the standings and every deal download as CSV files with their header line',
      () => exportScenario(state),
    );
    await runner.scenario(
      'a team registered after round 1 started joins at round 2, and a team withdraws',
      () => lateEntryScenario(state),
    );
    await runner.scenario(
      'round 2: two teams swapped, the round undone and started again shows its new tables; the round history says so, newest first',
      () => swapUndoScenario(state),
    );
    await runner.scenario(
      'the organiser enters a deal for a table whose referee has no phone',
      () => organiserDealScenario(state),
    );
    await runner.scenario(
      'bad wifi, row 1: a refused deal comes back to the form with every field, is refused again when re-sent, and fixed goes before the deal typed after it',
      () => refusedResentScenario(state),
    );
    await runner.scenario(
      'bad wifi, row 2: a deal queued offline after the sheet lost a deal comes back with the dealer recomputed, and is recorded with it',
      () => dealerRecomputedScenario(state),
    );
    await runner.scenario(
      'bad wifi, row 3: an answer lost after the server recorded deal 1: never also waiting, the form is deal 2, recorded as deal 2',
      () => phantomDealScenario(state),
    );
    await runner.scenario(
      'bad wifi, row 4: "Donne nulle" tapped twice asks once, "yes" tapped twice records one deal, deleted again from the phone',
      () => doublePassedOutScenario(state),
    );
    await runner.scenario(
      'bad wifi, row 5: "Enregistrer" tapped twice and during a 3 s send records one deal, and the empty form shows no error',
      () => doubleRecordScenario(state),
    );
    await runner.scenario(
      'bad wifi, rows 6 and 9: reopened offline after deals recorded elsewhere, the phone says offline and out of date, asks who dealt, and sends within seconds of the network',
      () => reopenedOfflineScenario(state),
    );
    await runner.scenario(
      'bad wifi, row 7: two phones, one code: the loser reads which deal was recorded and who dealt it, in French and English, and keeps its entry to drop',
      () => twoPhonesScenario(state),
    );
    await runner.scenario(
      'bad wifi, row 8: a correction conflict shows both versions, card points included, before anything is overwritten',
      () => correctionConflictScenario(state),
    );
    await runner.scenario(
      'bad wifi, row 9: wifi with no internet behind it: the phone says offline though the browser says online, and sends once it is back',
      () => wifiWithoutInternetScenario(state),
    );
    await runner.scenario(
      'hall network: a portal’s 200 page, a 404 page, a 502 page while a deal is sent: retried, never "table gone", recorded once',
      () => foreignAnswersScenario(state),
    );
    await runner.scenario(
      'hall network: reload behind a captive portal, then offline: the sheet still shows, never the portal’s page',
      () => portalReloadScenario(state),
    );
    await runner.scenario(
      'hall network: answers lost on a correction of an earlier deal and on a signature: stored once, the phone says saved',
      () => lostWritesScenario(state),
    );
    await runner.scenario(
      'hall network: two phones type the same deal, B taps 0 to 4000 ms after A: never stored twice, the second is asked',
      () => twoPhoneSweepScenario(state),
    );
    await runner.scenario(
      'hall network: a deal renumbered after a refusal takes the deals typed after it along, asked once, never "another device"',
      () => renumberedScenario(state),
    );
    await runner.scenario(
      'the bell reaches the phones live: the open form goes away, the last deal of a game over is corrected until then, a deal typed offline is dropped',
      () => bellOnPhoneScenario(state),
    );
    await runner.scenario(
      'the phone: the code as printed, a visible confirmation, the coinche keeps the focus, the auction asks the bidding team’s points, card points on every sheet',
      () => phoneDetailsScenario(state),
    );
    await runner.scenario(
      'phone in a hall, taps: double and triple taps 30–400 ms apart on Enregistrer, « Oui, donne nulle », a correction and a signature record once and leave the next form untouched',
      () => tapLeakScenario(state),
    );
    await runner.scenario(
      'phone in a hall, layout: in the four games at 390×844 and 360×640, Save and the totals on screen without a scroll, nothing wider than the phone, contract and auction',
      () => formFitsScenario(state),
    );
    await runner.scenario(
      'phone in a hall, auction: the referee taps which defender coinches, four passes are a passed-out deal, no coinche on a générale',
      () => auctionAsPlayedScenario(state),
    );
    await runner.scenario(
      'phone in a hall, capot and home screen: all the points without « tous les plis » asks once; a favicon and the table’s own manifest',
      () => capotAndHomeScreenScenario(state),
    );
    await runner.scenario(
      'public standings that do not shift: with the API 1.2 s behind the page, their layout shift stays under 0.1',
      () => standingsShiftScenario(state),
    );
    await runner.scenario(
      'pages that load light on a phone: the standings, the referee’s table header and the players’ tournament come with the page, each with only its messages, an unknown code asked once, a sheet reopened on a slow network does not shift, no link prefetches, no Intl format built, every script compiled off the main thread',
      () => pageLoadScenario(state),
    );
    await runner.scenario(
      'a sheet signed by both teams on a 390 px phone once the game is over, marked « signée » on the console; a disputed deal listed at its top, then settled',
      () => signaturesScenario(state),
    );
    await runner.scenario(
      'a tournament saved from its console (« Exporter le tournoi ») and opened again from the home page (« Importer un tournoi »); a newer or spoiled archive refused in French and English',
      () => archiveScenario(state),
    );
    await runner.scenario(
      'the rules pages: belote coinchée in French and Cinch in English, each with a worked example',
      () => rulesScenario(state),
    );
    await runner.scenario(
      'a newcomer creates a belote coinchée tournament to 1000 and plays its game on a phone: every mark is the spec’s (belote, coinche, capot, surcoinche)',
      () => beloteGameScenario(state),
    );
    await runner.scenario(
      'a newcomer creates a Cinch tournament and plays its game to 51 on a phone: every mark is the spec’s (bids, revokes, a point in the stock)',
      () => cinchGameScenario(state),
    );
    await runner.scenario(
      'a 4 × 12 belote coinchée concours of 10 teams ranked on points: created in the form, one game of 12 deals on a phone showing "donne n / 12", the standings ranked on points',
      () => concoursScenario(state),
    );
    await runner.scenario(
      'a coinche event of 16 teams in 4 pools then a knockout with its consolation bracket: rounds started from the console, the brackets on the projector',
      () => poolsScenario(state),
    );
    await runner.scenario(
      'the organiser’s hand: pools drawn and a team moved before round 1, the next round announced and counted down on the projector, swaps within a pool, the bye chosen, disputes settled with a ruling read in the audit',
      () => organiserHandScenario(state),
    );
    await runner.scenario(
      'a 12-team tournament in 3 pools played to its final placings: a team withdrawn in the quarter-finals gives a walkover, the bell on a table without a deal asks who goes on, never a draw',
      () => knockoutGamesScenario(state),
    );
    await runner.scenario(
      'a player scans the projector’s QR code (the table cards carry it too), finds their team typed without accents, follows their game live and reads why it was won, in French and English',
      () => playersScenario(state),
    );
    await runner.scenario(
      'the projector fits a 1920×1080 and a 1280×720 screen (30 tables in columns, 120 teams’ standings: the top, then the rest in columns; no row below it), shows what ?show= says; the phone’s standings draw the rows in view and find a team',
      () => projectorFitScenario(state),
    );
    await runner.scenario(
      'brackets fit the projector: main and consolation brackets of 4, 8, 12 and 32 teams at 1920×1080 and 1280×720, every box on the screen and none over another; « Imprimer les tableaux » prints the brackets alone, no referee code',
      () => bracketsFitScenario(state),
    );
    await runner.scenario(
      'the console at size: 100 teams, the bell and the team section in reach from the top, a table found by a player, finished games folded away, the bell’s 50 games one line of history',
      () => consoleSizeScenario(state),
    );
    await runner.scenario(
      'security: a page on another port of the host frames the signed-in console and the frame stays empty, rings the bell with the browser’s cookie and is refused 403; every route sends CSP frame-ancestors, X-Frame-Options, nosniff, Referrer-Policy, and the screens run under the policy',
      () => securityScenario(state),
    );
    await runner.scenario(
      'a projector whose live stream was refused while the database was away (503) polls, opens the stream again by itself and shows the next deal live',
      () => streamBackScenario(state),
    );
    await runner.scenario(
      'the referee page, the standings, the projector and the console have no serious WCAG A/AA violation (axe-core)',
      () => accessibilityScenario(state),
    );
    await runner.scenario(
      'guessing, row 5: 200 wrong referee codes each claiming another address, through the web app and straight to the API: the real client is stopped after 100, a referee elsewhere gets in, and so does one there whose phone has a referee pass',
      () => forgedAddressScenario(state),
    );
    await runner.scenario(
      'a flood of wrong logins for unknown e-mails: the login form says the password checks are busy, in French and in English, and the organiser gets in once it stops',
      () => loginFloodScenario(state),
    );
    await runner.scenario(
      'two organisers of one club, invited by link, run one tournament from two browsers under their own names: one starts the round, the other closes it, the history names both',
      () => clubOrganisersScenario(state),
    );
  } finally {
    await browser.close();
    await servers.stop();
  }
  report(state);
  console.log(`[e2e] screenshots in ${screenshotsDir}`);
  console.log(`[e2e] run time ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`\n${runner.passed} passed, ${runner.failed} failed`);
  return runner.failed ? 1 : 0;
}

/** The figures worth watching from one run: live latency and the referee page's weight. */
function report(state: E2EState): void {
  if (state.submitToProjector?.length) {
    const times = [...state.submitToProjector].sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    console.log(
      `[e2e] referee submit → projector shows the deal: median ${median} ms, max ${times[times.length - 1]} ms over ${times.length} deals (${state.liveMode ?? 'unknown'} updates)`,
    );
  }
  if (state.refereeScripts) {
    const { wire, parsed, html } = state.refereeScripts;
    console.log(
      `[e2e] referee page JavaScript: ${(wire / 1024).toFixed(0)} KiB over the wire, ${(parsed / 1024).toFixed(0)} KiB uncompressed (HTML ${(html / 1024).toFixed(0)} KiB uncompressed)`,
    );
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    console.log('\n0 passed, 1 failed');
    process.exit(1);
  },
);
