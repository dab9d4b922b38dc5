/** A team to pair, as the standings see it. The input order of teams is the ranking. */
export interface PairingTeam {
  id: string;
  /** Games won so far (any number: halves for draws are fine). */
  score: number;
  /** Teams already met (either side listing the other is enough). */
  opponents: string[];
  byes: number;
  club?: string;
}

export interface SwissOptions {
  /** Keep teams of the same club apart when rematches and byes allow. */
  avoidSameClub?: boolean;
  /** Decides among pairings that tie on every criterion; the same seed, the same pairing. */
  seed?: number;
}

/** Tables best first, each [higher-ranked, lower-ranked]; the team sitting out, if any. */
export interface SwissPairing {
  pairs: Array<[string, string]>;
  bye: string | null;
}
