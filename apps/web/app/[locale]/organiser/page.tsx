import { notFound } from 'next/navigation';
import { isLocale, translate } from '../../../i18n';
import { PageMessages } from '../../../i18n/page-messages-provider';
import { OrganiserHome } from '../../../organiser/organiser-home';

export default async function OrganiserPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <PageMessages locale={locale}>
      <main>
        <h1>{translate(locale, 'organiser.title')}</h1>
        <OrganiserHome locale={locale} />
      </main>
    </PageMessages>
  );
}
