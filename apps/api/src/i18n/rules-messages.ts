import type { RulesErrorCode } from '@marque/rules';
import type { Language } from './language';

/** What a referee reads for each rule a deal breaks, in French and English. */
export const RULES_MESSAGES: Record<RulesErrorCode | ApiRuleCode, Record<Language, string>> = {
  INVALID_DEAL: { fr: 'La donne est incomplète.', en: 'The deal is incomplete.' },
  INVALID_SEAT: { fr: 'Une place va de 0 à 3.', en: 'A seat is 0 to 3.' },
  INVALID_TEAM: { fr: 'Une équipe est A ou B.', en: 'A team is A or B.' },
  INVALID_CONTRACT_VALUE: {
    fr: 'Un contrat vaut 60 à 150 par dizaines, match ou générale.',
    en: 'A contract is 60 to 150 in tens, match or générale.',
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
    fr: 'Les points vont de 0 à 157.',
    en: 'Card points are from 0 to 157.',
  },
  CARD_POINTS_SUM: {
    fr: 'Les points des deux équipes font 157 ensemble.',
    en: "Both teams' card points add up to 157.",
  },
  ALL_TRICKS_CONTRADICTS_POINTS: {
    fr: "L'équipe qui fait tous les plis a les 157 points.",
    en: 'The team that took all tricks has all 157 points.',
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

/** During a deal (a claim) the points so far add up to at most {max}: 152 before the last trick. */
export const CARD_POINTS_AT_MOST: Record<Language, string> = {
  fr: 'Les points des deux équipes font au plus {max} ensemble à ce moment de la donne.',
  en: "Both teams' card points add up to at most {max} at this point of the deal.",
};

/** Rule codes the API adds to those of libs/rules. */
export type ApiRuleCode = 'DEALER_NOT_EXPECTED' | 'DEALER_CHANGED' | 'DEAL_FACTS_MISSING';
