'use client';
import { useEffect, useState } from 'react';
import { useTranslator } from '../i18n/client';
import { formatNumber, paginate } from '../lib/format';
import { SeasonRankingTable } from './season-ranking-table';
import { clubsText } from './season-text';
import { useSeasonRanking, type SeasonViewProps } from './use-season-ranking';

/** Rows a projector's page shows in large type; a longer ranking turns its pages. */
const ROWS_PER_PAGE = 12;
const PAGE_MS = 12_000;

/** A season's ranking on the hall's screen, in the tournament projector's large type. */
export function SeasonProjector(props: SeasonViewProps) {
  const { locale } = props;
  const t = useTranslator();
  const number = (value: number) => formatNumber(locale, value);
  const ranking = useSeasonRanking(props);
  const [page, setPage] = useState(0);
  const pages = paginate(ranking?.rows ?? [], ROWS_PER_PAGE);
  useEffect(() => {
    if (pages.length < 2) return;
    const timer = setInterval(() => setPage((current) => (current + 1) % pages.length), PAGE_MS);
    return () => clearInterval(timer);
  }, [pages.length]);
  if (!ranking) return <p aria-busy="true">{t('common.loading')}</p>;
  const clubs = clubsText(t, ranking.series);
  return (
    <section className="projector" data-testid="season-projector">
      <header className="projector-header">
        <h1>{t('season.title', { name: ranking.series.name, season: ranking.series.season })}</h1>
      </header>
      {clubs ? (
        <p className="projector-rules" data-testid="season-clubs">
          {clubs}
        </p>
      ) : null}
      <SeasonRankingTable
        t={t}
        ranking={ranking}
        number={number}
        rows={pages[Math.min(page, pages.length - 1)] ?? []}
      />
    </section>
  );
}
