// The game's vocabulary as the HTTP API speaks it. libs/rules defines the same unions for the
// domain; apps/api/src/common/contract-checks.ts fails to compile if the two ever differ.

/** Counterclockwise; team A sits at seats 0 and 2, team B at 1 and 3. */
export type Seat = 0 | 1 | 2 | 3;
export type TeamSide = 'A' | 'B';
export type Suit = 'spades' | 'hearts' | 'diamonds' | 'clubs';
export type ContractValue =
  60 | 70 | 80 | 90 | 100 | 110 | 120 | 130 | 140 | 150 | 'match' | 'generale';
export type Doubling = 'none' | 'coinche' | 'surcoinche';

export interface TeamPoints {
  A: number;
  B: number;
}

export interface Contract {
  value: ContractValue;
  suit: Suit;
  declarer: Seat;
}

/** One call of an auction, in the order they were made. */
export type Call =
  | { seat: Seat; type: 'pass' }
  | { seat: Seat; type: 'bid'; value: ContractValue; suit: Suit }
  | { seat: Seat; type: 'coinche' }
  | { seat: Seat; type: 'surcoinche' };

/** "Nous avons gagné": the claim made during a deal. */
export interface Claim {
  team: TeamSide;
  cardPointsSoFar: TeamPoints;
  tricksSoFar: [number, number, number, number];
}

/** The facts of a deal as recorded (a DealRecord of libs/rules). */
export type DealFacts =
  | { passedOut: true }
  | {
      contract: Contract;
      doubling: Doubling;
      cardPoints: TeamPoints;
      allTricks?: { team: TeamSide; seat?: Seat };
    }
  | { contract: Contract; doubling: Doubling; claim: Claim };
