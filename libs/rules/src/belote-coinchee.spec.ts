import { BELOTE_CONTRACTS, beloteCoinchee, requiredPoints } from './belote-coinchee.ts';
import { RulesError } from './errors.ts';
import { getRuleset } from './rulesets.ts';
import { teamOfSeat } from './seats.ts';
import { thrownBy } from './test-helpers.ts';
import type {
  AnyCall,
  BeloteContractValue,
  BelotePlayedDeal,
  Doubling,
  Seat,
  Suit,
  Team,
  TeamPoints,
} from './types.ts';

const { readDeal, scoreDeal, scoreGame, resolveAuction, outcomeAtBell } = beloteCoinchee;

const SEATS: Seat[] = [0, 1, 2, 3];
const NUMERIC = [80, 90, 100, 110, 120, 130, 140, 150, 160] as const;

/** A played deal where team A holds `a` of the 162 card points. */
function deal(
  value: BeloteContractValue,
  declarer: Seat,
  doubling: Doubling,
  a: number,
  extra: { allTricks?: { team: Team }; belote?: Team } = {},
  suit: Suit = 'hearts',
): BelotePlayedDeal {
  return {
    contract: { value, suit, declarer },
    doubling,
    cardPoints: { A: a, B: 162 - a },
    ...extra,
  };
}

/** A deal where `declarer`'s team holds `own` card points. */
function declaredWith(
  value: BeloteContractValue,
  declarer: Seat,
  doubling: Doubling,
  own: number,
  belote?: Team,
): BelotePlayedDeal {
  const a = teamOfSeat(declarer) === 'A' ? own : 162 - own;
  return deal(value, declarer, doubling, a, belote ? { belote } : {});
}

const other = (team: Team): Team => (team === 'A' ? 'B' : 'A');
const marksFor = (team: Team, own: number): TeamPoints =>
  team === 'A' ? { A: own, B: 0 } : { A: 0, B: own };
const rulesError = (code: string, field: string) =>
  expect.objectContaining({ name: 'RulesError', code, field });

describe('belote coinchée', () => {
  describe('the ruleset', () => {
    it('is found by its id', () => {
      expect(getRuleset('belote-coinchee')).toBe(beloteCoinchee);
    });

    it('names the game and its default target', () => {
      expect(beloteCoinchee.id).toBe('belote-coinchee');
      expect(beloteCoinchee.names).toEqual({
        fr: 'Belote coinchée',
        en: 'Belote coinchée (32 cards)',
      });
      expect(beloteCoinchee.defaultTarget).toBe(2000);
    });

    it('describes its form: 32 cards, 8 tricks, 162 points, 80 to 160 then capot', () => {
      expect(beloteCoinchee.form).toEqual({
        cards: 32,
        tricks: 8,
        totalPoints: 162,
        pointsAddUp: 'exactly',
        contracts: [80, 90, 100, 110, 120, 130, 140, 150, 160, 'capot'],
        doublings: ['none', 'coinche', 'surcoinche'],
        uncoinchable: [],
        calls: ['pass', 'bid', 'coinche', 'surcoinche'],
        facts: {
          allTricks: true,
          allTricksAlone: false,
          belote: true,
          claim: false,
          revoke: false,
        },
        seatOrder: 'clockwise',
        target: { default: 2000, min: 500, max: 5000 },
      });
      expect(BELOTE_CONTRACTS).toBe(beloteCoinchee.form.contracts);
    });
  });

  describe('the worked examples of RULES-BELOTE-COINCHEE.md, row for row', () => {
    it.each<[string, BelotePlayedDeal, boolean, TeamPoints]>([
      ['80 ♥, 82–80', deal(80, 0, 'none', 82), true, { A: 80, B: 0 }],
      ['80 ♥, 81–81', deal(80, 0, 'none', 81), false, { A: 0, B: 160 }],
      ['80 ♥, 77–85', deal(80, 0, 'none', 77), false, { A: 0, B: 160 }],
      [
        '90 ♠, belote, 83–79',
        deal(90, 0, 'none', 83, { belote: 'A' }, 'spades'),
        true,
        { A: 90, B: 0 },
      ],
      ['90 ♠, 83–79', deal(90, 0, 'none', 83, {}, 'spades'), false, { A: 0, B: 160 }],
      [
        '90 ♠, belote, 81–81',
        deal(90, 0, 'none', 81, { belote: 'A' }, 'spades'),
        false,
        { A: 0, B: 160 },
      ],
      ['140 ♦, 151–11', deal(140, 0, 'none', 151, {}, 'diamonds'), true, { A: 140, B: 0 }],
      [
        '140 ♦, belote, 132–30',
        deal(140, 0, 'none', 132, { belote: 'A' }, 'diamonds'),
        true,
        { A: 140, B: 0 },
      ],
      [
        '140 ♦, belote, 118–44',
        deal(140, 0, 'none', 118, { belote: 'A' }, 'diamonds'),
        false,
        { A: 0, B: 160 },
      ],
      ['100 ♣ coinche, 104–58', deal(100, 0, 'coinche', 104, {}, 'clubs'), true, { A: 200, B: 0 }],
      [
        '100 ♣ surcoinche, 95–67',
        deal(100, 0, 'surcoinche', 95, {}, 'clubs'),
        false,
        { A: 0, B: 640 },
      ],
      [
        'capot ♥, 162–0, all tricks team A',
        deal('capot', 0, 'none', 162, { allTricks: { team: 'A' } }),
        true,
        { A: 250, B: 0 },
      ],
      ['capot ♥ coinche, 162–0', deal('capot', 0, 'coinche', 162), false, { A: 0, B: 320 }],
      [
        "120 ♠ (declarer seat 1), team A's belote, 70–92",
        deal(120, 1, 'none', 70, { belote: 'A' }, 'spades'),
        false,
        { A: 160, B: 0 },
      ],
    ])('%s', (_row, played, made, marks) => {
      expect(scoreDeal(played)).toEqual({ made, marks });
    });
  });

  describe('required points: need = max(82, V − 20 with the declaring team’s belote, else V)', () => {
    it.each<[number, number, number]>([
      [80, 82, 82],
      [90, 90, 82],
      [100, 100, 82],
      [110, 110, 90],
      [120, 120, 100],
      [130, 130, 110],
      [140, 140, 120],
      [150, 150, 130],
      [160, 160, 140],
    ])('%i needs %i, or %i with belote', (value, without, withBelote) => {
      expect(requiredPoints(value, false)).toBe(without);
      expect(requiredPoints(value, true)).toBe(withBelote);
    });

    const rows = NUMERIC.flatMap((value) =>
      SEATS.flatMap((seat) => [
        [value, seat, false],
        [value, seat, true],
      ]),
    ) as Array<[number, Seat, boolean]>;

    it.each(rows)('%i by seat %i (belote: %p) is made with exactly need', (value, seat, belote) => {
      const team = teamOfSeat(seat);
      const need = requiredPoints(value, belote);
      const played = declaredWith(
        value as BeloteContractValue,
        seat,
        'none',
        need,
        belote ? team : undefined,
      );
      expect(scoreDeal(played)).toEqual({ made: true, marks: marksFor(team, value) });
    });

    it.each(rows)('%i by seat %i (belote: %p) fails with need − 1', (value, seat, belote) => {
      const team = teamOfSeat(seat);
      const need = requiredPoints(value, belote);
      const played = declaredWith(
        value as BeloteContractValue,
        seat,
        'none',
        need - 1,
        belote ? team : undefined,
      );
      expect(scoreDeal(played)).toEqual({ made: false, marks: marksFor(other(team), 160) });
    });

    it('makes a numeric contract with all 162 points, whatever the contract', () => {
      expect(scoreDeal(deal(160, 2, 'none', 162)).marks).toEqual({ A: 160, B: 0 });
    });

    it('counts card points beyond the need for nothing', () => {
      expect(scoreDeal(deal(80, 0, 'none', 150)).marks).toEqual({ A: 80, B: 0 });
    });
  });

  describe('belote', () => {
    it.each(NUMERIC)('announced by the defenders changes nothing on a %i', (value) => {
      const need = requiredPoints(value, false);
      for (const own of [need - 1, need]) {
        const withoutBelote = declaredWith(value, 1, 'none', own);
        const withDefendersBelote = declaredWith(value, 1, 'none', own, 'A');
        expect(scoreDeal(withDefendersBelote)).toEqual(scoreDeal(withoutBelote));
      }
    });

    it('scores nothing by itself: a made 90 with belote marks 90', () => {
      expect(scoreDeal(deal(90, 0, 'none', 120, { belote: 'A' })).marks).toEqual({ A: 90, B: 0 });
    });

    it('changes nothing on a capot, made or failed', () => {
      const made = deal('capot', 0, 'none', 162, { allTricks: { team: 'A' }, belote: 'A' });
      expect(scoreDeal(made).marks).toEqual({ A: 250, B: 0 });
      expect(scoreDeal(deal('capot', 0, 'none', 150, { belote: 'A' })).marks).toEqual({
        A: 0,
        B: 160,
      });
    });
  });

  describe('capot: made only when the declaring team took all 8 tricks', () => {
    it.each(SEATS)('made by seat %i with allTricks: 250', (seat) => {
      const team = teamOfSeat(seat);
      const played = deal('capot', seat, 'none', team === 'A' ? 162 : 0, {
        allTricks: { team },
      });
      expect(scoreDeal(played)).toEqual({ made: true, marks: marksFor(team, 250) });
    });

    it.each(SEATS)('failed by seat %i with 162 points but no allTricks: 160', (seat) => {
      const team = teamOfSeat(seat);
      const played = deal('capot', seat, 'none', team === 'A' ? 162 : 0);
      expect(scoreDeal(played)).toEqual({ made: false, marks: marksFor(other(team), 160) });
    });

    it('failed when the defenders took all the tricks', () => {
      const played = deal('capot', 0, 'none', 0, { allTricks: { team: 'B' } });
      expect(scoreDeal(played)).toEqual({ made: false, marks: { A: 0, B: 160 } });
    });

    it('failed with fewer points: the defenders mark 160, not 250', () => {
      expect(scoreDeal(deal('capot', 3, 'none', 10))).toEqual({
        made: false,
        marks: { A: 160, B: 0 },
      });
    });

    it.each<[Doubling, number, number]>([
      ['none', 250, 160],
      ['coinche', 500, 320],
      ['surcoinche', 1000, 640],
    ])('%s: made marks %i, failed %i', (doubling, made, failed) => {
      const takenWhole = deal('capot', 0, doubling, 162, { allTricks: { team: 'A' } });
      expect(scoreDeal(takenWhole).marks).toEqual({ A: made, B: 0 });
      expect(scoreDeal(deal('capot', 0, doubling, 162)).marks).toEqual({ A: 0, B: failed });
    });

    it('taken without being bid scores only the contract bid', () => {
      const played = deal(100, 0, 'none', 162, { allTricks: { team: 'A' } });
      expect(scoreDeal(played)).toEqual({ made: true, marks: { A: 100, B: 0 } });
    });
  });

  describe('only one team marks: f × V made, f × 160 failed', () => {
    const rows = NUMERIC.flatMap((value) =>
      (['none', 'coinche', 'surcoinche'] as const).map((doubling) => [value, doubling]),
    ) as Array<[number, Doubling]>;
    const factor = { none: 1, coinche: 2, surcoinche: 4 };

    it.each(rows)('%i %s made by team B', (value, doubling) => {
      const played = declaredWith(value as BeloteContractValue, 3, doubling, value + 2);
      expect(scoreDeal(played)).toEqual({
        made: true,
        marks: { A: 0, B: factor[doubling] * value },
      });
    });

    it.each(rows)('%i %s failed by team B', (value, doubling) => {
      const played = declaredWith(value as BeloteContractValue, 1, doubling, 81);
      expect(scoreDeal(played)).toEqual({
        made: false,
        marks: { A: factor[doubling] * 160, B: 0 },
      });
    });
  });

  describe('readDeal', () => {
    it('reads a passed-out deal', () => {
      expect(readDeal({ passedOut: true })).toEqual({ passedOut: true });
      expect(readDeal({ passedOut: true, dealer: 2 })).toEqual({ passedOut: true });
    });

    it('returns a clean copy of a played deal', () => {
      const input = {
        ...deal(110, 2, 'coinche', 130, { belote: 'B' }, 'clubs'),
        note: 'kept out',
        passedOut: false,
      };
      const read = readDeal(input);
      expect(read).toEqual(deal(110, 2, 'coinche', 130, { belote: 'B' }, 'clubs'));
      expect(read).not.toBe(input);
    });

    it('keeps allTricks and belote, and drops them when null', () => {
      const played = deal('capot', 0, 'surcoinche', 162, {
        allTricks: { team: 'A' },
        belote: 'A',
      });
      expect(readDeal(played)).toEqual(played);
      expect(readDeal({ ...deal(80, 0, 'none', 90), allTricks: null, belote: null })).toEqual(
        deal(80, 0, 'none', 90),
      );
    });

    it('accepts 162–0 without allTricks on any contract', () => {
      expect(readDeal(deal(80, 1, 'none', 162))).toEqual(deal(80, 1, 'none', 162));
    });

    it('accepts the defenders’ belote (it scores nothing)', () => {
      expect(readDeal(deal(80, 0, 'none', 90, { belote: 'B' }))).toMatchObject({ belote: 'B' });
    });
  });

  describe('facts refused, with their code and field', () => {
    const valid = deal(100, 0, 'none', 110);
    it.each<[string, unknown, string, string]>([
      ['not an object', null, 'INVALID_DEAL', 'deal'],
      ['a list', [valid], 'INVALID_DEAL', 'deal'],
      ['no contract', { ...valid, contract: undefined }, 'INVALID_DEAL', 'contract'],
      ...([60, 70, 75, 170, 'match', 'generale', '80', null] as unknown[]).map(
        (value): [string, unknown, string, string] => [
          `contract ${String(value)}`,
          { ...valid, contract: { ...valid.contract, value } },
          'INVALID_CONTRACT_VALUE',
          'contract.value',
        ],
      ),
      [
        'an unknown suit',
        { ...valid, contract: { ...valid.contract, suit: 'stars' } },
        'INVALID_SUIT',
        'contract.suit',
      ],
      [
        'seat 4 declaring',
        { ...valid, contract: { ...valid.contract, declarer: 4 } },
        'INVALID_SEAT',
        'contract.declarer',
      ],
      ['doubling "double"', { ...valid, doubling: 'double' }, 'INVALID_DOUBLING', 'doubling'],
      ['no doubling', { ...valid, doubling: undefined }, 'INVALID_DOUBLING', 'doubling'],
      [
        '161 + 0 points',
        { ...valid, cardPoints: { A: 161, B: 0 } },
        'CARD_POINTS_SUM',
        'cardPoints',
      ],
      [
        '157 points (36 cards)',
        { ...valid, cardPoints: { A: 100, B: 57 } },
        'CARD_POINTS_SUM',
        'cardPoints',
      ],
      [
        '163 + −1 points',
        { ...valid, cardPoints: { A: 163, B: -1 } },
        'CARD_POINTS_OUT_OF_RANGE',
        'cardPoints.A',
      ],
      [
        '−1 + 163 points',
        { ...valid, cardPoints: { A: -1, B: 163 } },
        'CARD_POINTS_OUT_OF_RANGE',
        'cardPoints.A',
      ],
      [
        '81.5 points',
        { ...valid, cardPoints: { A: 81.5, B: 80.5 } },
        'CARD_POINTS_NOT_INTEGER',
        'cardPoints.A',
      ],
      ['no card points', { ...valid, cardPoints: undefined }, 'INVALID_DEAL', 'cardPoints'],
      [
        'all tricks by A with 150 points',
        { ...valid, cardPoints: { A: 150, B: 12 }, allTricks: { team: 'A' } },
        'ALL_TRICKS_CONTRADICTS_POINTS',
        'allTricks',
      ],
      [
        'all tricks by B when A holds 162',
        { ...valid, cardPoints: { A: 162, B: 0 }, allTricks: { team: 'B' } },
        'ALL_TRICKS_CONTRADICTS_POINTS',
        'allTricks',
      ],
      [
        'all tricks by one player alone',
        { ...valid, cardPoints: { A: 162, B: 0 }, allTricks: { team: 'A', seat: 0 } },
        'FACT_NOT_IN_GAME',
        'allTricks.seat',
      ],
      [
        'all tricks by team C',
        { ...valid, cardPoints: { A: 162, B: 0 }, allTricks: { team: 'C' } },
        'INVALID_TEAM',
        'allTricks.team',
      ],
      ['all tricks as a string', { ...valid, allTricks: 'A' }, 'INVALID_DEAL', 'allTricks'],
      [
        'a claim',
        {
          ...valid,
          claim: { team: 'A', cardPointsSoFar: { A: 90, B: 0 }, tricksSoFar: [3, 0, 0, 0] },
        },
        'FACT_NOT_IN_GAME',
        'claim',
      ],
      ['a claim on a passed-out deal', { passedOut: true, claim: {} }, 'FACT_NOT_IN_GAME', 'claim'],
      ['a revoke', { ...valid, revoke: 'B' }, 'FACT_NOT_IN_GAME', 'revoke'],
      ['belote by team C', { ...valid, belote: 'C' }, 'INVALID_TEAM', 'belote'],
      ['belote: true', { ...valid, belote: true }, 'INVALID_TEAM', 'belote'],
    ])('%s', (_case, input, code, field) => {
      expect(() => readDeal(input)).toThrow(rulesError(code, field));
      expect(() => scoreDeal(input)).toThrow(rulesError(code, field));
    });

    it('does not score a passed-out deal as played', () => {
      expect(() => scoreDeal({ passedOut: true })).toThrow(rulesError('INVALID_DEAL', 'contract'));
    });

    it('tells the game in the params of a fact it does not have', () => {
      const error = thrownBy(() => readDeal({ ...valid, revoke: 'A' })) as RulesError;
      expect(error.params).toEqual({ game: 'Belote coinchée' });
    });
  });

  describe('resolveAuction', () => {
    const pass = (seat: Seat): AnyCall => ({ seat, type: 'pass' });
    const bid = (seat: Seat, value: unknown, suit: Suit = 'hearts'): AnyCall =>
      ({ seat, type: 'bid', value, suit }) as AnyCall;
    const coinche = (seat: Seat): AnyCall => ({ seat, type: 'coinche' });
    const surcoinche = (seat: Seat): AnyCall => ({ seat, type: 'surcoinche' });
    const after = (seat: Seat, n = 1): Seat => ((seat + n) % 4) as Seat;

    it.each(SEATS)('passes the deal out after four passes, dealer %i', (dealer) => {
      const calls = [1, 2, 3, 4].map((n) => pass(after(dealer, n)));
      expect(resolveAuction(dealer, calls)).toEqual({ passedOut: true });
    });

    it.each(SEATS)('lets the seat after dealer %i speak first', (dealer) => {
      const first = after(dealer);
      const calls = [
        bid(first, 80),
        pass(after(first)),
        pass(after(first, 2)),
        pass(after(first, 3)),
      ];
      expect(resolveAuction(dealer, calls)).toEqual({
        passedOut: false,
        contract: { value: 80, suit: 'hearts', declarer: first },
        doubling: 'none',
      });
      expect(() => resolveAuction(dealer, [pass(dealer)])).toThrow(
        rulesError('CALL_OUT_OF_TURN', 'calls[0]'),
      );
    });

    it('ends after three passes following a bid, even after three opening passes', () => {
      const calls = [pass(1), pass(2), pass(3), bid(0, 80, 'clubs'), pass(1), pass(2), pass(3)];
      expect(resolveAuction(0, calls)).toEqual({
        passedOut: false,
        contract: { value: 80, suit: 'clubs', declarer: 0 },
        doubling: 'none',
      });
    });

    it('is not over after two passes following a bid, nor after three passes without a bid', () => {
      expect(() => resolveAuction(3, [bid(0, 80), pass(1), pass(2)])).toThrow(
        rulesError('AUCTION_NOT_ENDED', 'calls'),
      );
      expect(() => resolveAuction(3, [pass(0), pass(1), pass(2)])).toThrow(
        rulesError('AUCTION_NOT_ENDED', 'calls'),
      );
    });

    it('climbs the ladder from 80 to 160, then capot', () => {
      const calls = [
        ...BELOTE_CONTRACTS.map((value, index) => bid(after(3, index + 1), value)),
        ...[1, 2, 3].map((n) => pass(after(1, n))),
      ];
      expect(resolveAuction(3, calls)).toEqual({
        passedOut: false,
        contract: { value: 'capot', suit: 'hearts', declarer: 1 },
        doubling: 'none',
      });
    });

    it.each([60, 70, 75, 170, 'match', 'generale'])('refuses a bid of %p', (value) => {
      expect(() => resolveAuction(3, [bid(0, value)])).toThrow(
        rulesError('INVALID_CONTRACT_VALUE', 'calls[0].value'),
      );
    });

    it('refuses a bid not higher than the last, and anything above capot', () => {
      expect(() => resolveAuction(3, [bid(0, 100), bid(1, 90)])).toThrow(
        rulesError('BID_NOT_HIGHER', 'calls[1]'),
      );
      expect(() => resolveAuction(3, [bid(0, 'capot'), bid(1, 'capot', 'spades')])).toThrow(
        rulesError('BID_NOT_HIGHER', 'calls[1]'),
      );
    });

    it('does not end at a capot: the others may still speak', () => {
      const calls = [bid(0, 'capot'), pass(1), pass(2), pass(3)];
      expect(resolveAuction(3, calls)).toMatchObject({ contract: { value: 'capot' } });
      expect(() => resolveAuction(3, [bid(0, 'capot')])).toThrow(
        rulesError('AUCTION_NOT_ENDED', 'calls'),
      );
    });

    it('lets the defenders coinche a capot, and the declaring team surcoinche it', () => {
      expect(resolveAuction(3, [bid(0, 'capot', 'spades'), coinche(3)])).toEqual({
        passedOut: false,
        contract: { value: 'capot', suit: 'spades', declarer: 0 },
        doubling: 'coinche',
      });
      expect(resolveAuction(3, [bid(0, 'capot', 'spades'), coinche(1), surcoinche(2)])).toEqual({
        passedOut: false,
        contract: { value: 'capot', suit: 'spades', declarer: 0 },
        doubling: 'surcoinche',
      });
    });

    it('lets the defenders coinche after the three closing passes', () => {
      const calls = [bid(0, 120), pass(1), pass(2), pass(3), coinche(1)];
      expect(resolveAuction(3, calls)).toMatchObject({ doubling: 'coinche' });
    });

    it('refuses a coinche by the declaring team, a surcoinche by the defenders, and any call after', () => {
      expect(() => resolveAuction(3, [bid(0, 90), coinche(2)])).toThrow(
        rulesError('COINCHE_BY_DECLARING_TEAM', 'calls[1]'),
      );
      expect(() => resolveAuction(3, [bid(0, 90), coinche(1), surcoinche(3)])).toThrow(
        rulesError('SURCOINCHE_BY_DEFENDERS', 'calls[2]'),
      );
      expect(() => resolveAuction(3, [bid(0, 90), coinche(1), surcoinche(0), pass(1)])).toThrow(
        rulesError('CALL_AFTER_AUCTION_END', 'calls[3]'),
      );
      expect(() => resolveAuction(3, [coinche(0)])).toThrow(
        rulesError('COINCHE_WITHOUT_BID', 'calls[0]'),
      );
    });

    it('refuses bad calls and a bad dealer', () => {
      expect(() => resolveAuction(4 as Seat, [])).toThrow(rulesError('INVALID_SEAT', 'dealer'));
      expect(() => resolveAuction(0, 'pass' as unknown as AnyCall[])).toThrow(
        rulesError('INVALID_CALL', 'calls'),
      );
      expect(() => resolveAuction(0, [{ seat: 1, type: 'generale' }])).toThrow(
        rulesError('INVALID_CALL', 'calls[0].type'),
      );
    });
  });

  describe('scoreGame', () => {
    const capotA = deal('capot', 0, 'none', 162, { allTricks: { team: 'A' } });
    const surcoinchedCapotB = deal('capot', 1, 'surcoinche', 0, { allTricks: { team: 'B' } });
    const made80A = deal(80, 2, 'none', 90);
    const failed80A = deal(80, 0, 'none', 70);
    const passedOut = { passedOut: true };

    it('keeps running totals; passed-out deals score 0–0', () => {
      expect(scoreGame([made80A, passedOut, failed80A])).toEqual({
        totals: { A: 80, B: 160 },
        winner: null,
        finishedAfterDeal: null,
        deals: [
          { marks: { A: 80, B: 0 }, totals: { A: 80, B: 0 } },
          { marks: { A: 0, B: 0 }, totals: { A: 80, B: 0 } },
          { marks: { A: 0, B: 160 }, totals: { A: 80, B: 160 } },
        ],
      });
    });

    it('scores an empty game 0–0', () => {
      expect(scoreGame([])).toEqual({
        totals: { A: 0, B: 0 },
        winner: null,
        finishedAfterDeal: null,
        deals: [],
      });
    });

    it('ends at 2000 by default, as soon as a team reaches it', () => {
      const seven = Array.from({ length: 7 }, () => capotA);
      expect(scoreGame(seven).winner).toBeNull();
      const game = scoreGame([...seven, capotA]);
      expect(game).toMatchObject({ winner: 'A', finishedAfterDeal: 8, totals: { A: 2000, B: 0 } });
    });

    it('ends when a team passes the target', () => {
      const game = scoreGame([made80A, surcoinchedCapotB, passedOut, surcoinchedCapotB]);
      expect(game).toMatchObject({ winner: 'B', finishedAfterDeal: 4, totals: { A: 80, B: 2000 } });
    });

    it('gives the game to the defenders that reach the target on a failed contract', () => {
      const failedSurcoinched = deal(160, 0, 'surcoinche', 100);
      const game = scoreGame([
        failedSurcoinched,
        failedSurcoinched,
        failedSurcoinched,
        failedSurcoinched,
      ]);
      expect(game).toMatchObject({ winner: 'B', finishedAfterDeal: 4, totals: { A: 0, B: 2560 } });
    });

    it('ends at a custom target', () => {
      const game = scoreGame([capotA, capotA, passedOut, capotA, capotA], { target: 1000 });
      expect(game).toMatchObject({ winner: 'A', finishedAfterDeal: 5, totals: { A: 1000, B: 0 } });
    });

    it('counts passed-out deals in finishedAfterDeal', () => {
      const game = scoreGame([passedOut, passedOut, capotA, capotA], { target: 500 });
      expect(game.finishedAfterDeal).toBe(4);
    });

    it('refuses a deal after the end, passed out too', () => {
      expect(() => scoreGame([capotA, capotA, passedOut], { target: 500 })).toThrow(
        rulesError('DEAL_AFTER_GAME_END', 'deals[2]'),
      );
      expect(() => scoreGame([capotA, capotA, made80A], { target: 500 })).toThrow(
        rulesError('DEAL_AFTER_GAME_END', 'deals[2]'),
      );
    });

    it.each<[string, unknown[], string, string]>([
      [
        'a claim',
        [made80A, { ...made80A, claim: { team: 'A' } }],
        'FACT_NOT_IN_GAME',
        'deals[1].claim',
      ],
      ['a revoke', [{ ...made80A, revoke: 'A' }], 'FACT_NOT_IN_GAME', 'deals[0].revoke'],
      [
        'all tricks alone',
        [passedOut, passedOut, { ...capotA, allTricks: { team: 'A', seat: 2 } }],
        'FACT_NOT_IN_GAME',
        'deals[2].allTricks.seat',
      ],
      [
        '161 points',
        [made80A, { ...made80A, cardPoints: { A: 90, B: 71 } }],
        'CARD_POINTS_SUM',
        'deals[1].cardPoints',
      ],
      [
        'a générale',
        [{ ...made80A, contract: { ...made80A.contract, value: 'generale' } }],
        'INVALID_CONTRACT_VALUE',
        'deals[0].contract.value',
      ],
      ['not a deal', [made80A, 'deal'], 'INVALID_DEAL', 'deals[1]'],
    ])('names the deal with %s', (_case, deals, code, field) => {
      expect(() => scoreGame(deals)).toThrow(rulesError(code, field));
    });

    it('refuses a list that is not one, and a bad target', () => {
      expect(() => scoreGame('deals' as unknown as unknown[])).toThrow(
        rulesError('INVALID_DEAL', 'deals'),
      );
      expect(() => scoreGame([], { target: 0 })).toThrow(rulesError('INVALID_TARGET', 'target'));
      expect(() => scoreGame([], { target: 1500.5 })).toThrow(
        rulesError('INVALID_TARGET', 'target'),
      );
    });
  });

  describe('outcomeAtBell', () => {
    const made80A = deal(80, 0, 'none', 90);
    const made80B = deal(80, 1, 'none', 70);

    it('gives a game stopped at the bell to the higher total', () => {
      expect(outcomeAtBell([made80A, made80B, made80A], { tieAtBell: 'draw' })).toEqual({
        totals: { A: 160, B: 80 },
        winner: 'A',
        stoppedByBell: true,
      });
    });

    it('calls equal totals a draw, or gives them to the last declaring team', () => {
      const deals = [made80A, made80B, { passedOut: true }];
      expect(outcomeAtBell(deals, { tieAtBell: 'draw' })).toEqual({
        totals: { A: 80, B: 80 },
        winner: null,
        stoppedByBell: true,
      });
      expect(outcomeAtBell(deals, { tieAtBell: 'last-declarer' }).winner).toBe('B');
    });

    it('keeps the winner of a game that had reached its target', () => {
      const capotB = deal('capot', 3, 'none', 0, { allTricks: { team: 'B' } });
      expect(outcomeAtBell([capotB, capotB], { target: 500, tieAtBell: 'draw' })).toEqual({
        totals: { A: 0, B: 500 },
        winner: 'B',
        stoppedByBell: false,
      });
    });

    it('refuses an unknown tie rule, missing options and bad deals', () => {
      expect(() => outcomeAtBell([], { tieAtBell: 'coin-toss' as 'draw' })).toThrow(
        rulesError('INVALID_DEAL', 'tieAtBell'),
      );
      expect(() => outcomeAtBell([], undefined as unknown as { tieAtBell: 'draw' })).toThrow(
        RulesError,
      );
      expect(() => outcomeAtBell([{ ...made80A, claim: {} }], { tieAtBell: 'draw' })).toThrow(
        rulesError('FACT_NOT_IN_GAME', 'deals[0].claim'),
      );
    });
  });
});
