import type { RulesErrorCode } from '@marque/rules';
import type { Language } from './language';

/**
 * What a referee reads for each rule a deal breaks, in French and English. `{name}` is replaced
 * by the error's parameter of that name (the numbers of the tournament's game: 157, 162 or 14).
 */
export const RULES_MESSAGES: Record<RulesErrorCode | ApiRuleCode, Record<Language, string>> = {
  INVALID_DEAL: { fr: 'La donne est incomplète.', en: 'The deal is incomplete.' },
  INVALID_SEAT: { fr: 'Une place va de 0 à 3.', en: 'A seat is 0 to 3.' },
  INVALID_TEAM: { fr: 'Une équipe est A ou B.', en: 'A team is A or B.' },
  INVALID_CONTRACT_VALUE: {
    fr: 'Ce contrat n’existe pas dans ce jeu : de {lowest} à {highest}.',
    en: 'That contract does not exist in this game: {lowest} to {highest}.',
  },
  INVALID_SUIT: {
    fr: "L'atout est pique, cœur, carreau ou trèfle.",
    en: 'Trumps are spades, hearts, diamonds or clubs.',
  },
  INVALID_DOUBLING: {
    fr: 'Choisissez : sans coinche, coinché ou surcoinché.',
    en: 'Choose: no coinche, coinched or surcoinched.',
  },
  CARD_POINTS_NOT_INTEGER: {
    fr: 'Les points sont un nombre entier.',
    en: 'Card points are a whole number.',
  },
  CARD_POINTS_OUT_OF_RANGE: {
    fr: 'Les points vont de 0 à {max}.',
    en: 'Points are from 0 to {max}.',
  },
  CARD_POINTS_SUM: {
    fr: 'Les points des deux équipes font {exactly} ensemble.',
    en: "Both teams' points add up to {exactly}.",
  },
  ALL_TRICKS_CONTRADICTS_POINTS: {
    fr: "L'équipe qui fait tous les plis a les {total} points.",
    en: 'The team that took all tricks has all {total} points.',
  },
  ALL_TRICKS_SEAT_NOT_IN_TEAM: {
    fr: "Ce joueur n'est pas de cette équipe.",
    en: 'That player is not in that team.',
  },
  GENERALE_COINCHED: {
    fr: 'Une générale ne peut pas être coinchée.',
    en: 'A générale cannot be coinched.',
  },
  CLAIM_TRICKS_INVALID: {
    fr: 'Plis joués : un nombre par joueur, 9 au plus en tout.',
    en: 'Tricks so far: one number per player, 9 at most in all.',
  },
  CLAIM_POINTS_CONTRADICT_TRICKS: {
    fr: "Une équipe sans pli n'a pas de points.",
    en: 'A team without a trick has no points.',
  },
  INVALID_CALL: {
    fr: 'Une annonce est passe, un contrat, coinche ou surcoinche.',
    en: 'A call is pass, a bid, coinche or surcoinche.',
  },
  CALL_OUT_OF_TURN: {
    fr: "Ce n'est pas à ce joueur de parler.",
    en: "It is not this player's turn to speak.",
  },
  BID_NOT_HIGHER: {
    fr: 'Une enchère doit être plus haute que la précédente.',
    en: 'A bid must be higher than the last one.',
  },
  COINCHE_WITHOUT_BID: {
    fr: "Il n'y a pas encore de contrat à coincher.",
    en: 'There is no contract to coinche yet.',
  },
  COINCHE_BY_DECLARING_TEAM: {
    fr: "Seule l'équipe adverse peut coincher.",
    en: 'Only the opposing team may coinche.',
  },
  SURCOINCHE_WITHOUT_COINCHE: {
    fr: 'On ne surcoinche qu’un contrat coinché.',
    en: 'Only a coinched contract can be surcoinched.',
  },
  SURCOINCHE_BY_DEFENDERS: {
    fr: "Seule l'équipe qui a pris peut surcoincher.",
    en: 'Only the declaring team may surcoinche.',
  },
  CALL_AFTER_AUCTION_END: { fr: 'Les enchères sont terminées.', en: 'The auction is over.' },
  AUCTION_NOT_ENDED: {
    fr: 'Les enchères ne sont pas terminées.',
    en: 'The auction has not ended.',
  },
  DEAL_AFTER_GAME_END: {
    fr: 'La partie est terminée : plus aucune donne.',
    en: 'The game is over: no more deals.',
  },
  INVALID_GAME_END: {
    fr: 'Une partie se joue en un nombre entier de donnes, au moins une.',
    en: 'A game is a whole number of deals, at least one.',
  },
  UNKNOWN_RULESET: {
    fr: 'Ce jeu n’existe pas : coinche 2018, belote coinchée, Jass coinché ou Cinch.',
    en: 'No such game: 2018 coinche, belote coinchée, Jass coinché or Cinch.',
  },
  FACT_NOT_IN_GAME: {
    fr: '{fact} n’existe pas dans ce jeu.',
    en: 'This game has no {fact}.',
  },
  POINTS_IMPOSSIBLE: {
    fr: 'Ces points sont impossibles : une équipe a au plus deux pedros de 5 et quatre cartes d’un point en tout (14 points).',
    en: 'These points are impossible: two pedros of 5 and four 1-point cards, 14 points in all.',
  },
  INVALID_TARGET: {
    fr: 'Le score à atteindre est un nombre entier positif.',
    en: 'The target is a positive whole number.',
  },
  DEALER_NOT_EXPECTED: {
    fr: "Ce n'est pas à ce joueur de donner.",
    en: 'It is not this player’s deal.',
  },
  DEALER_CHANGED: { fr: 'Le donneur d’une donne ne change pas.', en: 'A deal keeps its dealer.' },
  DEAL_FACTS_MISSING: {
    fr: 'Indiquez le contrat et les points, les enchères, ou « donne nulle ».',
    en: 'Give the contract and points, the auction, or “passed out”.',
  },
};

/** Points that add up to at most {max}: a claim before the last trick (152), or Cinch (14). */
export const CARD_POINTS_AT_MOST: Record<Language, string> = {
  fr: 'Les points des deux équipes font au plus {max} ensemble.',
  en: "Both teams' points add up to at most {max}.",
};

/** The facts a game may not have (FACT_NOT_IN_GAME names them by their field). */
export const FACT_NAMES: Record<string, Record<Language, string>> = {
  belote: { fr: 'La belote', en: 'belote' },
  revoke: { fr: 'La renonce', en: 'revoke' },
  claim: { fr: '« Nous avons gagné »', en: '“we have won” claim' },
  allTricks: { fr: 'Le relevé de tous les plis', en: 'all-tricks record' },
  'allTricks.seat': {
    fr: 'Tous les plis par un joueur seul',
    en: 'all tricks by one player alone',
  },
  doubling: { fr: 'La coinche', en: 'coinche' },
  call: { fr: 'La coinche', en: 'coinche' },
};

/** Contract names inside messages. */
export const CONTRACT_WORDS: Record<string, Record<Language, string>> = {
  match: { fr: 'match', en: 'match' },
  generale: { fr: 'générale', en: 'générale' },
  capot: { fr: 'capot', en: 'capot' },
};

/** Rule codes the API adds to those of libs/rules. */
export type ApiRuleCode = 'DEALER_NOT_EXPECTED' | 'DEALER_CHANGED' | 'DEAL_FACTS_MISSING';
