import dynamic from 'next/dynamic';
import { memo } from 'react';
import { useNumberFormat, useTranslator } from '../i18n/client';
import type { Ranking, Standing, Tiebreak } from '../lib/api-types';
import { StandingRow, type StandingColumns } from './standing-row';

/**
 * From this many rows the table draws only those near the screen (TanStack Virtual): 1000 teams
 * on a phone stay a few dozen rows in the page, however often the standings move.
 */
const VIRTUAL_FROM = 80;

/** Loaded by a table of VIRTUAL_FROM rows or more only (server-rendered, like the rows). */
const VirtualStandingsBody = dynamic(() =>
  import('./virtual-standings-body').then((module) => module.VirtualStandingsBody),
);

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
  const columns: StandingColumns = { ranking, shown, gameLines, t, number };
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
      {rows.length >= VIRTUAL_FROM ? (
        <VirtualStandingsBody rows={rows} columns={columns} />
      ) : (
        <tbody>
          {rows.map((row, index) => (
            <StandingRow key={row.team.id} row={row} index={index} columns={columns} />
          ))}
        </tbody>
      )}
    </table>
  );
});
