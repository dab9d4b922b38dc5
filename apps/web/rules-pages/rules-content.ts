import type { ReactElement } from 'react';
import type {
  AnyContractValue,
  Doubling,
  RulesetId,
  Seat,
  Suit,
  TeamPoints,
  TeamSide,
} from '@marque/contracts';
import type { Locale } from '../i18n';

/** One game's rules page in one language. */
export interface RulesContent {
  /** The game's name, the page's title. */
  title: string;
  /** One line: deck, points, target. Shown under the title and in the list of games. */
  summary: string;
  /** Sections of the page, worked examples included. */
  Body: () => ReactElement;
}

/** A game's page in both languages. */
export type RulesPage = Record<Locale, RulesContent>;

/**
 * A deal worked through on a rules page: the facts the referee records, and the marks the spec
 * gives for them. The same figures serve both languages; the rules spec checks them against
 * the scoring library, so the page cannot drift from what the server computes.
 */
export interface WorkedExampleFacts {
  /** Unique on its page; `data-example` in the markup. */
  id: string;
  ruleset: RulesetId;
  contract: { value: AnyContractValue; suit: Suit; declarer: Seat };
  /** The coinche games; Cinch has none. */
  doubling?: Doubling;
  /** Belote coinchée: the team that announced belote–rebelote. */
  belote?: TeamSide;
  /** Card points (Cinch: points) each team took. */
  cardPoints: TeamPoints;
  /** A team took every trick; `seat` when one player did alone. */
  allTricks?: { team: TeamSide; seat?: Seat };
  /** Cinch: the team that revoked. */
  revoke?: TeamSide;
  /** What each team marks on the deal. */
  marks: TeamPoints;
}
