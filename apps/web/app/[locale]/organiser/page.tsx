import { notFound } from 'next/navigation';
import { isLocale, translate } from '../../../i18n';
import { OrganiserHome } from '../../../organiser/organiser-home';

export default async function OrganiserPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <main>
      <h1>{translate(locale, 'organiser.title')}</h1>
      <OrganiserHome locale={locale} />
    </main>
  );
}
