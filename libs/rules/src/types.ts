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

// ---- The other games (RULES-JASS-COINCHE, RULES-BELOTE-COINCHEE, RULES-CINCH) ----

/** Jass coinché's ladder starts at 50; otherwise the 2018 contracts. */
export type JassContractValue = 50 | ContractValue;

/** Belote coinchée: 80 to 160 in tens, then capot (all 8 tricks by the declaring team). */
export type BeloteContractValue = 80 | 90 | 100 | 110 | 120 | 130 | 140 | 150 | 160 | 'capot';

/** Cinch: a bid of 1 to 14 points. */
export type CinchContractValue = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;

/** A contract value of any game. */
export type AnyContractValue = JassContractValue | BeloteContractValue | CinchContractValue;

export interface GameContract<V extends AnyContractValue = AnyContractValue> {
  value: V;
  suit: Suit;
  declarer: Seat;
}

/** Belote coinchée: card points add up to 162; `belote` is the team that announced it. */
export interface BelotePlayedDeal {
  contract: GameContract<BeloteContractValue>;
  doubling: Doubling;
  cardPoints: TeamPoints;
  /** A team took all 8 tricks (no "alone" in this game). */
  allTricks?: { team: Team };
  /** The team that announced belote–rebelote; only the declaring team's counts. */
  belote?: Team;
}
export type BeloteDealRecord = BelotePlayedDeal | PassedOutDeal;

/** Cinch: each team's points (14 at most together), and the team that revoked, if one did. */
export interface CinchPlayedDeal {
  contract: GameContract<CinchContractValue>;
  cardPoints: TeamPoints;
  revoke?: Team;
}
export type CinchDealRecord = CinchPlayedDeal | PassedOutDeal;

/** Cinch's calls: one round, pass or a bid (the suit named with the bid; the winning bid's counts). */
export type CinchCall =
  | { seat: Seat; type: 'pass' }
  | { seat: Seat; type: 'bid'; value: CinchContractValue; suit?: Suit };

/** A deal record of any game. */
export type AnyDealRecord =
  | DealRecord
  | BeloteDealRecord
  | CinchDealRecord
  | (Omit<PlayedDeal, 'contract'> & { contract: GameContract<JassContractValue> })
  | (Omit<ClaimedDeal, 'contract'> & { contract: GameContract<JassContractValue> });

/** A call of any game's auction. */
export type AnyCall =
  | { seat: Seat; type: 'pass' }
  | { seat: Seat; type: 'bid'; value: AnyContractValue; suit?: Suit }
  | { seat: Seat; type: 'coinche' }
  | { seat: Seat; type: 'surcoinche' };
