import type { Locale } from '../i18n';
import type { SeriesRanking } from '../lib/api-types';
import { readApiOnServer } from '../lib/server-api';
import { rankingByOf } from './season-text';
import type { SeasonViewProps } from './use-season-ranking';

/**
 * A season's page or projector, read on the server for its first render: the ranking the
 * address asks for (`?by=`), null when the API did not answer (the browser then reads it).
 */
export async function readSeasonView(
  locale: Locale,
  seriesId: string,
  by: string | undefined,
): Promise<SeasonViewProps> {
  const ranking = rankingByOf(by);
  const initial = await readApiOnServer<SeriesRanking>(
    `/series/${encodeURIComponent(seriesId)}/ranking?by=${ranking}`,
    locale,
  );
  return { locale, seriesId, by: ranking, initial };
}
