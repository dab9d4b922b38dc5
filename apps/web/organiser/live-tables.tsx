'use client';
import Link from 'next/link';
import { useVirtualizer } from '@tanstack/react-virtual';
import { SpacerRow, visibleRows } from '../components/virtual-rows';
import { memo, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { Locale } from '../i18n';
import { useNumberFormat, useTranslator } from '../i18n/client';
import type { RoundView, TeamView } from '../lib/api-types';
import { formatAgo } from '../lib/format';
import { scrollRegion } from '../components/scroll-region';
import { sheetBadge } from '../lib/sheet-marks';
import { SheetBadge } from '../score-sheet/sheet-marks';
import { clubsOf, filterTables, HIDE_FINISHED_FROM } from './live-table-filter';
import { tableOutcome } from '../public-views/game-outcome';

/** Rows drawn from this many on: only those in and near the list's window. */
const VIRTUAL_FROM = 40;
/** A row's height before it is measured. */
const ROW_PX = 41;

/**
 * Every table of a round as it stands: teams, deals recorded, totals, finished or not, last
 * activity. At size the list scrolls in its own box under a header that stays in view, draws only
 * the rows in sight, finds a table by a team's or a player's name, and folds finished games away.
 */
export function LiveTables({
  locale,
  tournamentId,
  round,
  dealsPerGame = null,
  teams = [],
  stages,
  melee = false,
}: {
  locale: Locale;
  tournamentId: string;
  round: RoundView;
  /** The deals of a game of N deals: the deals column then says "7 / 12". */
  dealsPerGame?: number | null;
  /** The tournament's teams: their players and clubs, for the search and the club filter. */
  teams?: readonly TeamView[];
  /** What each table plays, by id (« Poule A », « Demi-finales »): pools then a knockout. */
  stages?: ReadonlyMap<string, string>;
  /** A mêlée: each table's sides are the round's drawn pairs, not teams. */
  melee?: boolean;
}) {
  const t = useTranslator();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  const [query, setQuery] = useState('');
  const [club, setClub] = useState('');
  const [hideChoice, setHideChoice] = useState<boolean | null>(null);
  const hideFinished = hideChoice ?? round.tables.length > HIDE_FINISHED_FROM;
  const searched = useDeferredValue(query);
  const byId = useMemo(() => new Map(teams.map((team) => [team.id, team])), [teams]);
  const clubs = useMemo(() => clubsOf(teams), [teams]);
  const shown = useMemo(
    () => filterTables(round.tables, { query: searched, hideFinished, club }, byId),
    [round.tables, searched, hideFinished, club, byId],
  );
  const finished = round.tables.filter((table) => table.finished).length;
  const { drawn, before, after, box, measure } = useVisibleRows(shown.length);
  const caption = t('live.caption', { round: round.number, finished, total: round.tables.length });
  return (
    <div id="tables" className="stack console-anchor">
      <div className="live-filters row" role="search" aria-label={t('live.filters')}>
        <div className="stack">
          <label htmlFor="live-search">{t(melee ? 'live.searchMelee' : 'live.search')}</label>
          <input
            id="live-search"
            type="search"
            value={query}
            placeholder={t('live.searchHint')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        {clubs.length ? (
          <div className="stack">
            <label htmlFor="live-club">{t('live.club')}</label>
            <select id="live-club" value={club} onChange={(event) => setClub(event.target.value)}>
              <option value="">{t('live.everyClub')}</option>
              {clubs.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <label className="check">
          <input
            type="checkbox"
            checked={hideFinished}
            onChange={(event) => setHideChoice(event.target.checked)}
          />{' '}
          {t('live.hideFinished')}
        </label>
      </div>
      <p className="hint" data-testid="live-shown" aria-live="polite">
        {shown.length === round.tables.length
          ? t('live.shownAll', { total: round.tables.length })
          : t('live.shown', { shown: shown.length, total: round.tables.length })}
      </p>
      <div {...scrollRegion(caption)} className="sheet-scroll live-tables-scroll" ref={box}>
        <table
          className="data live-tables"
          data-testid="live-tables"
          aria-rowcount={shown.length + 1}
        >
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('live.table')}</th>
              <th scope="col">{t(melee ? 'live.pairs' : 'live.teams')}</th>
              <th scope="col" className="num">
                {t('live.deals')}
              </th>
              <th scope="col" className="num">
                {t('live.totals')}
              </th>
              <th scope="col">{t('live.state')}</th>
              <th scope="col">{t('live.activity')}</th>
              <th scope="col">{t('live.code')}</th>
            </tr>
          </thead>
          <tbody>
            <SpacerRow height={before} columns={7} />
            {drawn.map((index) => {
              const table = shown[index]!;
              return (
                <LiveTableRow
                  key={table.id}
                  index={index}
                  measure={measure}
                  locale={locale}
                  tournamentId={tournamentId}
                  table={table}
                  dealsPerGame={dealsPerGame}
                  stage={stages?.get(table.id) ?? null}
                  now={now}
                />
              );
            })}
            <SpacerRow height={after} columns={7} />
          </tbody>
        </table>
      </div>
      {round.bye ? <p>{t('live.bye', { team: round.bye.name })}</p> : null}
    </div>
  );
}

/**
 * The indexes of the rows to draw, and the room the others take above and below them: every row
 * under VIRTUAL_FROM rows; otherwise those in and near the scrolling box's window.
 */
function useVisibleRows(count: number) {
  const virtual = count >= VIRTUAL_FROM;
  const box = useRef<HTMLDivElement | null>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => box.current,
    estimateSize: () => ROW_PX,
    overscan: 10,
    enabled: virtual,
  });
  return {
    ...visibleRows(count, virtual ? virtualizer : null),
    box,
    measure: virtual ? virtualizer.measureElement : undefined,
  };
}

/**
 * One table of the round. Drawn again only when its own table changes (a deal event replaces that
 * table alone) or the clock of "last activity" moves: not at every deal of the 500 others.
 */
const LiveTableRow = memo(function LiveTableRow({
  locale,
  tournamentId,
  table,
  dealsPerGame,
  stage,
  now,
  index,
  measure,
}: {
  index: number;
  /** The virtualiser's measure of a drawn row, when the list draws only some. */
  measure: ((row: HTMLTableRowElement | null) => void) | undefined;
  locale: Locale;
  tournamentId: string;
  table: RoundView['tables'][number];
  dealsPerGame: number | null;
  stage: string | null;
  now: number;
}) {
  const t = useTranslator();
  const number = useNumberFormat();
  return (
    <tr
      data-testid={`live-table-${table.number}`}
      className={table.finished ? 'done' : ''}
      data-index={index}
      aria-rowindex={index + 2}
      ref={measure}
    >
      <th scope="row">
        <Link href={`/${locale}/organiser/${tournamentId}/tables/${table.id}`}>
          {t('live.tableLink', { number: table.number })}
        </Link>
      </th>
      <td>
        {stage ? (
          <span className="table-stage" data-testid="table-stage">
            {stage}
          </span>
        ) : null}
        {table.teamA.name} – {table.teamB.name}
      </td>
      <td className="num">
        {table.dealCount === undefined
          ? '…'
          : dealsPerGame === null
            ? table.dealCount
            : t('live.dealsOf', {
                count: table.dealsCounted ?? table.dealCount,
                total: dealsPerGame,
              })}
      </td>
      <td className="num">
        {table.totals ? `${number(table.totals.A)} – ${number(table.totals.B)}` : '…'}
      </td>
      <td>
        {table.finished
          ? tableOutcome(t, table)
          : table.extraDeal
            ? t('live.extraDeal')
            : (table.dealCount ?? 0) > 0
              ? t('live.playing')
              : t('live.notStarted')}
        {table.closedAtBell ? ` (${t('live.bell')})` : ''}
        <SheetBadge badge={sheetBadge(table.confirmations)} />
      </td>
      <td>
        {table.updatedAt
          ? formatAgo(locale, table.updatedAt, Math.max(now, Date.parse(table.updatedAt)))
          : '—'}
      </td>
      <td>
        <code>{table.refereeCode ?? '—'}</code>
      </td>
    </tr>
  );
});
