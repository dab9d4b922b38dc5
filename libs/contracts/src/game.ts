// The game's vocabulary as the HTTP API speaks it. libs/rules defines the same unions for the
// domain; apps/api/src/common/contract-checks.ts fails to compile if the two ever differ.

/** The games a tournament can play (`GET /api/rulesets` describes each). */
export type RulesetId = 'marque-2018' | 'belote-coinchee' | 'jass-coinche' | 'cinch';

/** In the order of play; team A sits at seats 0 and 2, team B at 1 and 3. */
export type Seat = 0 | 1 | 2 | 3;
export type TeamSide = 'A' | 'B';
export type Suit = 'spades' | 'hearts' | 'diamonds' | 'clubs';
export type ContractValue =
  60 | 70 | 80 | 90 | 100 | 110 | 120 | 130 | 140 | 150 | 'match' | 'generale';
/** A contract of any game: Jass coinché from 50, belote coinchée to 160 and capot, Cinch 1 to 14. */
export type AnyContractValue =
  | 50
  | ContractValue
  | (80 | 90 | 100 | 110 | 120 | 130 | 140 | 150 | 160 | 'capot')
  | (1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14);
export type Doubling = 'none' | 'coinche' | 'surcoinche';

export interface TeamPoints {
  A: number;
  B: number;
}

export interface Contract {
  value: AnyContractValue;
  suit: Suit;
  declarer: Seat;
}

/**
 * One call of an auction, in the order they were made. The coinche games' bids name their suit;
 * a Cinch bid may (the winning bid's suit is trump).
 */
export type Call =
  | { seat: Seat; type: 'pass' }
  | { seat: Seat; type: 'bid'; value: AnyContractValue; suit?: Suit }
  | { seat: Seat; type: 'coinche' }
  | { seat: Seat; type: 'surcoinche' };

/** The facts a deal of a played game may record beside its contract and points. */
export interface DealExtras {
  /** A team took all tricks; `seat` when one player alone did (a générale). */
  allTricks?: { team: TeamSide; seat?: Seat };
  /** Belote coinchée: the team that announced belote–rebelote. */
  belote?: TeamSide;
  /** Cinch: the team that revoked. */
  revoke?: TeamSide;
}

/** "Nous avons gagné": the claim made during a deal. */
export interface Claim {
  team: TeamSide;
  cardPointsSoFar: TeamPoints;
  tricksSoFar: [number, number, number, number];
}

/**
 * The facts of a deal as recorded (a deal record of libs/rules, in the tournament's game). Cinch
 * has no doubling; its `cardPoints` are each team's points of 14.
 */
export type DealFacts =
  | { passedOut: true }
  | ({ contract: Contract; doubling?: Doubling; cardPoints: TeamPoints } & DealExtras)
  | { contract: Contract; doubling: Doubling; claim: Claim };
