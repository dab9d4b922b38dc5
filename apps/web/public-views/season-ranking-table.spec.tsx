import { renderToStaticMarkup } from 'react-dom/server';
import { translator } from '../i18n';
import type { SeriesRanking } from '../lib/api-types';
import { SeasonRankingTable } from './season-ranking-table';

describe('SeasonRankingTable with no row', () => {
  const ranking = (by: SeriesRanking['by'], counted: number) =>
    ({ series: {}, by, counted, rows: [] }) as unknown as SeriesRanking;
  const shown = (by: SeriesRanking['by'], counted: number) =>
    renderToStaticMarkup(
      <SeasonRankingTable t={translator('fr')} ranking={ranking(by, counted)} number={String} />,
    );

  it('waits for the first finished tournament', () => {
    expect(shown('player', 0)).toContain('Aucun résultat pour l’instant');
    expect(shown('club', 0)).toContain('Aucun résultat pour l’instant');
  });

  it('says why the clubs are not ranked once tournaments are counted', () => {
    expect(shown('club', 2)).toContain('Aucun club à classer');
    expect(shown('player', 2)).toContain('Aucun résultat pour l’instant');
  });
});
