import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLocale, translate } from '../../../../i18n';
import { PageMessages } from '../../../../i18n/page-messages-provider';
import { RulesArticle } from '../../../../rules-pages/components/rules-article';
import { RULES_PAGE_IDS, RULES_PAGES, isRulesPageId } from '../../../../rules-pages/rules-pages';

type Params = { params: Promise<{ locale: string; ruleset: string }> };

// Static pages: one per game and language, built once.
export function generateStaticParams() {
  return RULES_PAGE_IDS.map((ruleset) => ({ ruleset }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, ruleset } = await params;
  if (!isLocale(locale) || !isRulesPageId(ruleset)) return {};
  const content = RULES_PAGES[ruleset][locale];
  return {
    title: `${content.title} · ${translate(locale, 'rules.link')}`,
    description: content.summary,
  };
}

export default async function RulesPage({ params }: Params) {
  const { locale, ruleset } = await params;
  if (!isLocale(locale) || !isRulesPageId(ruleset)) notFound();
  return (
    <PageMessages locale={locale}>
      <main className="rules-main">
        <RulesArticle locale={locale} content={RULES_PAGES[ruleset][locale]} />
      </main>
    </PageMessages>
  );
}
