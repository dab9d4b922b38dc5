import { notFound } from 'next/navigation';
import { isLocale } from '../../../../../i18n';
import { PageMessages } from '../../../../../i18n/page-messages-provider';
import type { SeriesRanking } from '../../../../../lib/api-types';
import { readApiOnServer } from '../../../../../lib/server-api';
import { rankingByOf } from '../../../../../public-views/season-text';
import { SeasonProjector } from '../../../../../public-views/season-projector';

export default async function SeriesProjectorPage({
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
    <PageMessages locale={locale} page="seriesProjector">
      <main className="projector-main">
        <SeasonProjector locale={locale} seriesId={id} by={by} initial={ranking} />
      </main>
    </PageMessages>
  );
}
