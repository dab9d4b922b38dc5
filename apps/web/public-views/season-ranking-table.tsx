import type { Translate } from '../i18n';
import type { SeriesRanking } from '../lib/api-types';
import { rankText, resultText } from './season-text';

/** The ranking's rows: rank, name, points, tournaments, then each result, dropped ones in brackets. */
export function SeasonRankingTable({
  t,
  ranking,
  number,
  rows,
}: {
  t: Translate;
  ranking: SeriesRanking;
  number: (value: number) => string;
  /** The rows shown (a projector's page); all of them unless said. */
  rows?: SeriesRanking['rows'];
}) {
  if (ranking.rows.length === 0) {
    // Tournaments counted but no club named: the players play for no club (registry or team).
    const noClub = ranking.by === 'club' && ranking.counted > 0;
    return <p data-testid="season-empty">{t(noClub ? 'season.noClub' : 'season.none')}</p>;
  }
  return (
    <table className="data season-ranking" data-testid="season-ranking">
      <caption>{t(`season.by.${ranking.by}`)}</caption>
      <thead>
        <tr>
          <th scope="col">{t('season.rank')}</th>
          <th scope="col">{t('season.name')}</th>
          <th scope="col">{t('season.points')}</th>
          <th scope="col">{t('season.events')}</th>
          <th scope="col">{t('season.results')}</th>
        </tr>
      </thead>
      <tbody>
        {(rows ?? ranking.rows).map((row) => (
          <tr key={row.id} data-testid="season-row">
            <td>{rankText(row, number)}</td>
            <th scope="row">{row.name}</th>
            <td className="season-points">{number(row.points)}</td>
            <td>{number(row.events)}</td>
            <td className="season-results">
              {row.counted.map((result) => (
                <span key={result.tournament.id} className="season-counted">
                  {resultText(t, result, number)}
                </span>
              ))}
              {row.dropped.map((result) => (
                <span key={result.tournament.id} className="season-dropped">
                  [{resultText(t, result, number)}]
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
