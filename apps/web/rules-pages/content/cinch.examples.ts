import type { WorkedExampleFacts } from '../rules-content';

// From RULES-CINCH.md's worked examples; team A (seat 0 and its partner) wins the bidding.
export const CINCH_EXAMPLES = [
  {
    id: 'made-defenders-score',
    ruleset: 'cinch',
    contract: { value: 6, suit: 'hearts', declarer: 0 },
    cardPoints: { A: 6, B: 8 },
    marks: { A: 0, B: 2 },
  },
  {
    id: 'set-by-one',
    ruleset: 'cinch',
    contract: { value: 8, suit: 'hearts', declarer: 0 },
    cardPoints: { A: 7, B: 7 },
    marks: { A: 0, B: 15 },
  },
  {
    id: 'made-7',
    ruleset: 'cinch',
    contract: { value: 7, suit: 'spades', declarer: 0 },
    cardPoints: { A: 12, B: 2 },
    marks: { A: 10, B: 0 },
  },
  {
    id: 'declarer-revoked',
    ruleset: 'cinch',
    contract: { value: 5, suit: 'clubs', declarer: 0 },
    cardPoints: { A: 11, B: 3 },
    revoke: 'A',
    marks: { A: 0, B: 19 },
  },
  {
    id: 'defenders-revoked',
    ruleset: 'cinch',
    contract: { value: 9, suit: 'diamonds', declarer: 0 },
    cardPoints: { A: 6, B: 8 },
    revoke: 'B',
    marks: { A: 9, B: 0 },
  },
] as const satisfies readonly WorkedExampleFacts[];
