import { notFound } from 'next/navigation';
import { isLocale } from '../../../../../i18n';
import { PlayerSearch } from '../../../../../public-views/player-search';

export default async function PlayersPage({
  params,
}: {
  params: Promise<{ locale: string; id: string }>;
}) {
  const { locale, id } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <main>
      <PlayerSearch locale={locale} tournamentId={id} />
    </main>
  );
}
