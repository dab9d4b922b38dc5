import { notFound } from 'next/navigation';
import { isLocale, translate } from '../../../i18n';
import { CodeForm } from '../../../referee/code-form';

export default async function TableCodePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <main>
      <h1>{translate(locale, 'code.title')}</h1>
      <CodeForm locale={locale} />
    </main>
  );
}
