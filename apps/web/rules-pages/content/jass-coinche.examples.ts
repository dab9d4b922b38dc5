import type { WorkedExampleFacts } from '../rules-content';

// From RULES-JASS-COINCHE.md's worked examples; team A (seat 0 and its partner) declares.
export const JASS_COINCHE_EXAMPLES = [
  {
    id: 'made-50',
    ruleset: 'jass-coinche',
    contract: { value: 50, suit: 'hearts', declarer: 0 },
    doubling: 'none',
    cardPoints: { A: 52, B: 105 },
    marks: { A: 100, B: 110 },
  },
  {
    id: 'failed-50',
    ruleset: 'jass-coinche',
    contract: { value: 50, suit: 'hearts', declarer: 0 },
    doubling: 'none',
    cardPoints: { A: 49, B: 108 },
    marks: { A: 0, B: 210 },
  },
  {
    id: 'made-match',
    ruleset: 'jass-coinche',
    contract: { value: 'match', suit: 'clubs', declarer: 0 },
    doubling: 'none',
    cardPoints: { A: 157, B: 0 },
    allTricks: { team: 'A' },
    marks: { A: 510, B: 0 },
  },
  {
    id: 'coinched-match',
    ruleset: 'jass-coinche',
    contract: { value: 'match', suit: 'clubs', declarer: 0 },
    doubling: 'coinche',
    cardPoints: { A: 157, B: 0 },
    allTricks: { team: 'A' },
    marks: { A: 660, B: 0 },
  },
  {
    id: 'defenders-all-tricks',
    ruleset: 'jass-coinche',
    contract: { value: 100, suit: 'spades', declarer: 0 },
    doubling: 'none',
    cardPoints: { A: 0, B: 157 },
    allTricks: { team: 'B' },
    marks: { A: 0, B: 260 },
  },
] as const satisfies readonly WorkedExampleFacts[];
