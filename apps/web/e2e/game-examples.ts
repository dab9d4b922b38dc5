// The games the e2e run plays, deal by deal: the worked examples of RULES-BELOTE-COINCHEE.md and
// RULES-CINCH.md, as the referee taps them in and as the sheet must then mark them.

/** One deal as the referee taps it in, and the marks the sheet must then show for A and B. */
export type GameDeal = { marks: [number, number]; words?: string } & (
  | {
      kind: 'contract';
      value: string;
      suit: string;
      /** The seat, counted from the table's first as the declarer buttons list them. */
      declarer: number;
      doubling?: string;
      /** The declaring team's points; `other`: the defenders' typed over `14 − p` (Cinch). */
      points?: string;
      other?: string;
      allTricks?: 'A' | 'B';
      belote?: 'A' | 'B';
      revoke?: 'A' | 'B';
    }
  | { kind: 'auction'; value: string; suit: string; pointsA: string; belote?: 'A' }
  | { kind: 'passedOut' }
);

export interface Game {
  id: 'belote-coinchee' | 'cinch';
  name: string;
  gameName: string;
  /** The target typed in the create form, or nothing to keep the game's default. */
  target?: string;
  expectedTarget: number;
  bounds: { default: number; min: number; max: number };
  teams: string;
  /** The points of a deal, and the contracts as the form's buttons list them. */
  total: number;
  ladder: string;
  /** The printed sheet's columns that depend on the game: shown or not. */
  printed: Record<string, boolean>;
  deals: GameDeal[];
  winner: 'A' | 'B';
}

export const fr = (value: number) => new Intl.NumberFormat('fr-FR').format(value);

/**
 * Belote coinchée to 1000: the spec's worked examples in turn, one of them bid call by call.
 * Team A declares unless said.
 */
export const BELOTE: Game = {
  id: 'belote-coinchee',
  total: 162,
  ladder: '80 90 100 110 120 130 140 150 160 Capot',
  printed: { Coinche: true, Belote: true, Renonce: false },
  name: 'Coinche du Vieux-Port',
  gameName: 'Belote coinchée',
  target: '1000',
  expectedTarget: 1000,
  bounds: { default: 2000, min: 500, max: 5000 },
  teams: 'Les Tchatcheurs; Marius Olive; Fanny Cabanis\nLes Cigales; César Panisse; Honorine Brun',
  winner: 'B',
  deals: [
    // 90♠ with belote: 83 is enough (need 90 − 20); without it, it fails.
    {
      kind: 'contract',
      value: '90',
      suit: 'Pique',
      declarer: 0,
      points: '83',
      belote: 'A',
      marks: [90, 0],
      words: 'belote annoncée par',
    },
    { kind: 'contract', value: '90', suit: 'Pique', declarer: 0, points: '83', marks: [0, 160] },
    {
      kind: 'contract',
      value: '100',
      suit: 'Trèfle',
      declarer: 0,
      doubling: 'Coinché',
      points: '104',
      marks: [200, 0],
    },
    {
      kind: 'contract',
      value: 'Capot',
      suit: 'Cœur',
      declarer: 0,
      allTricks: 'A',
      marks: [250, 0],
      words: 'Capot ♥',
    },
    // All 162 points but a trick lost: a coinched capot fails.
    {
      kind: 'contract',
      value: 'Capot',
      suit: 'Cœur',
      declarer: 0,
      doubling: 'Coinché',
      points: '162',
      marks: [0, 320],
    },
    // Team B declares 120 with 92; team A's belote does not help it.
    {
      kind: 'contract',
      value: '120',
      suit: 'Pique',
      declarer: 1,
      points: '92',
      belote: 'A',
      marks: [160, 0],
    },
    { kind: 'passedOut', marks: [0, 0] },
    {
      kind: 'auction',
      value: '140',
      suit: 'Carreau',
      pointsA: '132',
      belote: 'A',
      marks: [140, 0],
    },
    { kind: 'contract', value: '80', suit: 'Cœur', declarer: 2, points: '82', marks: [80, 0] },
    {
      kind: 'contract',
      value: '100',
      suit: 'Trèfle',
      declarer: 0,
      doubling: 'Surcoinché',
      points: '95',
      marks: [0, 640],
    },
  ],
};

/** Cinch to its default 51: every worked example with a bid, a revoke, a point left in the stock. */
export const CINCH: Game = {
  id: 'cinch',
  total: 14,
  ladder: '1 2 3 4 5 6 7 8 9 10 11 12 13 14',
  printed: { Coinche: false, Belote: false, Renonce: true },
  name: 'Cinch de Lausanne',
  gameName: 'Cinch (Double Pedro)',
  expectedTarget: 51,
  bounds: { default: 51, min: 11, max: 500 },
  teams: 'Les Pedros; Ada Pernet; Jules Baud\nLes Renonces; Iris Monod; Noé Chappuis',
  winner: 'B',
  deals: [
    {
      kind: 'contract',
      value: '7',
      suit: 'Pique',
      declarer: 0,
      points: '12',
      marks: [10, 0],
      words: 'Enchère 7 ♠',
    },
    { kind: 'contract', value: '8', suit: 'Cœur', declarer: 0, points: '7', marks: [0, 15] },
    {
      kind: 'contract',
      value: '5',
      suit: 'Carreau',
      declarer: 0,
      points: '11',
      revoke: 'A',
      marks: [0, 19],
      words: 'renonce commise par',
    },
    {
      kind: 'contract',
      value: '9',
      suit: 'Trèfle',
      declarer: 0,
      points: '6',
      revoke: 'B',
      marks: [9, 0],
    },
    // A point stayed in the stock: 6–7, the bid of 6 is made, the defenders mark the difference.
    {
      kind: 'contract',
      value: '6',
      suit: 'Pique',
      declarer: 2,
      points: '6',
      other: '7',
      marks: [0, 1],
    },
    { kind: 'passedOut', marks: [0, 0] },
    { kind: 'auction', value: '14', suit: 'Cœur', pointsA: '14', marks: [14, 0] },
    { kind: 'contract', value: '7', suit: 'Carreau', declarer: 0, points: '7', marks: [0, 0] },
    { kind: 'contract', value: '10', suit: 'Pique', declarer: 0, points: '9', marks: [0, 15] },
    // Team B declares 7 with 12: it marks the difference, 10, and passes 51.
    { kind: 'contract', value: '7', suit: 'Trèfle', declarer: 1, points: '12', marks: [0, 10] },
  ],
};
