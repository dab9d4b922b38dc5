import Link from 'next/link';
import type { Locale } from '../../i18n';
import { RULES_LABELS } from '../labels';
import type { RulesContent } from '../rules-content';

/** A game's rules page: a way back to the list of games, the title, then the page's sections. */
export function RulesArticle({ locale, content }: { locale: Locale; content: RulesContent }) {
  const labels = RULES_LABELS[locale];
  const { Body } = content;
  return (
    <article className="rules-article">
      <p className="rules-back no-print">
        <Link href={`/${locale}/rules`}>← {labels.allGames}</Link>
      </p>
      <header>
        <p className="rules-kicker">{labels.kicker}</p>
        <h1>{content.title}</h1>
        <p className="tagline">{content.summary}</p>
      </header>
      <Body />
    </article>
  );
}
