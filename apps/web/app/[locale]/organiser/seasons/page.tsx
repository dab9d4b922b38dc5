import { notFound } from 'next/navigation';
import { isLocale } from '../../../../i18n';
import { PageMessages } from '../../../../i18n/page-messages-provider';
import { SeasonsConsole } from '../../../../organiser/seasons-console';

export default async function SeasonsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <PageMessages locale={locale}>
      <main className="wide">
        <SeasonsConsole locale={locale} />
      </main>
    </PageMessages>
  );
}
