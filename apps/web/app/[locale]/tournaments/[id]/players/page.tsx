import { notFound } from 'next/navigation';
import { isLocale } from '../../../../../i18n';
import { PageMessages } from '../../../../../i18n/page-messages-provider';
import type { TournamentView } from '../../../../../lib/api-types';
import { readApiOnServer } from '../../../../../lib/server-api';
import { PlayerSearch } from '../../../../../public-views/player-search';

export default async function PlayersPage({
  params,
}: {
  params: Promise<{ locale: string; id: string }>;
}) {
  const { locale, id } = await params;
  if (!isLocale(locale)) notFound();
  // Read here, the tournament's name comes with the page, not after the phone's scripts.
  const tournament = await readApiOnServer<TournamentView>(
    `/tournaments/${encodeURIComponent(id)}`,
    locale,
  );
  return (
    <PageMessages locale={locale} page="players">
      <main>
        <PlayerSearch locale={locale} tournamentId={id} initialTournament={tournament} />
      </main>
    </PageMessages>
  );
}
