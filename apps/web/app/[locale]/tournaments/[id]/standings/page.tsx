import { notFound } from 'next/navigation';
import { isLocale } from '../../../../../i18n';
import { PublicStandings } from '../../../../../public-views/public-standings';

export default async function StandingsPage({
  params,
}: {
  params: Promise<{ locale: string; id: string }>;
}) {
  const { locale, id } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <main className="wide">
      <PublicStandings locale={locale} tournamentId={id} />
    </main>
  );
}
