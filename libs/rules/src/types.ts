/** Seats are numbered counterclockwise: seat s+1 sits at the right of seat s. */
export type Seat = 0 | 1 | 2 | 3;
/** Team A = seats 0 and 2, team B = seats 1 and 3 (partners face each other). */
export type Team = 'A' | 'B';
/** The trump suit; suits have no rank in the auction. */
export type Suit = 'spades' | 'hearts' | 'diamonds' | 'clubs';
/** A contract: 60 to 150 points, a match (all 9 tricks by the team), a générale (by the declarer alone). */
export type ContractValue =
  60 | 70 | 80 | 90 | 100 | 110 | 120 | 130 | 140 | 150 | 'match' | 'generale';
export type Doubling = 'none' | 'coinche' | 'surcoinche';

export interface Contract {
  value: ContractValue;
  suit: Suit;
  declarer: Seat;
}

/** Points of each team, as card points or as marks. */
export interface TeamPoints {
  A: number;
  B: number;
}

export interface PlayedDeal {
  contract: Contract;
  doubling: Doubling;
  /** Card points taken, last trick's 5 included: 157 together. */
  cardPoints: TeamPoints;
  /** A team took all 9 tricks; `seat` when one player alone did. */
  allTricks?: { team: Team; seat?: Seat };
}

/** Four passes with no bid ("donne nulle"): nothing scores. */
export interface PassedOutDeal {
  passedOut: true;
}

/** "Nous avons gagné": a team stops the game during a deal. */
export interface ClaimedDeal {
  contract: Contract;
  doubling: Doubling;
  claim: {
    team: Team;
    cardPointsSoFar: TeamPoints;
    /** Tricks won so far by each seat. */
    tricksSoFar: [number, number, number, number];
  };
}

export type DealRecord = PlayedDeal | PassedOutDeal | ClaimedDeal;

export type Call =
  | { seat: Seat; type: 'pass' }
  | { seat: Seat; type: 'bid'; value: ContractValue; suit: Suit }
  | { seat: Seat; type: 'coinche' }
  | { seat: Seat; type: 'surcoinche' };
