import { notFound } from 'next/navigation';
import { isLocale } from '../../../../../i18n';
import { publicUrlFromEnv } from '../../../../../lib/public-url-env';
import { Projector } from '../../../../../public-views/projector';

export default async function ProjectorPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{ seconds?: string }>;
}) {
  const { locale, id } = await params;
  const { seconds } = await searchParams;
  // 12 s a page unless the address says otherwise (5 s to 1 h).
  const pageSeconds = Math.min(3600, Math.max(5, Number(seconds) || 12));
  if (!isLocale(locale)) notFound();
  return (
    <main className="projector-main">
      <Projector
        locale={locale}
        tournamentId={id}
        pageSeconds={pageSeconds}
        publicUrl={publicUrlFromEnv()}
      />
    </main>
  );
}
