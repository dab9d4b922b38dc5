import { notFound } from 'next/navigation';
import { isLocale, translate } from '../../../../i18n';
import { PageMessages } from '../../../../i18n/page-messages-provider';
import { Administration } from '../../../../accounts/administration';

export default async function AccountsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <PageMessages locale={locale}>
      <main>
        <h1>{translate(locale, 'admin.title')}</h1>
        <Administration locale={locale} />
      </main>
    </PageMessages>
  );
}
