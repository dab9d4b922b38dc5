import { notFound } from 'next/navigation';
import { isLocale } from '../../../../../i18n';
import { PageMessages } from '../../../../../i18n/page-messages-provider';
import { publicUrlFromEnv } from '../../../../../lib/public-url-env';
import { Projector } from '../../../../../public-views/projector';
import { parseShow } from '../../../../../public-views/projector-pages';

export default async function ProjectorPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{ seconds?: string; show?: string | string[]; page?: string }>;
}) {
  const { locale, id } = await params;
  const { seconds, show, page } = await searchParams;
  // 12 s a page unless the address says otherwise (5 s to 1 h); the rest of a long ranking a third.
  const pageSeconds = Math.min(3600, Math.max(5, Number(seconds) || 12));
  // What the organiser chose to show (`?show=tables,standings,bracket`, every part by default),
  // and the page to open on (`?page=3`).
  const startPage = Math.max(1, Math.floor(Number(page)) || 1);
  if (!isLocale(locale)) notFound();
  return (
    <PageMessages locale={locale}>
      <main className="projector-main">
        <Projector
          locale={locale}
          tournamentId={id}
          pageSeconds={pageSeconds}
          publicUrl={publicUrlFromEnv()}
          show={parseShow(show)}
          startPage={startPage}
        />
      </main>
    </PageMessages>
  );
}
