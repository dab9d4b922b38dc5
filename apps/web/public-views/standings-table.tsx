import { useTranslator } from '../i18n/client';
import type { Ranking, Standing, Tiebreak } from '../lib/api-types';
import { formatSigned } from '../lib/format';

const COLUMN: Record<Tiebreak, (row: Standing) => string> = {
  'points-difference': (row) => formatSigned(row.pointsDifference),
  'points-for': (row) => String(row.pointsFor),
  buchholz: (row) => String(row.buchholz),
  'head-to-head': () => '',
};

/**
 * The standings in the server's order: the first criterion in bold (the points marked, then games
 * won, in a concours ranked on points), the tournament's tiebreaks as columns in their order.
 */
export function StandingsTable({
  rows,
  ranking = 'wins',
  tiebreaks,
  caption,
  hideCaption = false,
}: {
  rows: Standing[];
  ranking?: Ranking;
  /** The tiebreaks after the first criteria (`tiebreaksAfter`). */
  tiebreaks: readonly Tiebreak[];
  caption: string;
  /** For screen readers only, when the page shows the same words above a scrolling table. */
  hideCaption?: boolean;
}) {
  const t = useTranslator();
  // Head-to-head has no number of its own to show: the order says it.
  const shown = tiebreaks.filter((tiebreak) => tiebreak !== 'head-to-head');
  return (
    <table className="data standings" data-testid="standings">
      <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="num">
            {t('standings.rank')}
          </th>
          <th scope="col">{t('standings.team')}</th>
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
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.team.id} className={row.team.withdrawn ? 'withdrawn' : ''}>
            <td className="num">{row.rank}</td>
            <th scope="row">
              {row.team.name}
              {row.team.withdrawn ? ` (${t('team.withdrawn')})` : ''}
            </th>
            <td className="num">{row.played}</td>
            <td className="num">
              {row.won}-{row.drawn}-{row.lost}
              {row.byes ? ` +${row.byes}` : ''}
            </td>
            {ranking === 'points' ? (
              <td className="num">
                <strong>{row.pointsFor}</strong>
              </td>
            ) : null}
            <td className="num">
              {ranking === 'points' ? row.score : <strong>{row.score}</strong>}
            </td>
            {shown.map((tiebreak) => (
              <td key={tiebreak} className="num">
                {COLUMN[tiebreak](row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
