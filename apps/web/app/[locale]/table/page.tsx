import { notFound } from 'next/navigation';
import { isLocale, translate } from '../../../i18n';
import { PageMessages } from '../../../i18n/page-messages-provider';
import { CodeForm } from '../../../referee/code-form';

export default async function TableCodePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <PageMessages locale={locale}>
      <main>
        <h1>{translate(locale, 'code.title')}</h1>
        <CodeForm locale={locale} />
      </main>
    </PageMessages>
  );
}
