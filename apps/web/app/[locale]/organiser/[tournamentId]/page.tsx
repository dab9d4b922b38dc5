import { notFound } from 'next/navigation';
import { isLocale } from '../../../../i18n';
import { PageMessages } from '../../../../i18n/page-messages-provider';
import { TournamentConsole } from '../../../../organiser/tournament-console';

export default async function ConsolePage({
  params,
}: {
  params: Promise<{ locale: string; tournamentId: string }>;
}) {
  const { locale, tournamentId } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <PageMessages locale={locale}>
      <main className="wide">
        <TournamentConsole locale={locale} tournamentId={tournamentId} />
      </main>
    </PageMessages>
  );
}
