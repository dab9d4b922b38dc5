import { Injectable } from '@nestjs/common';
import type { SeriesRankingBy, SeriesRankingRow, SeriesResultView } from '@marque/contracts';
import { csvFile } from '../exports/csv-file';
import type { Language } from '../i18n/language';
import { SeriesService } from './series.service';

/** Each column's key (the English header) and its French header. */
const COLUMNS: ReadonlyArray<readonly [string, string]> = [
  ['rank', 'Rang'],
  ['name', 'Nom'],
  ['points', 'Points'],
  ['events', 'Tournois'],
  ['bestPlace', 'Meilleure place'],
  ['firstPlaces', 'Victoires'],
  ['counted', 'Résultats comptés'],
  ['dropped', 'Résultats écartés'],
  ['season', 'Saison'],
  ['ranking', 'Classement'],
];

const RANKING_WORDS: Record<SeriesRankingBy, Record<Language, string>> = {
  player: { fr: 'joueurs', en: 'players' },
  team: { fr: 'équipes', en: 'teams' },
  club: { fr: 'clubs', en: 'clubs' },
};

/** A season's ranking as a spreadsheet opens it, in French (`;`, decimal comma) or English. */
@Injectable()
export class SeriesCsvService {
  constructor(private readonly series: SeriesService) {}

  async rankingCsv(id: string, by: SeriesRankingBy, language: Language): Promise<string> {
    const { series, rows } = await this.series.ranking(id, by);
    const season = `${series.name} ${series.season}`;
    return csvFile(
      rows.map((row) => ({
        ...rowCells(row, language),
        season,
        ranking: RANKING_WORDS[by][language],
      })),
      COLUMNS,
      language,
    );
  }
}

function rowCells(row: SeriesRankingRow, language: Language): Record<string, string | number> {
  return {
    rank: row.rankTo > row.rank ? `${row.rank}–${row.rankTo}` : row.rank,
    name: row.name,
    points: row.points,
    events: row.events,
    bestPlace: row.bestPlace ?? '',
    firstPlaces: row.firstPlaces,
    counted: results(row.counted, language),
    dropped: results(row.dropped, language),
  };
}

/** « Printemps : 1er, 11 pts | Été : 3e, 6 pts » (English: « Spring: #1, 11 pts »; 1 pt). */
function results(list: readonly SeriesResultView[], language: Language): string {
  const number = (value: number) => value.toLocaleString(language === 'fr' ? 'fr-FR' : 'en-GB');
  const pointsText = (points: number) => `${number(points)} ${points === 1 ? 'pt' : 'pts'}`;
  return list
    .map(({ tournament, place, points }) =>
      language === 'fr'
        ? `${tournament.name} : ${place === 1 ? '1er' : `${place}e`}, ${pointsText(points)}`
        : `${tournament.name}: #${place}, ${pointsText(points)}`,
    )
    .join(' | ');
}
