import { useNumberFormat, useTranslator } from '../i18n/client';
import type { Standing } from '../lib/api-types';
import { poolLetter } from './pool-letter';
import { placeText, rowsByPlace, stageText } from './placings';

/**
 * A tournament of pools' final placings: each team's place as the brackets decided it (teams
 * still in a bracket last), how far it went, then its pool and its rank in that pool in their own
 * columns: a pool rank is never an overall rank. Nothing before the first team is placed.
 */
export function PlacingsTable({ standings }: { standings: readonly Standing[] }) {
  const t = useTranslator();
  const number = useNumberFormat();
  const rows = rowsByPlace(standings);
  if (!rows.length) return null;
  return (
    <table className="data placings" data-testid="placings">
      <caption>{t('placings.title')}</caption>
      <thead>
        <tr>
          <th scope="col" className="num">
            {t('placings.place')}
          </th>
          <th scope="col">{t('standings.team')}</th>
          <th scope="col">{t('placings.stage')}</th>
          <th scope="col">{t('placings.pool')}</th>
          <th scope="col" className="num">
            {t('placings.poolRank')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.team.id}
            className={row.team.withdrawn ? 'withdrawn' : ''}
            data-testid={`placing-${row.team.id}`}
          >
            <td className="num">{row.placing ? placeText(row.placing, number) : ''}</td>
            <th scope="row">
              {row.team.name}
              {row.team.withdrawn ? ` (${t('team.withdrawn')})` : ''}
            </th>
            <td>{row.placing ? stageText(t, row.placing) : t('placings.stillIn')}</td>
            <td>{row.pool === undefined ? '' : poolLetter(row.pool)}</td>
            <td className="num">{number(row.poolRank ?? row.rank)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
