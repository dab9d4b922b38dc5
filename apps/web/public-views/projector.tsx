'use client';
import { useEffect, useState, type RefObject } from 'react';
import type { Locale } from '../i18n';
import { useNumberFormat, useTranslator } from '../i18n/client';
import type { RoundTable, Standing, TournamentView } from '../lib/api-types';
import { QrCode } from '../components/qr-code';
import { describeGame } from '../lib/game-end';
import { usePublicOrigin } from '../lib/public-url';
import type { Translate } from '../i18n';
import { tableOutcome } from './game-outcome';
import { PlacingsTable } from './placings-table';
import { rowsByPlace } from './placings';
import { NextRoundCountdown } from './next-round-countdown';
import { RoundClock } from './round-clock';
import { rankingRules, tiebreaksAfter } from './standings-criteria';
import { StandingsTable } from './standings-table';
import { sheetBadge } from '../lib/sheet-marks';
import { SheetBadge } from '../score-sheet/sheet-marks';
import { Bracket } from './bracket';
import { poolLetter } from './pool-letter';
import { bracketPages, type BracketPanel } from './bracket-pages';
import { bracketVersion, useBrackets } from './use-brackets';
import { usePublicTournament } from './use-public-tournament';
import { useRowsThatFit } from './use-rows-that-fit';
import { useListBox } from './use-list-box';
import { sitOutsText, useMeleeSitOuts } from './melee-sit-outs';
import {
  columnsThatFit,
  PROJECTOR_PARTS,
  quickSeconds,
  rankingPages,
  tablePages,
  type ProjectorPart,
} from './projector-pages';

/** Until the rows shown are measured: then as many as the screen holds (`useRowsThatFit`). */
const TABLES_PER_PAGE = 8;
const STANDINGS_PER_PAGE = 10;
const ROWS_PER_COLUMN = 10;
/** From this many tables in the round, a table's line is short and the lines stand in columns. */
const COMPACT_FROM = 13;
/** The narrowest column of short lines, in the list's own font size. */
const TABLE_COLUMN_EM = 27;
const RANK_COLUMN_EM = 14;

type Page =
  | { kind: 'tables'; tables: RoundTable[]; finishedOut: number }
  | { kind: 'bracket'; panels: BracketPanel[] }
  | { kind: 'placings' }
  | { kind: 'standings'; rows: Standing[]; pool?: number }
  | { kind: 'ranks'; rows: Standing[] };

/**
 * The hall's screen: the brackets (pools then a knockout, once drawn), the round's tables, then
 * the standings (pool by pool), page after page by themselves, the round clock always on; it updates
 * from the event stream, never reloads. At size the cycle stays short: the games in play on pages
 * of short lines in columns, those over counted in one line; the top of the ranking on a page,
 * the rest in columns, each page a third of the time.
 */
export function Projector({
  locale,
  tournamentId,
  pageSeconds,
  publicUrl = null,
  show = PROJECTOR_PARTS,
  startPage = 1,
}: {
  locale: Locale;
  tournamentId: string;
  /** How long each page stays up (`?seconds=` on the page's address). */
  pageSeconds: number;
  /** `MARQUE_PUBLIC_URL`: where the players' QR code points; this page's own address when null. */
  publicUrl?: string | null;
  /** What it shows (`?show=tables,standings`), every part by default. */
  show?: readonly ProjectorPart[];
  /** The page it opens on (`?page=`), from 1. */
  startPage?: number;
}) {
  const t = useTranslator();
  const number = useNumberFormat();
  const { origin } = usePublicOrigin(publicUrl);
  const playersUrl = origin ? `${origin}/${locale}/tournaments/${tournamentId}/players` : null;
  const { tournament, standings, rounds, lastDeal, mode } = usePublicTournament(
    tournamentId,
    locale,
  );
  const [tick, setTick] = useState(Math.max(0, startPage - 1));
  const brackets = useBrackets(
    tournamentId,
    locale,
    tournament?.pairing === 'pools-knockout',
    bracketVersion(rounds),
  );
  const current = rounds[rounds.length - 1] ?? null;
  const sitOuts = sitOutsText(
    t,
    useMeleeSitOuts(
      tournamentId,
      locale,
      current?.number ?? null,
      tournament?.entry === 'individual',
    ),
  );
  const [kindShown, setKindShown] = useState<Page['kind'] | null>(null);
  const compact = (current?.tables.length ?? 0) >= COMPACT_FROM;
  const [tablesList, tableRows] = useRowsThatFit<HTMLUListElement>(
    TABLES_PER_PAGE,
    '.projector-tables > li',
    '.projector-page',
    [kindShown, compact, current?.tables.length ?? 0],
  );
  // The short lines in columns (many tables, the rest of the ranking) have the same height and
  // the same width to fill: measured on whichever is shown, the other's pages are right before it
  // is ever shown.
  const [columnsList, columnRows] = useRowsThatFit<HTMLElement>(
    ROWS_PER_COLUMN,
    '.projector-columns > li',
    '.projector-page',
    [kindShown, compact, current?.tables.length ?? 0, standings.length],
  );
  const columnBox = useListBox(columnsList, [kindShown, compact]);
  const columnsOf = (minEm: number) =>
    columnBox ? columnsThatFit(columnBox.width, minEm * columnBox.font, columnBox.gap) : 1;
  const tableColumns = columnsOf(TABLE_COLUMN_EM);
  const rankColumns = columnsOf(RANK_COLUMN_EM);
  const tablesPerPage = compact ? columnRows * tableColumns : tableRows;
  const [standingsBox, standingsPerPage] = useRowsThatFit<HTMLDivElement>(
    STANDINGS_PER_PAGE,
    'tbody > tr',
    '.projector-page',
    [kindShown, standings.length],
  );
  // In a knockout the bracket comes first: it is what the hall wants to see. Then the games still
  // in play before those over, then the standings; every page as long as the screen allows.
  const parts = new Set(show);
  const pages: Page[] = [
    ...(parts.has('bracket') && brackets?.main
      ? bracketPages(brackets.main, brackets.consolation).map((panels) => ({
          kind: 'bracket' as const,
          panels,
        }))
      : []),
    ...(parts.has('standings') && rowsByPlace(standings).length
      ? [{ kind: 'placings' as const }]
      : []),
    ...(parts.has('tables') && current
      ? tablePages(current.tables, tablesPerPage).map((shown) => ({
          kind: 'tables' as const,
          ...shown,
        }))
      : []),
    ...(parts.has('standings')
      ? standingsPages(standings, standingsPerPage, columnRows * rankColumns)
      : []),
  ];
  const index = pages.length ? tick % pages.length : 0;
  const page = pages[index];
  const secondsOf = (shown: Page) =>
    shown.kind === 'ranks' ? quickSeconds(pageSeconds) : pageSeconds;
  const seconds = page ? secondsOf(page) : pageSeconds;
  const cycleSeconds = pages.reduce((total, shown) => total + secondsOf(shown), 0);
  useEffect(() => {
    const timer = window.setTimeout(() => setTick((value) => value + 1), seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [tick, seconds]);
  useEffect(() => setKindShown(page?.kind ?? null), [page?.kind]);

  return (
    <div className="projector" data-live={mode}>
      <header className="projector-header">
        <div>
          <h1>{tournament?.name ?? t('app.name')}</h1>
          {tournament ? (
            <p className="projector-game" data-testid="projector-game">
              {describeGame(t, locale, tournament)}
            </p>
          ) : null}
        </div>
        {tournament?.nextRoundAt ? (
          <NextRoundCountdown tournament={tournament} large />
        ) : current ? (
          <RoundClock round={current} large />
        ) : null}
        {playersUrl ? (
          <figure className="projector-qr" data-testid="projector-players-qr">
            <QrCode text={playersUrl} size={200} label={t('player.qr')} className="qr-players" />
            <figcaption>{t('player.qrHelp')}</figcaption>
          </figure>
        ) : null}
      </header>
      {page?.kind === 'tables' && current ? (
        <section aria-labelledby="projector-tables">
          <h2 id="projector-tables">{t('projector.tables', { round: current.number })}</h2>
          {sitOuts ? (
            <p className="projector-sat-out" data-testid="projector-sat-out">
              {sitOuts}
            </p>
          ) : null}
          <ul
            className={`projector-tables${compact ? ' compact projector-columns' : ''}`}
            ref={compact ? (columnsList as RefObject<HTMLUListElement | null>) : tablesList}
            style={
              compact
                ? {
                    gridTemplateColumns: `repeat(${tableColumns}, minmax(0, 1fr))`,
                    gridTemplateRows: `repeat(${columnRows}, auto)`,
                    gridAutoFlow: 'column',
                  }
                : undefined
            }
          >
            {page.tables.map((table) => (
              <li
                key={table.id}
                data-testid={`projector-table-${table.number}`}
                className={`${table.finished ? 'done' : ''} ${lastDeal?.tableId === table.id ? 'just-updated' : ''}`}
              >
                <span className="projector-number">{table.number}</span>
                <span className="projector-team">{table.teamA.name}</span>
                <span className="projector-score" data-testid={`projector-score-${table.number}`}>
                  {table.totals ? `${number(table.totals.A)} – ${number(table.totals.B)}` : '0 – 0'}
                </span>
                <span className="projector-team">{table.teamB.name}</span>
                <span className="projector-deals" data-testid={`projector-deals-${table.number}`}>
                  {!table.finished ? dealsInPlay(t, table, tournament) : tableOutcome(t, table)}
                  {table.closedAtBell ? ` (${t('live.bell')})` : ''}
                  <SheetBadge badge={sheetBadge(table.confirmations)} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page?.kind === 'bracket' && brackets ? (
        <section aria-labelledby="projector-bracket" className="projector-bracket">
          {/* Each bracket says its name: the page's heading is for screen readers. */}
          <h2 id="projector-bracket" className="visually-hidden">
            {t('bracket.title')}
          </h2>
          <div className="projector-bracket-panels" data-panels={page.panels.length}>
            {page.panels.map((panel) => {
              const bracket = brackets[panel.bracket];
              return bracket ? (
                <Bracket
                  key={`${panel.bracket}-${panel.part}`}
                  bracket={bracket}
                  title={t(panel.bracket === 'main' ? 'bracket.main' : 'bracket.consolation')}
                  t={t}
                  number={number}
                  testId={`bracket-${panel.bracket}`}
                  part={panel.part}
                  parts={panel.parts}
                />
              ) : null;
            })}
          </div>
        </section>
      ) : null}
      {page?.kind === 'placings' ? (
        <section className="projector-placings">
          <PlacingsTable standings={standings} />
        </section>
      ) : null}
      {page?.kind === 'standings' ? (
        <div ref={standingsBox}>
          {tournament ? (
            <p className="projector-rules" data-testid="projector-rules">
              {rankingRules(t, locale, tournament)}
            </p>
          ) : null}
          <StandingsTable
            rows={page.rows}
            ranking={tournament?.ranking}
            tiebreaks={tiebreaksAfter(tournament)}
            caption={
              page.pool === undefined
                ? t('projector.standings')
                : `${t('projector.standings')} · ${t('pools.pool', { pool: poolLetter(page.pool) })}`
            }
          />
        </div>
      ) : null}
      {page?.kind === 'ranks' ? (
        <section aria-labelledby="projector-ranks">
          <h2 id="projector-ranks">
            {t('projector.standingsFrom', {
              from: page.rows[0]?.rank ?? '',
              to: page.rows[page.rows.length - 1]?.rank ?? '',
            })}
          </h2>
          <ol
            className="projector-ranks projector-columns"
            data-testid="projector-ranks"
            ref={columnsList as RefObject<HTMLOListElement | null>}
            style={{
              gridTemplateColumns: `repeat(${rankColumns}, minmax(0, 1fr))`,
              gridTemplateRows: `repeat(${columnRows}, auto)`,
              gridAutoFlow: 'column',
            }}
          >
            {page.rows.map((row) => (
              <li key={row.team.id} className={row.team.withdrawn ? 'withdrawn' : ''}>
                <span className="projector-rank">{row.rank}</span>
                <span className="projector-team">{row.team.name}</span>
                <span className="projector-score">
                  {number(tournament?.ranking === 'points' ? row.pointsFor : row.score)}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <div className="projector-page" data-cycle-seconds={cycleSeconds}>
        {page?.kind === 'tables' && page.finishedOut > 0 ? (
          <span className="projector-finished" data-testid="projector-finished">
            {t('projector.finishedOut', { count: number(page.finishedOut) })}
          </span>
        ) : null}
        <span className="projector-counter" aria-hidden="true">
          {pages.length > 1 ? `${index + 1} / ${pages.length}` : ''}
        </span>
      </div>
    </div>
  );
}

/**
 * The standings page after page; in a tournament of pools, a pool a page. Otherwise the top of
 * the ranking on a full page, then the rest in columns (`ranks` pages, a third of the time each).
 */
function standingsPages(standings: Standing[], perPage: number, restPerPage: number): Page[] {
  if (standings.some((row) => row.pool !== undefined)) {
    const pools = [...new Set(standings.map((row) => row.pool ?? 0))];
    return pools.map((pool) => ({
      kind: 'standings' as const,
      rows: standings.filter((row) => (row.pool ?? 0) === pool),
      pool,
    }));
  }
  const { top, rest } = rankingPages(standings, perPage, restPerPage);
  return [
    { kind: 'standings' as const, rows: top },
    ...rest.map((rows) => ({ kind: 'ranks' as const, rows })),
  ];
}

/** A game in play: "donne 7 / 12" in a game of N deals, the deals so far otherwise. */
function dealsInPlay(t: Translate, table: RoundTable, tournament: TournamentView | null): string {
  const total = tournament?.dealsPerGame ?? null;
  const counted = table.dealsCounted ?? table.dealCount ?? 0;
  return total === null || counted >= total
    ? t('projector.deals', { count: table.dealCount ?? 0 })
    : t('game.dealOf', { number: counted + 1, total });
}
