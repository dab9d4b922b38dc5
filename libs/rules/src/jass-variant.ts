import type { JassContractValue } from './types.ts';

/**
 * What sets the games of the 36-card family apart (RULES-JASS-COINCHE: "it differs from the 2018
 * marque in exactly two points"): the contract ladder and what all 9 tricks by a team count for.
 * Everything else is the 2018 marque.
 */
export interface JassVariant {
  /** Every contract, lowest first. */
  contracts: readonly JassContractValue[];
  /** The card value of a team that won all 9 tricks. */
  allTricksValue: number;
  /** The card value of one player who won all 9 alone. */
  allTricksAloneValue: number;
}

/** Facts of other games that a deal of the 36-card family cannot carry. */
export const JASS_FOREIGN_FACTS = ['belote', 'revoke'] as const;

const NUMERIC_FROM_60 = [60, 70, 80, 90, 100, 110, 120, 130, 140, 150] as const;

/** The 2018 tournament marque: contracts from 60; all tricks count 250, alone 500. */
export const MARQUE_2018: JassVariant = {
  contracts: [...NUMERIC_FROM_60, 'match', 'generale'],
  allTricksValue: 250,
  allTricksAloneValue: 500,
};

/** Jass coinché: contracts from 50; all tricks by a team count 157 + 100 = 257, alone still 500. */
export const JASS_COINCHE: JassVariant = {
  contracts: [50, ...NUMERIC_FROM_60, 'match', 'generale'],
  allTricksValue: 257,
  allTricksAloneValue: 500,
};
