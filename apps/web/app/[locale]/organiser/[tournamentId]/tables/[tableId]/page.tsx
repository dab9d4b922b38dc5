import { notFound } from 'next/navigation';
import { isLocale } from '../../../../../../i18n';
import { PageMessages } from '../../../../../../i18n/page-messages-provider';
import { TableAdmin } from '../../../../../../organiser/table-admin';

export default async function TableAdminPage({
  params,
}: {
  params: Promise<{ locale: string; tournamentId: string; tableId: string }>;
}) {
  const { locale, tournamentId, tableId } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <PageMessages locale={locale}>
      <main>
        <TableAdmin locale={locale} tournamentId={tournamentId} tableId={tableId} />
      </main>
    </PageMessages>
  );
}
