import { resolveAuction } from './auction.ts';
import { marksSoFar } from './claim.ts';
import { RULES_ERROR_CODES, RulesError } from './errors.ts';
import { scoreGame } from './game.ts';
import { scoreDeal } from './marque.ts';
import { getRuleset } from './rulesets.ts';
import { claimed, played, pointsA, thrownBy } from './test-helpers.ts';
import type { Call, DealRecord, PlayedDeal, Seat } from './types.ts';

const deal80 = played(80, 0, 'none', { A: 84, B: 73 });
const bigA = played(150, 0, 'coinche', pointsA(150));
const loose = <T>(value: unknown) => value as T;
const call = (seat: Seat, type: string, extra: object = {}) =>
  loose<Call>({ seat, type, ...extra });

/** One input for each code, and the field it names. */
const examples: Array<[string, () => unknown, string]> = [
  ['INVALID_DEAL', () => scoreDeal(loose<PlayedDeal>(null)), 'deal'],
  [
    'INVALID_SEAT',
    () => scoreDeal({ ...deal80, contract: { ...deal80.contract, declarer: loose<Seat>(7) } }),
    'contract.declarer',
  ],
  [
    'INVALID_TEAM',
    () => marksSoFar(claimed(80, 0, 'none', { A: 0, B: 0 }, [0, 0, 0, 0], loose<'A'>('X'))),
    'claim.team',
  ],
  [
    'INVALID_CONTRACT_VALUE',
    () => scoreDeal(played(loose<80>(75), 0, 'none', pointsA(80))),
    'contract.value',
  ],
  [
    'INVALID_SUIT',
    () => scoreDeal(played(80, 0, 'none', pointsA(80), undefined, loose<'hearts'>('trefle'))),
    'contract.suit',
  ],
  [
    'INVALID_DOUBLING',
    () => scoreDeal(played(80, 0, loose<'none'>('contre'), pointsA(80))),
    'doubling',
  ],
  [
    'CARD_POINTS_NOT_INTEGER',
    () => scoreDeal(played(80, 0, 'none', { A: 84.2, B: 72.8 })),
    'cardPoints.A',
  ],
  [
    'CARD_POINTS_OUT_OF_RANGE',
    () => scoreDeal(played(80, 0, 'none', { A: 200, B: -43 })),
    'cardPoints.A',
  ],
  ['CARD_POINTS_SUM', () => scoreDeal(played(80, 0, 'none', { A: 84, B: 70 })), 'cardPoints'],
  [
    'ALL_TRICKS_CONTRADICTS_POINTS',
    () => scoreDeal(played(80, 0, 'none', pointsA(150), { team: 'A' })),
    'allTricks',
  ],
  [
    'ALL_TRICKS_SEAT_NOT_IN_TEAM',
    () => scoreDeal(played(80, 0, 'none', pointsA(157), { team: 'A', seat: 3 })),
    'allTricks.seat',
  ],
  [
    'GENERALE_COINCHED',
    () => scoreDeal(played('generale', 0, 'coinche', pointsA(157), { team: 'A', seat: 0 })),
    'doubling',
  ],
  [
    'CLAIM_TRICKS_INVALID',
    () => marksSoFar(claimed(80, 0, 'none', { A: 0, B: 0 }, [4, 4, 4, 0])),
    'claim.tricksSoFar',
  ],
  [
    'CLAIM_POINTS_CONTRADICT_TRICKS',
    () => marksSoFar(claimed(80, 0, 'none', { A: 0, B: 14 }, [2, 0, 1, 0])),
    'claim.cardPointsSoFar.B',
  ],
  ['INVALID_CALL', () => resolveAuction(0, [call(1, 'contre')]), 'calls[0].type'],
  ['CALL_OUT_OF_TURN', () => resolveAuction(0, [call(3, 'pass')]), 'calls[0]'],
  [
    'BID_NOT_HIGHER',
    () =>
      resolveAuction(0, [
        call(1, 'bid', { value: 90, suit: 'hearts' }),
        call(2, 'bid', { value: 80, suit: 'clubs' }),
      ]),
    'calls[1]',
  ],
  ['COINCHE_WITHOUT_BID', () => resolveAuction(0, [call(2, 'coinche')]), 'calls[0]'],
  [
    'COINCHE_BY_DECLARING_TEAM',
    () => resolveAuction(0, [call(1, 'bid', { value: 90, suit: 'hearts' }), call(3, 'coinche')]),
    'calls[1]',
  ],
  [
    'SURCOINCHE_WITHOUT_COINCHE',
    () => resolveAuction(0, [call(1, 'bid', { value: 90, suit: 'hearts' }), call(1, 'surcoinche')]),
    'calls[1]',
  ],
  [
    'SURCOINCHE_BY_DEFENDERS',
    () =>
      resolveAuction(0, [
        call(1, 'bid', { value: 90, suit: 'hearts' }),
        call(0, 'coinche'),
        call(0, 'surcoinche'),
      ]),
    'calls[2]',
  ],
  [
    'CALL_AFTER_AUCTION_END',
    () =>
      resolveAuction(0, [
        call(1, 'pass'),
        call(2, 'pass'),
        call(3, 'pass'),
        call(0, 'pass'),
        call(1, 'pass'),
      ]),
    'calls[4]',
  ],
  [
    'AUCTION_NOT_ENDED',
    () => resolveAuction(0, [call(1, 'bid', { value: 90, suit: 'hearts' })]),
    'calls',
  ],
  ['DEAL_AFTER_GAME_END', () => scoreGame([bigA, bigA, bigA, bigA, bigA, deal80]), 'deals[5]'],
  ['INVALID_TARGET', () => scoreGame([], { target: -1 }), 'target'],
  ['UNKNOWN_RULESET', () => getRuleset('tarot'), 'ruleset'],
  ['INVALID_GAME_END', () => scoreGame([], { dealsPerGame: 0 }), 'dealsPerGame'],
  ['FACT_NOT_IN_GAME', () => scoreDeal({ ...deal80, ...{ belote: 'A' } }), 'belote'],
  [
    'POINTS_IMPOSSIBLE',
    () =>
      getRuleset('cinch').scoreDeal({
        contract: { value: 7, suit: 'hearts', declarer: 0 },
        cardPoints: { A: 4, B: 4 },
      }),
    'cardPoints',
  ],
];

describe('RulesError', () => {
  it('has an example for every code, and no code without one', () => {
    expect(examples.map(([code]) => code).sort()).toEqual([...RULES_ERROR_CODES].sort());
  });

  it.each(examples)('%s names its field', (code, act, field) => {
    const error = thrownBy(act);
    expect(error).toBeInstanceOf(RulesError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'RulesError', code, field: expect.any(String) });
    expect((error as RulesError).field).toBe(field);
    expect((error as RulesError).message.length).toBeGreaterThan(0);
    expect(typeof (error as RulesError).params).toBe('object');
  });

  it('puts the numbers of the message in params', () => {
    expect(thrownBy(() => scoreDeal(played(80, 0, 'none', { A: 84, B: 70 })))).toMatchObject({
      params: { sum: 154, exactly: 157 },
    });
    expect(thrownBy(() => resolveAuction(0, [call(3, 'pass')]))).toMatchObject({
      params: { expectedSeat: 1, seat: 3 },
    });
    expect(thrownBy(() => scoreGame([bigA, bigA, bigA, bigA, bigA, deal80]))).toMatchObject({
      params: { finishedAfterDeal: 5 },
    });
  });

  it('places a field under the deal it belongs to', () => {
    const error = new RulesError('CARD_POINTS_SUM', 'cardPoints', 'x').under('deals[2]');
    expect(error).toMatchObject({ code: 'CARD_POINTS_SUM', field: 'deals[2].cardPoints' });
    expect(new RulesError('INVALID_DEAL', 'deal', 'x').under('deals[2]').field).toBe('deals[2]');
  });

  it('keeps the codes stable: each once, in SCREAMING_SNAKE_CASE', () => {
    expect(new Set(RULES_ERROR_CODES).size).toBe(RULES_ERROR_CODES.length);
    for (const code of RULES_ERROR_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it('names a deal of a game by its index', () => {
    const deals: DealRecord[] = [deal80, { ...deal80, doubling: loose<'none'>('x') }];
    expect(thrownBy(() => scoreGame(deals))).toMatchObject({ field: 'deals[1].doubling' });
  });
});
