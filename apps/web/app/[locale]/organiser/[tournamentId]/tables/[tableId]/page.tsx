import { notFound } from 'next/navigation';
import { isLocale } from '../../../../../../i18n';
import { TableAdmin } from '../../../../../../organiser/table-admin';

export default async function TableAdminPage({
  params,
}: {
  params: Promise<{ locale: string; tournamentId: string; tableId: string }>;
}) {
  const { locale, tournamentId, tableId } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <main>
      <TableAdmin locale={locale} tournamentId={tournamentId} tableId={tableId} />
    </main>
  );
}
