import type { AnyContractValue, Doubling, Suit, TeamSide } from '@marque/contracts';
import type { Locale } from '../i18n';

/**
 * The rules pages' own words for their tables and worked examples, kept beside the pages rather
 * than in the app's catalogues: only these pages use them, and they never reach a browser as
 * data. French spacing: a no-break space before « : ; ? ! », inside guillemets, in 2 000.
 */
export interface RulesLabels {
  allGames: string;
  kicker: string;
  card: string;
  trump: string;
  otherSuits: string;
  cards: { jack: string; nine: string; ace: string; ten: string; king: string; queen: string };
  cardPoints: string;
  /** "Exemple 1 : 80 réussi". */
  example: (number: number, title: string) => string;
  contract: string;
  bid: string;
  /** "80 à cœur", "match in clubs". */
  contractName: (value: AnyContractValue, suit: Suit) => string;
  declaredBy: (team: TeamSide) => string;
  doubling: Record<Doubling, string>;
  points: string;
  cinchPoints: string;
  belote: (team: TeamSide) => string;
  allTricks: (team: TeamSide, alone: boolean) => string;
  revoke: (team: TeamSide) => string;
  marks: string;
  team: (team: TeamSide) => string;
  source: string;
}

const FR_SUITS: Record<Suit, string> = {
  spades: 'pique',
  hearts: 'cœur',
  diamonds: 'carreau',
  clubs: 'trèfle',
};
// The same words in both languages: English players say "match", "générale" and "capot" too.
const VALUE_NAMES: Record<string, string> = {
  match: 'match',
  generale: 'générale',
  capot: 'capot',
};

export const RULES_LABELS: Record<Locale, RulesLabels> = {
  fr: {
    allGames: 'Tous les jeux',
    kicker: 'Règles du jeu',
    card: 'Carte',
    trump: 'Atout',
    otherSuits: 'Autres couleurs',
    cards: { jack: 'Valet', nine: '9', ace: 'As', ten: '10', king: 'Roi', queen: 'Dame' },
    cardPoints: 'Valeur des cartes',
    example: (number, title) => `Exemple\u00a0${number}\u00a0: ${title}`,
    contract: 'Contrat',
    bid: 'Enchère',
    contractName: (value, suit) => `${VALUE_NAMES[value] ?? value} à ${FR_SUITS[suit]}`,
    declaredBy: (team) => `pris par l’équipe\u00a0${team}`,
    doubling: { none: 'sans coinche', coinche: 'coinché', surcoinche: 'surcoinché' },
    points: 'Points de cartes',
    cinchPoints: 'Points',
    belote: (team) => `belote annoncée par l’équipe\u00a0${team}`,
    allTricks: (team, alone) =>
      alone ? 'tous les plis pour le preneur seul' : `tous les plis pour l’équipe\u00a0${team}`,
    revoke: (team) => `renonce de l’équipe\u00a0${team}`,
    marks: 'Marque',
    team: (team) => `Équipe\u00a0${team}`,
    source: 'Source',
  },
  en: {
    allGames: 'All games',
    kicker: 'Rules of the game',
    card: 'Card',
    trump: 'Trumps',
    otherSuits: 'Other suits',
    cards: { jack: 'Jack', nine: '9', ace: 'Ace', ten: '10', king: 'King', queen: 'Queen' },
    cardPoints: 'Card values',
    example: (number, title) => `Example ${number}: ${title}`,
    contract: 'Contract',
    bid: 'Bid',
    contractName: (value, suit) => `${VALUE_NAMES[value] ?? value} in ${suit}`,
    declaredBy: (team) => `declared by team ${team}`,
    doubling: { none: 'not coinched', coinche: 'coinched', surcoinche: 'surcoinched' },
    points: 'Card points',
    cinchPoints: 'Points',
    belote: (team) => `belote announced by team ${team}`,
    allTricks: (team, alone) =>
      alone ? 'every trick to the declarer alone' : `every trick to team ${team}`,
    revoke: (team) => `revoke by team ${team}`,
    marks: 'Marks',
    team: (team) => `Team ${team}`,
    source: 'Source',
  },
};
