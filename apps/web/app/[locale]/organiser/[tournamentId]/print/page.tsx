import { notFound } from 'next/navigation';
import { isLocale } from '../../../../../i18n';
import { PageMessages } from '../../../../../i18n/page-messages-provider';
import { publicUrlFromEnv } from '../../../../../lib/public-url-env';
import { PrintSheets } from '../../../../../organiser/print-sheets';

export default async function PrintPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; tournamentId: string }>;
  searchParams: Promise<{ round?: string }>;
}) {
  const { locale, tournamentId } = await params;
  const { round } = await searchParams;
  if (!isLocale(locale)) notFound();
  const number = round && /^\d{1,2}$/.test(round) ? Number(round) : null;
  return (
    <PageMessages locale={locale}>
      <main className="print-main">
        <PrintSheets
          locale={locale}
          tournamentId={tournamentId}
          roundNumber={number}
          publicUrl={publicUrlFromEnv()}
        />
      </main>
    </PageMessages>
  );
}
