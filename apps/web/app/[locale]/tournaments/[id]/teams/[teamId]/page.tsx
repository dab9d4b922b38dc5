import { notFound } from 'next/navigation';
import { isLocale } from '../../../../../../i18n';
import { PageMessages } from '../../../../../../i18n/page-messages-provider';
import { TeamPage } from '../../../../../../public-views/team-page';

export default async function PlayerTeamPage({
  params,
}: {
  params: Promise<{ locale: string; id: string; teamId: string }>;
}) {
  const { locale, id, teamId } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <PageMessages locale={locale}>
      <main>
        <TeamPage locale={locale} tournamentId={id} teamId={teamId} />
      </main>
    </PageMessages>
  );
}
