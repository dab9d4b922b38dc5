import type { Translate } from '../i18n';
import type {
  SeriesRankingBy,
  SeriesRankingRow,
  SeriesResultView,
  SeriesRule,
  SeriesView,
} from '../lib/api-types';

/** « Clubs participants : Martigny, Sion. » for a season shared by clubs; null for one club's. */
export function clubsText(t: Translate, series: Pick<SeriesView, 'clubs'>): string | null {
  if (series.clubs.length < 2) return null;
  return t('season.clubs', { clubs: series.clubs.map((club) => club.name).join(', ') });
}

/** « 2–3 » for a shared rank, else « 2 ». */
export function rankText(
  row: Pick<SeriesRankingRow, 'rank' | 'rankTo'>,
  number: (value: number) => string,
): string {
  return row.rankTo > row.rank ? `${number(row.rank)}–${number(row.rankTo)}` : number(row.rank);
}

/** One result: « Printemps 1ᵉʳ · 11 pts ». */
export function resultText(
  t: Translate,
  result: SeriesResultView,
  number: (value: number) => string,
): string {
  const place =
    result.place === 1 ? t('season.first') : t('season.place', { place: number(result.place) });
  const withdrawn = result.withdrawn ? ` (${t('season.withdrawn')})` : '';
  return `${result.tournament.name} ${place}${withdrawn} · ${t('season.pointsShort', { points: number(result.points) })}`;
}

/** The rule in a sentence: the scale, the points for taking part, the best K. */
export function ruleText(
  t: Translate,
  rule: SeriesRule,
  number: (value: number) => string,
): string {
  const scale =
    rule.scale.kind === 'table'
      ? t('season.rule.table', {
          points: rule.scale.points.map(number).join(' / '),
          beyond: number(rule.scale.beyond ?? 0),
        })
      : t('season.rule.field');
  const participation = rule.participationPoints
    ? t('season.rule.participation', { points: number(rule.participationPoints) })
    : '';
  const best = rule.bestResults ? t('season.rule.best', { count: number(rule.bestResults) }) : '';
  return t('season.rule', { scale, participation, best });
}

/** The ranking an address asks for (`?by=team`): by player unless it names another. */
export function rankingByOf(by: string | undefined): SeriesRankingBy {
  return by === 'team' || by === 'club' ? by : 'player';
}
