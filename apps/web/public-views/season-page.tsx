'use client';
import Link from 'next/link';
import { useTranslator } from '../i18n/client';
import type { SeriesRankingBy } from '../lib/api-types';
import { formatNumber } from '../lib/format';
import { SeasonRankingTable } from './season-ranking-table';
import { clubsText, ruleText } from './season-text';
import { useSeasonRanking, type SeasonViewProps } from './use-season-ranking';

const RANKINGS: SeriesRankingBy[] = ['player', 'team', 'club'];

/**
 * A season's public page: its rule, the ranking by player, team or club with each row's counted
 * and dropped results, the tournaments not finished yet, the CSV and the projector.
 */
export function SeasonPage(props: SeasonViewProps) {
  const { locale, seriesId, by } = props;
  const t = useTranslator();
  const number = (value: number) => formatNumber(locale, value);
  const ranking = useSeasonRanking(props);
  if (!ranking) return <p aria-busy="true">{t('common.loading')}</p>;
  const { series } = ranking;
  const pending = series.tournaments.filter((tournament) => !tournament.finished);
  const clubs = clubsText(t, series);
  const at = `/${locale}/series/${seriesId}`;
  return (
    <>
      <h1 data-testid="season-title">
        {t('season.title', { name: series.name, season: series.season })}
      </h1>
      <p className="hint">
        {t('season.club', { club: series.club.name })} · {ruleText(t, series.rule, number)}
      </p>
      {clubs ? <p data-testid="season-clubs">{clubs}</p> : null}
      <nav className="toolbar" aria-label={t('season.rank')}>
        {RANKINGS.map((each) =>
          each === by ? (
            <strong key={each} aria-current="page">
              {t(`season.by.${each}`)}
            </strong>
          ) : (
            <Link key={each} href={`${at}?by=${each}`} prefetch={false}>
              {t(`season.by.${each}`)}
            </Link>
          ),
        )}
      </nav>
      <p data-testid="season-counted">
        {t('season.counted', {
          counted: number(ranking.counted),
          total: number(series.tournaments.length),
        })}{' '}
        {pending.length > 0
          ? t('season.pending', { names: pending.map((tournament) => tournament.name).join(', ') })
          : ''}
      </p>
      <SeasonRankingTable t={t} ranking={ranking} number={number} />
      <p className="hint">{t('season.live')}</p>
      <p className="toolbar">
        <a href={`/api/series/${seriesId}/ranking.csv?by=${by}&lang=${locale}`} download>
          {t('season.csv')}
        </a>
        <Link href={`${at}/projector?by=${by}`} prefetch={false}>
          {t('season.projector')}
        </Link>
      </p>
    </>
  );
}
