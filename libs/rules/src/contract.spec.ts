import { CONTRACT_VALUES, contractAmount, contractRank, doublingFactor } from './contract.ts';
import type { ContractValue, Doubling } from './types.ts';

describe('contracts', () => {
  it.each<[ContractValue, number]>([
    [60, 60],
    [70, 70],
    [80, 80],
    [90, 90],
    [100, 100],
    [110, 110],
    [120, 120],
    [130, 130],
    [140, 140],
    [150, 150],
    ['match', 250],
    ['generale', 500],
  ])('gives the contract %p the amount V = %i', (value, amount) => {
    expect(contractAmount(value)).toBe(amount);
  });

  it('orders bids by amount: 60 < … < 150 < match < générale', () => {
    const ranks = CONTRACT_VALUES.map(contractRank);
    expect(ranks).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(CONTRACT_VALUES.map(contractAmount)).toEqual(
      [...CONTRACT_VALUES.map(contractAmount)].sort((a, b) => a - b),
    );
  });

  it.each<[Doubling, number]>([
    ['none', 1],
    ['coinche', 2],
    ['surcoinche', 4],
  ])('multiplies V by %s: ×%i', (doubling, factor) => {
    expect(doublingFactor(doubling)).toBe(factor);
  });

  it.each([55, 160, 0, '80', 'Match', null])('refuses a contract of %p', (value) => {
    expect(() => contractAmount(value as ContractValue)).toThrow(
      expect.objectContaining({ code: 'INVALID_CONTRACT_VALUE', field: 'value' }),
    );
    expect(() => contractRank(value as ContractValue)).toThrow(
      expect.objectContaining({ code: 'INVALID_CONTRACT_VALUE' }),
    );
  });

  it.each(['double', '', null])('refuses a doubling of %p', (doubling) => {
    expect(() => doublingFactor(doubling as Doubling)).toThrow(
      expect.objectContaining({ code: 'INVALID_DOUBLING', field: 'doubling' }),
    );
  });
});
