import { notFound } from 'next/navigation';
import { isLocale } from '../../../../../i18n';
import { PageMessages } from '../../../../../i18n/page-messages-provider';
import { PublicStandings } from '../../../../../public-views/public-standings';
import { readPublicTournament } from '../../../../../public-views/read-public-tournament';

export default async function StandingsPage({
  params,
}: {
  params: Promise<{ locale: string; id: string }>;
}) {
  const { locale, id } = await params;
  if (!isLocale(locale)) notFound();
  // Read here, the standings come with the page: on a phone they show with the page's first
  // paint, and nothing moves when they come (issue 22's layout shift).
  const initial = await readPublicTournament(id, locale);
  return (
    <PageMessages locale={locale} page="standings">
      <main className="wide">
        <PublicStandings locale={locale} tournamentId={id} initial={initial} />
      </main>
    </PageMessages>
  );
}
