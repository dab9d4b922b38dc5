'use client';
import { useEffect, useState } from 'react';
import type { Locale } from '../i18n';
import { callApi } from '../lib/api-client';
import type { SeriesRanking, SeriesRankingBy } from '../lib/api-types';

/** How often a season's page asks for its ranking again: a tournament's end shows within it. */
export const SEASON_POLL_MS = 10_000;

/** What a season's page and its projector show: the ranking asked for, as first read. */
export interface SeasonViewProps {
  locale: Locale;
  seriesId: string;
  by: SeriesRankingBy;
  initial: SeriesRanking | null;
}

/**
 * A season's ranking, kept fresh by a short poll while the page is shown (a series spans
 * several tournaments, each with its own live stream; one small read every 10 s is simpler
 * than following them all, and a season moves only when one of them finishes).
 */
export function useSeasonRanking({
  locale,
  seriesId,
  by,
  initial,
}: SeasonViewProps): SeriesRanking | null {
  const [ranking, setRanking] = useState(initial);
  useEffect(() => {
    let stopped = false;
    const read = async () => {
      if (document.visibilityState === 'hidden') return;
      const result = await callApi<SeriesRanking>(
        `/series/${encodeURIComponent(seriesId)}/ranking?by=${by}`,
        { locale },
      );
      if (!stopped && result.ok) setRanking(result.data);
    };
    if (!initial) void read();
    const timer = setInterval(() => void read(), SEASON_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [locale, seriesId, by, initial]);
  return ranking;
}
