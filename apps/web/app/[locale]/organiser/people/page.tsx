import { notFound } from 'next/navigation';
import { isLocale } from '../../../../i18n';
import { PageMessages } from '../../../../i18n/page-messages-provider';
import { PeopleRegistry } from '../../../../organiser/people-registry';

export default async function RegistryPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <PageMessages locale={locale}>
      <main className="wide">
        <PeopleRegistry locale={locale} />
      </main>
    </PageMessages>
  );
}
