import { notFound } from 'next/navigation';
import { isLocale } from '../../../../../../i18n';
import { PublicTable } from '../../../../../../public-views/public-table';

export default async function PublicTablePage({
  params,
}: {
  params: Promise<{ locale: string; id: string; tableId: string }>;
}) {
  const { locale, id, tableId } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <main>
      <PublicTable locale={locale} tournamentId={id} tableId={tableId} />
    </main>
  );
}
