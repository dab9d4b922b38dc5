import { notFound } from 'next/navigation';
import { isLocale } from '../../../../i18n';
import { PeopleRegistry } from '../../../../organiser/people-registry';

export default async function RegistryPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <main className="wide">
      <PeopleRegistry locale={locale} />
    </main>
  );
}
