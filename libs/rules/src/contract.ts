import { RulesError } from './errors.ts';
import { asRecord, shown } from './input.ts';
import { assertSeat } from './seats.ts';
import { MARQUE_2018 } from './jass-variant.ts';
import type {
  AnyContractValue,
  Contract,
  ContractValue,
  Doubling,
  GameContract,
  Suit,
} from './types.ts';

/** Every contract of the 2018 marque, lowest first: a bid must name a later one than the last bid. */
export const CONTRACT_VALUES = MARQUE_2018.contracts as readonly ContractValue[];
/** Trump suits have no rank: only the amount orders bids. */
export const SUITS: readonly Suit[] = ['spades', 'hearts', 'diamonds', 'clubs'];
export const DOUBLINGS: readonly Doubling[] = ['none', 'coinche', 'surcoinche'];

/** V, the contract's amount: its number, 250 for a match, 500 for a générale. */
export function contractAmount(value: ContractValue): number {
  return amountOf(assertContractValue(value, 'value'));
}

/** V of any game's contract: a match or a capot counts 250, a générale 500. */
export function amountOf(value: AnyContractValue): number {
  if (value === 'match' || value === 'capot') return 250;
  if (value === 'generale') return 500;
  return value;
}

/** The contract's place in the order of bids: 60 < … < 150 < match < générale. */
export function contractRank(value: ContractValue): number {
  return CONTRACT_VALUES.indexOf(assertContractValue(value, 'value'));
}

export function isNumericContract(value: AnyContractValue): value is number & AnyContractValue {
  return typeof value === 'number';
}

/** ×1, ×2 when coinched, ×4 when surcoinched. */
export function doublingFactor(doubling: Doubling): number {
  const checked = assertDoubling(doubling, 'doubling');
  if (checked === 'coinche') return 2;
  if (checked === 'surcoinche') return 4;
  return 1;
}

export function assertContractValue(value: unknown, field: string): ContractValue;
export function assertContractValue<V extends AnyContractValue>(
  value: unknown,
  field: string,
  ladder: readonly V[],
): V;
/** A contract on the game's ladder (the 2018 one unless said). */
export function assertContractValue(
  value: unknown,
  field: string,
  ladder: readonly AnyContractValue[] = CONTRACT_VALUES,
): AnyContractValue {
  if (!ladder.includes(value as AnyContractValue)) {
    throw new RulesError(
      'INVALID_CONTRACT_VALUE',
      field,
      `A contract is one of ${ladder.map(String).join(', ')} (got ${shown(value)})`,
      { lowest: String(ladder[0]), highest: String(ladder[ladder.length - 1]) },
    );
  }
  return value as AnyContractValue;
}

export function assertSuit(value: unknown, field: string): Suit {
  if (!SUITS.includes(value as Suit)) {
    throw new RulesError(
      'INVALID_SUIT',
      field,
      `A suit is spades, hearts, diamonds or clubs (got ${shown(value)})`,
    );
  }
  return value as Suit;
}

export function assertDoubling(value: unknown, field: string): Doubling {
  if (!DOUBLINGS.includes(value as Doubling)) {
    throw new RulesError(
      'INVALID_DOUBLING',
      field,
      `A doubling is none, coinche or surcoinche (got ${shown(value)})`,
    );
  }
  return value as Doubling;
}

/** A contract of any game: a value on the game's ladder, a trump suit, a declarer. */
export function readGameContract<V extends AnyContractValue>(
  contract: unknown,
  ladder: readonly V[],
): GameContract<V> {
  const fields = asRecord(contract, 'contract');
  return {
    value: assertContractValue(fields['value'], 'contract.value', ladder),
    suit: assertSuit(fields['suit'], 'contract.suit'),
    declarer: assertSeat(fields['declarer'], 'contract.declarer'),
  };
}

/**
 * Checks a contract (on the game's ladder, the 2018 one unless said) and its doubling together:
 * a générale cannot be coinched.
 */
export function assertContract(
  contract: unknown,
  doubling: unknown,
  ladder: readonly AnyContractValue[] = CONTRACT_VALUES,
): { contract: Contract; doubling: Doubling } {
  const checked = readGameContract(contract, ladder) as Contract;
  const checkedDoubling = assertDoubling(doubling, 'doubling');
  if (checked.value === 'generale' && checkedDoubling !== 'none') {
    throw new RulesError('GENERALE_COINCHED', 'doubling', 'A générale cannot be coinched');
  }
  return { contract: checked, doubling: checkedDoubling };
}
