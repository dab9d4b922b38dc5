import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLocale, translate } from '../../../i18n';
import { PageMessages } from '../../../i18n/page-messages-provider';
import { RulesIndex } from '../../../rules-pages/rules-index';

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: `${translate(locale, 'rules.title')} · ${translate(locale, 'app.name')}` };
}

export default async function RulesIndexPage({ params }: Params) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <PageMessages locale={locale}>
      <main>
        <RulesIndex locale={locale} title={translate(locale, 'rules.title')} />
      </main>
    </PageMessages>
  );
}
