import { notFound } from 'next/navigation';
import { isLocale, translate } from '../../../../i18n';
import { Administration } from '../../../../accounts/administration';

export default async function AccountsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <main>
      <h1>{translate(locale, 'admin.title')}</h1>
      <Administration locale={locale} />
    </main>
  );
}
