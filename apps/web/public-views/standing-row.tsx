import type { Ref } from 'react';
import type { Translate } from '../i18n';
import type { Ranking, Standing, Tiebreak } from '../lib/api-types';
import { formatSigned } from '../lib/format';

const COLUMN: Record<Tiebreak, (row: Standing, number: (value: number) => string) => string> = {
  'points-difference': (row, number) => formatSigned(row.pointsDifference, number),
  'points-for': (row, number) => number(row.pointsFor),
  buchholz: (row, number) => number(row.buchholz),
  'head-to-head': () => '',
};

/** What every row of a standings table shares: its columns and how it writes numbers. */
export interface StandingColumns {
  ranking: Ranking;
  /** The tiebreaks shown as columns, in their order (head-to-head has none). */
  shown: readonly Tiebreak[];
  gameLines?: ReadonlyMap<string, string>;
  t: Translate;
  number: (value: number) => string;
}

/** The cells of a row: rank, team, played, record, score, the points marked, tiebreaks, games. */
export function columnCount({ ranking, shown, gameLines }: StandingColumns): number {
  return 5 + (ranking === 'points' ? 1 : 0) + shown.length + (gameLines ? 1 : 0);
}

/**
 * One team's row of the standings, `index` being its place in the whole table. Each cell is
 * one text node ("0-0-0", not five): fewer nodes for the phone to lay out and hydrate.
 */
export function StandingRow({
  row,
  index,
  columns: { ranking, shown, gameLines, t, number },
  ref,
}: {
  row: Standing;
  index: number;
  columns: StandingColumns;
  ref?: Ref<HTMLTableRowElement>;
}) {
  const record =
    `${row.won}-${row.drawn}-${row.lost}` +
    (row.byes ? ` +${row.byes}` : '') +
    (row.walkovers ? ` ${t('standings.walkovers', { count: row.walkovers })}` : '') +
    (row.forfeits ? ` ${t('standings.forfeits', { count: row.forfeits })}` : '');
  return (
    <tr
      className={row.team.withdrawn ? 'withdrawn' : ''}
      data-index={index}
      aria-rowindex={index + 2}
      ref={ref}
    >
      <td className="num">{row.rank}</td>
      <th scope="row">
        {row.team.withdrawn ? `${row.team.name} (${t('team.withdrawn')})` : row.team.name}
      </th>
      <td className="num">{row.played}</td>
      <td className="num">{record}</td>
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
  );
}
