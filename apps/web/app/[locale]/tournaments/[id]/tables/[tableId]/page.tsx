import { notFound } from 'next/navigation';
import { isLocale } from '../../../../../../i18n';
import { PageMessages } from '../../../../../../i18n/page-messages-provider';
import { PublicTable } from '../../../../../../public-views/public-table';

export default async function PublicTablePage({
  params,
}: {
  params: Promise<{ locale: string; id: string; tableId: string }>;
}) {
  const { locale, id, tableId } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <PageMessages locale={locale}>
      <main>
        <PublicTable locale={locale} tournamentId={id} tableId={tableId} />
      </main>
    </PageMessages>
  );
}
