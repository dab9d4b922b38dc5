import type { AnyContractValue, Doubling, RulesetId } from './game';

/** What a deal form needs to draw itself, and what a tournament may set (libs/rules' RulesetForm). */
export interface RulesetForm {
  /** Cards in the deck, and tricks in a deal. */
  cards: number;
  tricks: number;
  /** The points of a deal: 157, 162 or 14. */
  totalPoints: number;
  /** Whether the two teams' points always add up to `totalPoints`, or to at most that. */
  pointsAddUp: 'exactly' | 'at-most';
  /** Every contract, lowest first (the ladder a bid climbs). */
  contracts: readonly AnyContractValue[];
  /** The doublings a contract can carry (`['none']` when the game has no coinche). */
  doublings: readonly Doubling[];
  /** The contracts that cannot be coinched (the générale of the 36-card games), none elsewhere. */
  uncoinchable: readonly AnyContractValue[];
  /** The calls of an auction. */
  calls: readonly ('pass' | 'bid' | 'coinche' | 'surcoinche')[];
  /** The facts a deal records beside its contract and points. */
  facts: {
    allTricks: boolean;
    allTricksAlone: boolean;
    belote: boolean;
    claim: boolean;
    revoke: boolean;
  };
  /** The order of play, as the game's rules describe it (seat s + 1 plays after seat s). */
  seatOrder: 'counterclockwise' | 'clockwise';
  /** The points that end a game: the default and the range a tournament may choose from. */
  target: { default: number; min: number; max: number };
}

/** One game of `GET /api/rulesets`, and `TableView.ruleset`. */
export interface RulesetInfo {
  id: RulesetId;
  names: { fr: string; en: string };
  defaultTarget: number;
  form: RulesetForm;
}
