import type { WorkedExampleFacts } from '../rules-content';

// From RULES-2018.md's worked examples; team A (seat 0 and its partner) declares.
export const MARQUE_2018_EXAMPLES = [
  {
    id: 'made-80',
    ruleset: 'marque-2018',
    contract: { value: 80, suit: 'hearts', declarer: 0 },
    doubling: 'none',
    cardPoints: { A: 84, B: 73 },
    marks: { A: 160, B: 70 },
  },
  {
    id: 'failed-80',
    ruleset: 'marque-2018',
    contract: { value: 80, suit: 'hearts', declarer: 0 },
    doubling: 'none',
    cardPoints: { A: 79, B: 78 },
    marks: { A: 0, B: 240 },
  },
  {
    id: 'coinched-100',
    ruleset: 'marque-2018',
    contract: { value: 100, suit: 'spades', declarer: 0 },
    doubling: 'coinche',
    cardPoints: { A: 101, B: 56 },
    marks: { A: 360, B: 0 },
  },
  {
    id: 'all-tricks-120',
    ruleset: 'marque-2018',
    contract: { value: 120, suit: 'diamonds', declarer: 0 },
    doubling: 'none',
    cardPoints: { A: 157, B: 0 },
    allTricks: { team: 'A' },
    marks: { A: 370, B: 0 },
  },
  {
    id: 'failed-generale',
    ruleset: 'marque-2018',
    contract: { value: 'generale', suit: 'hearts', declarer: 0 },
    doubling: 'none',
    cardPoints: { A: 157, B: 0 },
    allTricks: { team: 'A' },
    marks: { A: 0, B: 660 },
  },
] as const satisfies readonly WorkedExampleFacts[];
