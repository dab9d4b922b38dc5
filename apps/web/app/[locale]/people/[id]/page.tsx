import { notFound } from 'next/navigation';
import { isLocale } from '../../../../i18n';
import { PageMessages } from '../../../../i18n/page-messages-provider';
import type { PersonHistory, PersonRatings } from '../../../../lib/api-types';
import { readApiOnServer } from '../../../../lib/server-api';
import { PersonPage } from '../../../../public-views/person-page';

export default async function PlayerAcrossTournamentsPage({
  params,
}: {
  params: Promise<{ locale: string; id: string }>;
}) {
  const { locale, id } = await params;
  if (!isLocale(locale)) notFound();
  const [history, ratings] = await Promise.all([
    readApiOnServer<PersonHistory>(`/people/${encodeURIComponent(id)}/history`, locale),
    readApiOnServer<PersonRatings>(`/people/${encodeURIComponent(id)}/ratings`, locale),
  ]);
  return (
    <PageMessages locale={locale}>
      <main className="wide">
        <PersonPage locale={locale} history={history} ratings={ratings} />
      </main>
    </PageMessages>
  );
}
