import { notFound } from 'next/navigation';
import { isLocale } from '../../../../../i18n';
import { PageMessages } from '../../../../../i18n/page-messages-provider';
import { readSeasonView } from '../../../../../public-views/read-season-ranking';
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
  const view = await readSeasonView(locale, id, (await searchParams).by);
  return (
    <PageMessages locale={locale} page="seriesProjector">
      <main className="projector-main">
        <SeasonProjector {...view} />
      </main>
    </PageMessages>
  );
}
