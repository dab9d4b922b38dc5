import { RulesError } from './errors.ts';
import { asRecord, shown } from './input.ts';
import { assertSeat } from './seats.ts';
import type { Contract, ContractValue, Doubling, Suit } from './types.ts';

type NumericContractValue = Exclude<ContractValue, 'match' | 'generale'>;

/** Every contract, lowest first: a bid must name a later one than the last bid. */
export const CONTRACT_VALUES: readonly ContractValue[] = [
  ...([60, 70, 80, 90, 100, 110, 120, 130, 140, 150] as const),
  'match',
  'generale',
];
/** Trump suits have no rank: only the amount orders bids. */
export const SUITS: readonly Suit[] = ['spades', 'hearts', 'diamonds', 'clubs'];
export const DOUBLINGS: readonly Doubling[] = ['none', 'coinche', 'surcoinche'];

/** V, the contract's amount: its number, 250 for a match, 500 for a générale. */
export function contractAmount(value: ContractValue): number {
  const checked = assertContractValue(value, 'value');
  if (checked === 'match') return 250;
  if (checked === 'generale') return 500;
  return checked;
}

/** The contract's place in the order of bids: 60 < … < 150 < match < générale. */
export function contractRank(value: ContractValue): number {
  return CONTRACT_VALUES.indexOf(assertContractValue(value, 'value'));
}

export function isNumericContract(value: ContractValue): value is NumericContractValue {
  return typeof value === 'number';
}

/** ×1, ×2 when coinched, ×4 when surcoinched. */
export function doublingFactor(doubling: Doubling): number {
  const checked = assertDoubling(doubling, 'doubling');
  if (checked === 'coinche') return 2;
  if (checked === 'surcoinche') return 4;
  return 1;
}

export function assertContractValue(value: unknown, field: string): ContractValue {
  if (!CONTRACT_VALUES.includes(value as ContractValue)) {
    throw new RulesError(
      'INVALID_CONTRACT_VALUE',
      field,
      `A contract is 60 to 150 in tens, "match" or "generale" (got ${shown(value)})`,
    );
  }
  return value as ContractValue;
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

/** Checks a contract and its doubling together: a générale cannot be coinched. */
export function assertContract(
  contract: unknown,
  doubling: unknown,
): { contract: Contract; doubling: Doubling } {
  const fields = asRecord(contract, 'contract');
  const checked: Contract = {
    value: assertContractValue(fields['value'], 'contract.value'),
    suit: assertSuit(fields['suit'], 'contract.suit'),
    declarer: assertSeat(fields['declarer'], 'contract.declarer'),
  };
  const checkedDoubling = assertDoubling(doubling, 'doubling');
  if (checked.value === 'generale' && checkedDoubling !== 'none') {
    throw new RulesError('GENERALE_COINCHED', 'doubling', 'A générale cannot be coinched');
  }
  return { contract: checked, doubling: checkedDoubling };
}
