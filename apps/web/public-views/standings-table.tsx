import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { SpacerRow, visibleRows } from '../components/virtual-rows';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { useNumberFormat, useTranslator } from '../i18n/client';
import type { Ranking, Standing, Tiebreak } from '../lib/api-types';
import { formatSigned } from '../lib/format';

/**
 * From this many rows the table draws only those near the screen (TanStack Virtual): 1000 teams
 * on a phone stay a few dozen rows in the page, however often the standings move.
 */
const VIRTUAL_FROM = 80;
/** A row's height before it is measured. */
const ROW_PX = 44;

const COLUMN: Record<Tiebreak, (row: Standing, number: (value: number) => string) => string> = {
  'points-difference': (row, number) => formatSigned(row.pointsDifference, number),
  'points-for': (row, number) => number(row.pointsFor),
  buchholz: (row, number) => number(row.buchholz),
  'head-to-head': () => '',
};

/**
 * The standings in the server's order: the first criterion in bold (the points marked, then games
 * won, in a concours ranked on points), the tournament's tiebreaks as columns in their order.
 */
export const StandingsTable = memo(function StandingsTable({
  rows,
  ranking = 'wins',
  tiebreaks,
  caption,
  hideCaption = false,
  gameLines,
}: {
  rows: Standing[];
  ranking?: Ranking;
  /** The tiebreaks after the first criteria (`tiebreaksAfter`). */
  tiebreaks: readonly Tiebreak[];
  caption: string;
  /** For screen readers only, when the page shows the same words above a scrolling table. */
  hideCaption?: boolean;
  /** Each team's games on one line, by team id ("T1 ✓ 2 000–1 450 · …"): a column when given. */
  gameLines?: ReadonlyMap<string, string>;
}) {
  const t = useTranslator();
  const number = useNumberFormat();
  // Head-to-head has no number of its own to show: the order says it.
  const shown = tiebreaks.filter((tiebreak) => tiebreak !== 'head-to-head');
  const { drawn, before, after, measure } = useVisibleRows(rows.length);
  const columns = 5 + (ranking === 'points' ? 1 : 0) + shown.length + (gameLines ? 1 : 0);
  return (
    <table className="data standings" data-testid="standings" aria-rowcount={rows.length + 1}>
      <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="num">
            {t('standings.rank')}
          </th>
          <th scope="col">
            {rows.some((row) => row.player) ? t('standings.player') : t('standings.team')}
          </th>
          <th scope="col" className="num">
            {t('standings.played')}
          </th>
          <th scope="col" className="num">
            <abbr title={t('standings.wdlLong')}>{t('standings.wdl')}</abbr>
          </th>
          {ranking === 'points' ? (
            <th scope="col" className="num">
              {t('standings.points')}
            </th>
          ) : null}
          <th scope="col" className="num">
            {t('standings.score')}
          </th>
          {shown.map((tiebreak) => (
            <th key={tiebreak} scope="col" className="num">
              {t(`tiebreak.${tiebreak}`)}
            </th>
          ))}
          {gameLines ? (
            <th scope="col">
              <abbr title={t('standings.gamesLong')}>{t('standings.games')}</abbr>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody ref={measure.body}>
        <SpacerRow height={before} columns={columns} />
        {drawn
          .map((index) => rows[index]!)
          .map((row, shownIndex) => (
            <tr
              key={row.team.id}
              className={row.team.withdrawn ? 'withdrawn' : ''}
              data-index={drawn[shownIndex]}
              aria-rowindex={(drawn[shownIndex] ?? 0) + 2}
              ref={measure.row}
            >
              <td className="num">{row.rank}</td>
              <th scope="row">
                {row.team.name}
                {row.team.withdrawn ? ` (${t('team.withdrawn')})` : ''}
              </th>
              <td className="num">{row.played}</td>
              <td className="num">
                {row.won}-{row.drawn}-{row.lost}
                {row.byes ? ` +${row.byes}` : ''}
                {row.walkovers ? ` ${t('standings.walkovers', { count: row.walkovers })}` : ''}
                {row.forfeits ? ` ${t('standings.forfeits', { count: row.forfeits })}` : ''}
              </td>
              {ranking === 'points' ? (
                <td className="num">
                  <strong>{number(row.pointsFor)}</strong>
                </td>
              ) : null}
              <td className="num">
                {ranking === 'points' ? number(row.score) : <strong>{number(row.score)}</strong>}
              </td>
              {shown.map((tiebreak) => (
                <td key={tiebreak} className="num">
                  {COLUMN[tiebreak](row, number)}
                </td>
              ))}
              {gameLines ? (
                <td className="standings-games" data-testid={`standings-games-${row.team.id}`}>
                  {gameLines.get(row.team.id) ?? ''}
                </td>
              ) : null}
            </tr>
          ))}
        <SpacerRow height={after} columns={columns} />
      </tbody>
    </table>
  );
});

/**
 * The indexes of the rows to draw, and the room the others take above and below them: every row
 * under VIRTUAL_FROM rows; otherwise those in and near the window, measured as they are drawn.
 */
function useVisibleRows(count: number) {
  const virtual = count >= VIRTUAL_FROM;
  const body = useRef<HTMLTableSectionElement | null>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    if (!virtual || !body.current) return;
    setOffset(body.current.getBoundingClientRect().top + window.scrollY);
  }, [virtual, count]);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => ROW_PX,
    overscan: 12,
    scrollMargin: offset,
    enabled: virtual,
  });
  const measure = {
    body,
    row: virtual ? virtualizer.measureElement : undefined,
  };
  return { ...visibleRows(count, virtual ? virtualizer : null, offset), measure };
}
