import { notFound } from 'next/navigation';
import { isLocale } from '../../../../i18n';
import { PageMessages } from '../../../../i18n/page-messages-provider';
import { readSeasonView } from '../../../../public-views/read-season-ranking';
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
  const view = await readSeasonView(locale, id, (await searchParams).by);
  return (
    <PageMessages locale={locale} page="series">
      <main className="wide">
        <SeasonPage {...view} />
      </main>
    </PageMessages>
  );
}
