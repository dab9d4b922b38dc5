import type { WorkedExampleFacts } from '../rules-content';

// From RULES-BELOTE-COINCHEE.md's worked examples; team A (seat 0 and its partner) declares.
export const BELOTE_COINCHEE_EXAMPLES = [
  {
    id: 'made-80',
    ruleset: 'belote-coinchee',
    contract: { value: 80, suit: 'hearts', declarer: 0 },
    doubling: 'none',
    cardPoints: { A: 82, B: 80 },
    marks: { A: 80, B: 0 },
  },
  {
    id: 'belote-90',
    ruleset: 'belote-coinchee',
    contract: { value: 90, suit: 'spades', declarer: 0 },
    doubling: 'none',
    belote: 'A',
    cardPoints: { A: 83, B: 79 },
    marks: { A: 90, B: 0 },
  },
  {
    id: 'belote-140-failed',
    ruleset: 'belote-coinchee',
    contract: { value: 140, suit: 'diamonds', declarer: 0 },
    doubling: 'none',
    belote: 'A',
    cardPoints: { A: 118, B: 44 },
    marks: { A: 0, B: 160 },
  },
  {
    id: 'coinched-100',
    ruleset: 'belote-coinchee',
    contract: { value: 100, suit: 'clubs', declarer: 0 },
    doubling: 'coinche',
    cardPoints: { A: 104, B: 58 },
    marks: { A: 200, B: 0 },
  },
  {
    id: 'coinched-capot-failed',
    ruleset: 'belote-coinchee',
    contract: { value: 'capot', suit: 'hearts', declarer: 0 },
    doubling: 'coinche',
    cardPoints: { A: 162, B: 0 },
    marks: { A: 0, B: 320 },
  },
] as const satisfies readonly WorkedExampleFacts[];

/**
 * What the declaring team must make for each contract, without and with its own belote:
 * the larger of 82 and the contract (less 20 with belote).
 */
export const BELOTE_COINCHEE_NEEDS = [
  { contract: 80, need: 82, withBelote: 82 },
  { contract: 90, need: 90, withBelote: 82 },
  { contract: 100, need: 100, withBelote: 82 },
  { contract: 110, need: 110, withBelote: 90 },
  { contract: 120, need: 120, withBelote: 100 },
  { contract: 130, need: 130, withBelote: 110 },
  { contract: 140, need: 140, withBelote: 120 },
  { contract: 150, need: 150, withBelote: 130 },
  { contract: 160, need: 160, withBelote: 140 },
] as const;
