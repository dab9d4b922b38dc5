import { notFound } from 'next/navigation';
import { isLocale } from '../../../../../i18n';
import { Projector } from '../../../../../public-views/projector';

export default async function ProjectorPage({
  params,
}: {
  params: Promise<{ locale: string; id: string }>;
}) {
  const { locale, id } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <main className="projector-main">
      <Projector locale={locale} tournamentId={id} />
    </main>
  );
}
