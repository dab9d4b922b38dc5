import { notFound } from 'next/navigation';
import { isLocale } from '../../../../i18n';
import { PageMessages } from '../../../../i18n/page-messages-provider';
import type { SeriesRanking } from '../../../../lib/api-types';
import { readApiOnServer } from '../../../../lib/server-api';
import { rankingByOf } from '../../../../public-views/season-text';
import { SeasonPage } from '../../../../public-views/season-page';

export default async function SeriesPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{ by?: string }>;
}) {
  const { locale, id } = await params;
  if (!isLocale(locale)) notFound();
  const by = rankingByOf((await searchParams).by);
  const ranking = await readApiOnServer<SeriesRanking>(
    `/series/${encodeURIComponent(id)}/ranking?by=${by}`,
    locale,
  );
  return (
    <PageMessages locale={locale} page="series">
      <main className="wide">
        <SeasonPage locale={locale} seriesId={id} by={by} initial={ranking} />
      </main>
    </PageMessages>
  );
}
