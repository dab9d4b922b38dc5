import { marksSoFar } from './claim.ts';
import { RulesError } from './errors.ts';
import { scoreDeal } from './marque.ts';
import { claimed, played, pointsA } from './test-helpers.ts';
import type { ClaimedDeal, PlayedDeal } from './types.ts';

const base = played(80, 0, 'none', { A: 84, B: 73 });
const withContract = (fields: Record<string, unknown>) => ({
  ...base,
  contract: { ...base.contract, ...fields },
});

describe('scoreDeal refuses bad facts with a RulesError naming the field', () => {
  it.each<[string, unknown, string, string]>([
    [
      'points that are not integers',
      { ...base, cardPoints: { A: 84.5, B: 72.5 } },
      'CARD_POINTS_NOT_INTEGER',
      'cardPoints.A',
    ],
    [
      'points given as strings',
      { ...base, cardPoints: { A: '84', B: 73 } },
      'CARD_POINTS_NOT_INTEGER',
      'cardPoints.A',
    ],
    [
      'null points',
      { ...base, cardPoints: { A: 84, B: null } },
      'CARD_POINTS_NOT_INTEGER',
      'cardPoints.B',
    ],
    [
      'missing points',
      { ...base, cardPoints: { A: 84 } },
      'CARD_POINTS_NOT_INTEGER',
      'cardPoints.B',
    ],
    [
      'NaN points',
      { ...base, cardPoints: { A: Number.NaN, B: 73 } },
      'CARD_POINTS_NOT_INTEGER',
      'cardPoints.A',
    ],
    [
      'infinite points',
      { ...base, cardPoints: { A: 84, B: Number.POSITIVE_INFINITY } },
      'CARD_POINTS_NOT_INTEGER',
      'cardPoints.B',
    ],
    ['no card points at all', { ...base, cardPoints: undefined }, 'INVALID_DEAL', 'cardPoints'],
    ['card points as a list', { ...base, cardPoints: [84, 73] }, 'INVALID_DEAL', 'cardPoints'],
    ['card points as a number', { ...base, cardPoints: 157 }, 'INVALID_DEAL', 'cardPoints'],
    [
      'negative points',
      { ...base, cardPoints: { A: -1, B: 158 } },
      'CARD_POINTS_OUT_OF_RANGE',
      'cardPoints.A',
    ],
    [
      'points above 157',
      { ...base, cardPoints: { A: 0, B: 158 } },
      'CARD_POINTS_OUT_OF_RANGE',
      'cardPoints.B',
    ],
    [
      'points adding up to 156',
      { ...base, cardPoints: { A: 84, B: 72 } },
      'CARD_POINTS_SUM',
      'cardPoints',
    ],
    [
      'points adding up to 158',
      { ...base, cardPoints: { A: 84, B: 74 } },
      'CARD_POINTS_SUM',
      'cardPoints',
    ],
    [
      'points adding up to 152 (the last trick’s 5 forgotten)',
      { ...base, cardPoints: { A: 80, B: 72 } },
      'CARD_POINTS_SUM',
      'cardPoints',
    ],
    [
      'all tricks with points left to the other team',
      { ...base, allTricks: { team: 'A' } },
      'ALL_TRICKS_CONTRADICTS_POINTS',
      'allTricks',
    ],
    [
      'all tricks by the team with 0 points',
      { ...base, cardPoints: pointsA(157), allTricks: { team: 'B' } },
      'ALL_TRICKS_CONTRADICTS_POINTS',
      'allTricks',
    ],
    [
      'all tricks alone by a seat of the other team',
      { ...base, cardPoints: pointsA(157), allTricks: { team: 'A', seat: 1 } },
      'ALL_TRICKS_SEAT_NOT_IN_TEAM',
      'allTricks.seat',
    ],
    [
      'all tricks alone by seat 2 for team B',
      { ...base, cardPoints: pointsA(0), allTricks: { team: 'B', seat: 2 } },
      'ALL_TRICKS_SEAT_NOT_IN_TEAM',
      'allTricks.seat',
    ],
    [
      'all tricks by an unknown team',
      { ...base, cardPoints: pointsA(157), allTricks: { team: 'C' } },
      'INVALID_TEAM',
      'allTricks.team',
    ],
    [
      'all tricks without a team',
      { ...base, cardPoints: pointsA(157), allTricks: {} },
      'INVALID_TEAM',
      'allTricks.team',
    ],
    [
      'all tricks by seat 4',
      { ...base, cardPoints: pointsA(157), allTricks: { team: 'A', seat: 4 } },
      'INVALID_SEAT',
      'allTricks.seat',
    ],
    [
      'all tricks given as true',
      { ...base, cardPoints: pointsA(157), allTricks: true },
      'INVALID_DEAL',
      'allTricks',
    ],
    [
      'a coinched générale',
      played('generale', 0, 'coinche', pointsA(157), { team: 'A', seat: 0 }),
      'GENERALE_COINCHED',
      'doubling',
    ],
    [
      'a surcoinched générale',
      played('generale', 0, 'surcoinche', pointsA(157), { team: 'A', seat: 0 }),
      'GENERALE_COINCHED',
      'doubling',
    ],
    ['a contract of 85', withContract({ value: 85 }), 'INVALID_CONTRACT_VALUE', 'contract.value'],
    ['a contract of 50', withContract({ value: 50 }), 'INVALID_CONTRACT_VALUE', 'contract.value'],
    ['a contract of 160', withContract({ value: 160 }), 'INVALID_CONTRACT_VALUE', 'contract.value'],
    [
      'a contract given as a string',
      withContract({ value: '80' }),
      'INVALID_CONTRACT_VALUE',
      'contract.value',
    ],
    [
      'a contract spelt "générale"',
      withContract({ value: 'générale' }),
      'INVALID_CONTRACT_VALUE',
      'contract.value',
    ],
    [
      'a contract without a value',
      withContract({ value: undefined }),
      'INVALID_CONTRACT_VALUE',
      'contract.value',
    ],
    ['an unknown suit', withContract({ suit: 'stars' }), 'INVALID_SUIT', 'contract.suit'],
    ['a suit in French', withContract({ suit: 'coeur' }), 'INVALID_SUIT', 'contract.suit'],
    ['a null suit', withContract({ suit: null }), 'INVALID_SUIT', 'contract.suit'],
    ['a declarer at seat 4', withContract({ declarer: 4 }), 'INVALID_SEAT', 'contract.declarer'],
    ['a declarer at seat -1', withContract({ declarer: -1 }), 'INVALID_SEAT', 'contract.declarer'],
    [
      'a declarer given as a string',
      withContract({ declarer: '0' }),
      'INVALID_SEAT',
      'contract.declarer',
    ],
    ['no contract', { ...base, contract: undefined }, 'INVALID_DEAL', 'contract'],
    [
      'a contract given as a string',
      { ...base, contract: '80 hearts' },
      'INVALID_DEAL',
      'contract',
    ],
    ['an unknown doubling', { ...base, doubling: 'double' }, 'INVALID_DOUBLING', 'doubling'],
    ['no doubling', { ...base, doubling: undefined }, 'INVALID_DOUBLING', 'doubling'],
    ['a doubling given as a number', { ...base, doubling: 2 }, 'INVALID_DOUBLING', 'doubling'],
    ['no deal at all', null, 'INVALID_DEAL', 'deal'],
    ['a deal given as a list', [base], 'INVALID_DEAL', 'deal'],
    ['a deal given as a string', '80 hearts', 'INVALID_DEAL', 'deal'],
  ])('refuses %s', (_name, deal, code, field) => {
    expect(() => scoreDeal(deal as PlayedDeal)).toThrow(RulesError);
    expect(() => scoreDeal(deal as PlayedDeal)).toThrow(expect.objectContaining({ code, field }));
  });

  it('accepts 157–0 without all tricks, and a null all tricks or seat as none', () => {
    expect(scoreDeal(played(80, 0, 'none', pointsA(157))).made).toBe(true);
    const nulls = { ...base, allTricks: null } as unknown as PlayedDeal;
    expect(scoreDeal(nulls).marks).toEqual({ A: 160, B: 70 });
    const nullSeat = {
      ...played(80, 0, 'none', pointsA(157)),
      allTricks: { team: 'A', seat: null },
    };
    expect(scoreDeal(nullSeat as unknown as PlayedDeal).marks).toEqual({ A: 330, B: 0 });
  });
});

describe('marksSoFar refuses claim facts that cannot be', () => {
  const claimWith = (fields: Record<string, unknown>): ClaimedDeal => {
    const deal = claimed(80, 0, 'none', { A: 10, B: 10 }, [1, 1, 0, 0]);
    return { ...deal, claim: { ...deal.claim, ...fields } } as ClaimedDeal;
  };

  it.each<[string, ClaimedDeal, string, string]>([
    [
      'more than 9 tricks',
      claimWith({ tricksSoFar: [5, 5, 0, 0] }),
      'CLAIM_TRICKS_INVALID',
      'claim.tricksSoFar',
    ],
    [
      'a negative trick count',
      claimWith({ tricksSoFar: [-1, 1, 0, 0] }),
      'CLAIM_TRICKS_INVALID',
      'claim.tricksSoFar',
    ],
    [
      'half a trick',
      claimWith({ tricksSoFar: [1.5, 1, 0, 0] }),
      'CLAIM_TRICKS_INVALID',
      'claim.tricksSoFar',
    ],
    [
      'trick counts as strings',
      claimWith({ tricksSoFar: ['1', 1, 0, 0] }),
      'CLAIM_TRICKS_INVALID',
      'claim.tricksSoFar',
    ],
    [
      'three seats only',
      claimWith({ tricksSoFar: [1, 1, 0] }),
      'CLAIM_TRICKS_INVALID',
      'claim.tricksSoFar',
    ],
    [
      'five seats',
      claimWith({ tricksSoFar: [1, 1, 0, 0, 0] }),
      'CLAIM_TRICKS_INVALID',
      'claim.tricksSoFar',
    ],
    [
      'tricks per team instead of per seat',
      claimWith({ tricksSoFar: { A: 1, B: 1 } }),
      'CLAIM_TRICKS_INVALID',
      'claim.tricksSoFar',
    ],
    [
      'no tricks at all',
      claimWith({ tricksSoFar: undefined }),
      'CLAIM_TRICKS_INVALID',
      'claim.tricksSoFar',
    ],
    [
      'points above 152 before the last trick',
      claimWith({ cardPointsSoFar: { A: 100, B: 53 }, tricksSoFar: [3, 2, 2, 1] }),
      'CARD_POINTS_SUM',
      'claim.cardPointsSoFar',
    ],
    [
      '9 tricks whose points do not add up to 157',
      claimWith({ cardPointsSoFar: { A: 100, B: 52 }, tricksSoFar: [3, 2, 2, 2] }),
      'CARD_POINTS_SUM',
      'claim.cardPointsSoFar',
    ],
    [
      'points for team B without a trick',
      claimWith({ tricksSoFar: [1, 0, 0, 0] }),
      'CLAIM_POINTS_CONTRADICT_TRICKS',
      'claim.cardPointsSoFar.B',
    ],
    [
      'points for team A without a trick',
      claimWith({ tricksSoFar: [0, 1, 0, 1] }),
      'CLAIM_POINTS_CONTRADICT_TRICKS',
      'claim.cardPointsSoFar.A',
    ],
    [
      'points before the first trick',
      claimWith({ tricksSoFar: [0, 0, 0, 0] }),
      'CLAIM_POINTS_CONTRADICT_TRICKS',
      'claim.cardPointsSoFar.A',
    ],
    [
      'negative points',
      claimWith({ cardPointsSoFar: { A: -10, B: 10 } }),
      'CARD_POINTS_OUT_OF_RANGE',
      'claim.cardPointsSoFar.A',
    ],
    [
      'points that are not integers',
      claimWith({ cardPointsSoFar: { A: 10, B: 9.5 } }),
      'CARD_POINTS_NOT_INTEGER',
      'claim.cardPointsSoFar.B',
    ],
    ['no points', claimWith({ cardPointsSoFar: null }), 'INVALID_DEAL', 'claim.cardPointsSoFar'],
    ['an unknown claiming team', claimWith({ team: 'C' }), 'INVALID_TEAM', 'claim.team'],
    ['a claim by a seat', claimWith({ team: 0 }), 'INVALID_TEAM', 'claim.team'],
    [
      'a claim that is not an object',
      { ...claimWith({}), claim: 'A' } as unknown as ClaimedDeal,
      'INVALID_DEAL',
      'claim',
    ],
    [
      'a coinched générale',
      claimed('generale', 0, 'coinche', { A: 10, B: 0 }, [1, 0, 0, 0]),
      'GENERALE_COINCHED',
      'doubling',
    ],
    [
      'a claim without a contract',
      { ...claimWith({}), contract: undefined } as unknown as ClaimedDeal,
      'INVALID_DEAL',
      'contract',
    ],
  ])('refuses %s', (_name, deal, code, field) => {
    expect(() => marksSoFar(deal)).toThrow(RulesError);
    expect(() => marksSoFar(deal)).toThrow(expect.objectContaining({ code, field }));
  });

  it('accepts a team with tricks but no points: tricks of 6, 7 and 8', () => {
    expect(marksSoFar(claimed(80, 0, 'none', { A: 30, B: 0 }, [1, 1, 0, 0]))).toEqual({
      A: 0,
      B: 0,
    });
  });

  it('accepts 152 points before the last trick, and 157 after it', () => {
    expect(marksSoFar(claimed(80, 0, 'none', { A: 100, B: 52 }, [3, 2, 2, 1]))).toEqual({
      A: 180,
      B: 50,
    });
    expect(marksSoFar(claimed(80, 0, 'none', { A: 100, B: 57 }, [3, 2, 2, 2]))).toEqual({
      A: 180,
      B: 60,
    });
  });
});
