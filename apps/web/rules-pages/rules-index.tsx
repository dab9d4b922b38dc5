import Link from 'next/link';
import type { Locale } from '../i18n';
import { RULES_PAGE_IDS, RULES_PAGES } from './rules-pages';

const INTRO: Record<Locale, string> = {
  fr: 'Les règles des jeux que Marque sait compter, écrites pour les joueurs\u00a0: cartes, enchères, marque, exemples de donnes et fin de partie. Chaque page s’imprime proprement en A4.',
  en: 'The rules of the games Marque can score, written for players: cards, bidding, scoring, worked deals and the end of a game. Each page prints cleanly on A4.',
};

/** The list of games, each with its one-line summary. */
export function RulesIndex({ locale, title }: { locale: Locale; title: string }) {
  return (
    <>
      <h1>{title}</h1>
      <p className="tagline">{INTRO[locale]}</p>
      <ul className="rules-games">
        {RULES_PAGE_IDS.map((id) => {
          const content = RULES_PAGES[id][locale];
          return (
            <li key={id}>
              <Link href={`/${locale}/rules/${id}`}>{content.title}</Link>
              <p>{content.summary}</p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
