import type { BellOutcome, TieAtBell } from './bell.ts';
import type { GameOptions, GameScore } from './game.ts';
import type { DealScore } from './marque.ts';
import type {
  AnyCall,
  AnyContractValue,
  AnyDealRecord,
  Doubling,
  GameContract,
  Seat,
} from './types.ts';

/**
 * The games a tournament can be scored with (its `ruleset`): the 2018 tournament marque, belote
 * coinchée (32 cards), Jass coinché (the encyclopedia's) and Cinch.
 */
export const RULESET_MARQUE_2018 = 'marque-2018';
export const RULESETS = ['marque-2018', 'belote-coinchee', 'jass-coinche', 'cinch'] as const;
export type RulesetId = (typeof RULESETS)[number];

export function isRuleset(value: unknown): value is RulesetId {
  return RULESETS.includes(value as RulesetId);
}

export type CallType = AnyCall['type'];

/** What a deal form needs to draw itself, and what a tournament may set. */
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
  calls: readonly CallType[];
  /** The facts a deal records beside its contract and points. */
  facts: {
    /** A team took all tricks. */
    allTricks: boolean;
    /** One player alone took all tricks (the générale). */
    allTricksAlone: boolean;
    /** Which team announced belote–rebelote. */
    belote: boolean;
    /** "Nous avons gagné", during a deal. */
    claim: boolean;
    /** Which team revoked. */
    revoke: boolean;
  };
  /** The order of play, as the game's rules describe it (seat s + 1 plays after seat s). */
  seatOrder: 'counterclockwise' | 'clockwise';
  /** The points that end a game: the default and the range a tournament may choose from. */
  target: { default: number; min: number; max: number };
}

export type RulesetAuctionResult =
  { passedOut: true } | { passedOut: false; contract: GameContract; doubling: Doubling };

/**
 * One game's rules. Every function takes untyped input (JSON from a device) and throws a
 * `RulesError` naming the field for anything the game does not allow.
 */
export interface Ruleset {
  id: RulesetId;
  /** The game's name, for people. */
  names: { fr: string; en: string };
  defaultTarget: number;
  form: RulesetForm;
  /** Checks a deal's facts in this game (played, passed out, claimed); returns a clean copy. */
  readDeal(deal: unknown): AnyDealRecord;
  /** The marque of a deal played to its end. */
  scoreDeal(deal: unknown): DealScore;
  /**
   * Running totals, the end of the game and its winner, from the deals in order; the game ends at
   * its target (the game's default unless said) or after `dealsPerGame` deals. With `before`,
   * what this returned for the first `before.deals.length` of these deals with the same options,
   * only the deals after them are scored.
   */
  scoreGame(deals: readonly unknown[], options?: GameOptions, before?: GameScore): GameScore;
  /** The contract and its doubling from the calls in order, or a passed-out deal. */
  resolveAuction(dealer: Seat, calls: readonly unknown[]): RulesetAuctionResult;
  /** The result of a game when its round is closed at the bell. */
  outcomeAtBell(
    deals: readonly unknown[],
    options: GameOptions & { tieAtBell: TieAtBell },
  ): BellOutcome;
}
