import { CINCH_CONTRACTS, cinch, isPossibleCinchPair } from './cinch.ts';
import { RulesError } from './errors.ts';
import { otherTeam, teamOfSeat } from './seats.ts';
import { thrownBy } from './test-helpers.ts';
import type {
  CinchCall,
  CinchContractValue,
  CinchPlayedDeal,
  Seat,
  Suit,
  Team,
  TeamPoints,
} from './types.ts';

const SEATS: Seat[] = [0, 1, 2, 3];

/** A played Cinch deal: `value` bid by `declarer`, points A–B, hearts trump unless said. */
function deal(
  value: CinchContractValue,
  declarer: Seat,
  points: [number, number],
  revoke?: Team,
  suit: Suit = 'hearts',
): CinchPlayedDeal {
  const played: CinchPlayedDeal = {
    contract: { value, suit, declarer },
    cardPoints: { A: points[0], B: points[1] },
  };
  return revoke === undefined ? played : { ...played, revoke };
}

/** The points, marks or team of `declarer`'s team first, as A–B. */
function asAB<T>(declarer: Seat, own: T, other: T): [T, T] {
  return declarer % 2 === 0 ? [own, other] : [other, own];
}

function marks(pair: [number, number]): TeamPoints {
  return { A: pair[0], B: pair[1] };
}

/** The error `act` throws, as its code and field. */
function errorOf(act: () => unknown): { code: string; field: string } | string {
  const error = thrownBy(act);
  return error instanceof RulesError ? { code: error.code, field: error.field } : String(error);
}

const pass = (seat: Seat): CinchCall => ({ seat, type: 'pass' });
const bid = (seat: Seat, value: CinchContractValue, suit?: Suit): CinchCall =>
  suit === undefined ? { seat, type: 'bid', value } : { seat, type: 'bid', value, suit };
/** The seat `n` places after `seat` in the order of play. */
const after = (seat: Seat, n = 1): Seat => ((seat + n) % 4) as Seat;

describe('cinch', () => {
  describe('the ruleset', () => {
    it('is Cinch (Double Pedro), played to 51', () => {
      expect(cinch).toMatchObject({
        id: 'cinch',
        names: { fr: 'Cinch (Double Pedro)', en: 'Cinch (Double Pedro)' },
        defaultTarget: 51,
      });
    });

    it('draws its form: 52 cards, 6 tricks, 14 points at most, bids 1 to 14, revokes, no coinche', () => {
      expect(cinch.form).toEqual({
        cards: 52,
        tricks: 6,
        totalPoints: 14,
        pointsAddUp: 'at-most',
        contracts: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
        doublings: ['none'],
        uncoinchable: [],
        calls: ['pass', 'bid'],
        facts: {
          allTricks: false,
          allTricksAlone: false,
          belote: false,
          claim: false,
          revoke: true,
        },
        seatOrder: 'clockwise',
        target: { default: 51, min: 11, max: 500 },
      });
      expect(CINCH_CONTRACTS).toEqual(cinch.form.contracts);
    });
  });

  describe('scoreDeal: the worked examples of RULES-CINCH.md, row for row', () => {
    // [bid, points A–B, revoke, marks A–B, made]; team A declares.
    const examples: Array<
      [CinchContractValue, [number, number], Team | undefined, [number, number], boolean]
    > = [
      [6, [6, 8], undefined, [0, 2], true],
      [8, [7, 7], undefined, [0, 15], false],
      [7, [12, 2], undefined, [10, 0], true],
      [7, [7, 7], undefined, [0, 0], true],
      [14, [14, 0], undefined, [14, 0], true],
      [10, [9, 5], undefined, [0, 15], false],
      [5, [11, 3], 'A', [0, 19], false],
      [9, [6, 8], 'B', [9, 0], true],
      [9, [11, 3], 'B', [11, 0], true],
    ];

    it.each(examples)(
      'bid %i, %j, revoke %s: marks %j',
      (value, points, revoke, expected, made) => {
        expect(cinch.scoreDeal(deal(value, 0, points, revoke))).toEqual({
          made,
          marks: marks(expected),
        });
      },
    );

    // The same rows from every seat: team B declaring swaps the points, the revoke and the marks.
    const fromEverySeat = examples.flatMap((row) => SEATS.map((seat) => [seat, ...row] as const));
    it.each(fromEverySeat)(
      'declared by seat %i: bid %i, declaring–defending %j, revoke %s, marks %j',
      (declarer, value, points, revoke, expected, made) => {
        const swap = (team: Team | undefined): Team | undefined =>
          team === undefined || declarer % 2 === 0 ? team : otherTeam(team);
        const played = deal(value, declarer, asAB(declarer, ...points), swap(revoke));
        expect(cinch.scoreDeal(played)).toEqual({
          made,
          marks: marks(asAB(declarer, ...expected)),
        });
      },
    );
  });

  describe('scoreDeal: every bid', () => {
    // [V, marks declaring–defending when made with exactly V against 14 − V,
    //  the defenders' marks when set with 0–14 or when the declaring team revoked: 14 + V]
    const table: Array<[CinchContractValue, [number, number], number]> = [
      [1, [0, 12], 15],
      [2, [0, 10], 16],
      [3, [0, 8], 17],
      [4, [0, 6], 18],
      [5, [0, 4], 19],
      [6, [0, 2], 20],
      [7, [0, 0], 21],
      [8, [2, 0], 22],
      [9, [4, 0], 23],
      [10, [6, 0], 24],
      [11, [8, 0], 25],
      [12, [10, 0], 26],
      [13, [12, 0], 27],
      [14, [14, 0], 28],
    ];
    const rows = table.flatMap((row) =>
      SEATS.map((seat) => [row[0], seat, row[1], row[2]] as const),
    );

    it.each(rows)(
      'bid %i by seat %i made with exactly V: the team ahead marks the difference %j',
      (value, declarer, expected) => {
        const played = deal(value, declarer, asAB(declarer, value, 14 - value));
        expect(cinch.scoreDeal(played)).toEqual({
          made: true,
          marks: marks(asAB(declarer, ...expected)),
        });
      },
    );

    it.each(rows)(
      'bid %i by seat %i set with 0–14: the defenders mark 14 + V',
      (value, declarer, _made, set) => {
        const played = deal(value, declarer, asAB(declarer, 0, 14));
        expect(cinch.scoreDeal(played)).toEqual({
          made: false,
          marks: marks(asAB(declarer, 0, set)),
        });
      },
    );

    it.each(rows)(
      'bid %i by seat %i set by one point: the defenders mark 15',
      (value, declarer) => {
        // p + q = 14: every card taken, always a possible pair.
        const p = value - 1;
        const played = deal(value, declarer, asAB(declarer, p, 14 - p));
        expect(cinch.scoreDeal(played)).toEqual({
          made: false,
          marks: marks(asAB(declarer, 0, 15)),
        });
      },
    );

    it.each(rows)(
      'bid %i by seat %i, the declaring team revoked with all 14 points: the defenders mark 14 + V',
      (value, declarer, _made, set) => {
        const played = deal(value, declarer, asAB(declarer, 14, 0), teamOfSeat(declarer));
        expect(cinch.scoreDeal(played)).toEqual({
          made: false,
          marks: marks(asAB(declarer, 0, set)),
        });
      },
    );

    it.each(rows)(
      'bid %i by seat %i, the defenders revoked with all 14 points: the declaring team marks V',
      (value, declarer) => {
        const defending = otherTeam(teamOfSeat(declarer));
        const played = deal(value, declarer, asAB(declarer, 0, 14), defending);
        expect(cinch.scoreDeal(played)).toEqual({
          made: true,
          marks: marks(asAB(declarer, value, 0)),
        });
      },
    );
  });

  describe('scoreDeal: the rules of the marque one by one', () => {
    it('gives a made bid to the defenders when they took more points (bid 6, 6–8)', () => {
      expect(cinch.scoreDeal(deal(6, 2, [6, 8])).marks).toEqual({ A: 0, B: 2 });
    });

    it('marks nothing when a made bid leaves the points equal (bid 5, 5–5, four in the stock)', () => {
      expect(cinch.scoreDeal(deal(5, 1, [5, 5]))).toEqual({ made: true, marks: { A: 0, B: 0 } });
    });

    it('counts points left in the stock for nobody (bid 3, 3–0: made by 3)', () => {
      expect(cinch.scoreDeal(deal(3, 3, [0, 3]))).toEqual({ made: true, marks: { A: 0, B: 3 } });
    });

    it('sets a bid short by one point whatever the defenders took (bid 10, 9–0: 15)', () => {
      expect(cinch.scoreDeal(deal(10, 0, [9, 0]))).toEqual({ made: false, marks: { A: 0, B: 15 } });
    });

    it('with a revoke by the defenders, gives the declaring team its points when above the bid', () => {
      expect(cinch.scoreDeal(deal(4, 1, [0, 13], 'A')).marks).toEqual({ A: 0, B: 13 });
    });

    it('with a revoke by the declaring team, ignores its points (bid 1, 14–0: 15 to the defenders)', () => {
      expect(cinch.scoreDeal(deal(1, 0, [14, 0], 'A')).marks).toEqual({ A: 0, B: 15 });
    });

    it('does not score a passed-out deal on its own (it is 0–0 in a game)', () => {
      expect(errorOf(() => cinch.scoreDeal({ passedOut: true }))).toEqual({
        code: 'INVALID_DEAL',
        field: 'contract',
      });
    });
  });

  describe('the points a pair of teams can hold: 5f + o, f_A + f_B <= 2, o_A + o_B <= 4', () => {
    it.each<[number, number, boolean, string]>([
      [0, 0, true, 'no point taken: all six cards in the stock or no trick'],
      [14, 0, true, 'all six cards to one team'],
      [0, 14, true, 'all six cards to the other'],
      [13, 1, true, '5 + 5 + 1 + 1 + 1 against 1'],
      [1, 13, true, 'the same the other way'],
      [10, 4, true, 'both pedros against the four one-point cards'],
      [5, 5, true, 'a pedro each'],
      [9, 5, true, 'a pedro and four ones against a pedro'],
      [11, 3, true, 'both pedros and one against three ones'],
      [6, 8, true, 'a pedro and one against a pedro and three'],
      [12, 2, true, 'both pedros and two against two'],
      [10, 3, true, 'one one-point card in the stock'],
      [7, 7, true, 'a pedro and two ones each'],
      [4, 0, true, 'the four ones'],
      [4, 4, false, 'eight one-point cards: there are four'],
      [3, 3, false, 'six one-point cards'],
      [14, 1, false, 'fifteen points: one more than a deal holds'],
      [9, 9, false, 'o_A + o_B = 8'],
      [10, 10, false, 'four pedros: there are two'],
      [13, 0, true, 'one one-point card in the stock'],
      [8, 4, false, 'o_A + o_B = 7'],
      [12, 1, true, 'both pedros and two against one'],
      [11, 4, false, 'fifteen points: o_A + o_B = 5'],
      [2, 13, false, 'fifteen points: o_A + o_B = 5'],
    ])('%i–%i: %s (possible: %s)', (a, b, possible) => {
      expect(isPossibleCinchPair(a, b)).toBe(possible);
      expect(isPossibleCinchPair(b, a)).toBe(possible);
    });

    it('agrees with every way of splitting the six point cards between the teams and the stock', () => {
      const cards = [1, 1, 1, 1, 5, 5];
      const reachable = new Set<string>();
      for (let split = 0; split < 3 ** cards.length; split += 1) {
        const held = { A: 0, B: 0 };
        cards.forEach((card, index) => {
          const owner = Math.floor(split / 3 ** index) % 3;
          if (owner === 1) held.A += card;
          if (owner === 2) held.B += card;
        });
        reachable.add(`${held.A}–${held.B}`);
      }
      for (let a = -1; a <= 16; a += 1) {
        for (let b = -1; b <= 16; b += 1) {
          expect([a, b, isPossibleCinchPair(a, b)]).toEqual([a, b, reachable.has(`${a}–${b}`)]);
        }
      }
    });

    it('calls anything but whole points from 0 to 14 impossible', () => {
      expect(isPossibleCinchPair(1.5, 0)).toBe(false);
      expect(isPossibleCinchPair(Number.NaN, 0)).toBe(false);
      expect(isPossibleCinchPair(0, Number.POSITIVE_INFINITY)).toBe(false);
    });

    it('accepts a possible pair in a deal, and refuses 4–4 with POINTS_IMPOSSIBLE', () => {
      expect(cinch.readDeal(deal(1, 0, [13, 1]))).toEqual(deal(1, 0, [13, 1]));
      expect(thrownBy(() => cinch.readDeal(deal(1, 0, [4, 4])))).toMatchObject({
        code: 'POINTS_IMPOSSIBLE',
        field: 'cardPoints',
        params: { A: 4, B: 4 },
      });
    });
  });

  describe('readDeal', () => {
    it('returns a clean copy of a played deal', () => {
      expect(
        cinch.readDeal({ ...deal(9, 3, [6, 8], 'A', 'spades'), doubling: 'none', note: 'x' }),
      ).toStrictEqual(deal(9, 3, [6, 8], 'A', 'spades'));
    });

    it.each([undefined, null, 'none'])('accepts a doubling of %s and drops it', (doubling) => {
      expect(cinch.readDeal({ ...deal(7, 0, [7, 7]), doubling })).toStrictEqual(deal(7, 0, [7, 7]));
    });

    it('drops an absent revoke (null)', () => {
      expect(cinch.readDeal({ ...deal(7, 0, [7, 7]), revoke: null })).toStrictEqual(
        deal(7, 0, [7, 7]),
      );
    });

    it('reads a passed-out deal, dropping its other fields', () => {
      expect(cinch.readDeal({ passedOut: true })).toStrictEqual({ passedOut: true });
      expect(cinch.readDeal({ passedOut: true, belote: 'A', contract: 'x' })).toStrictEqual({
        passedOut: true,
      });
    });

    const valid = deal(6, 0, [6, 8]);
    it.each<[string, unknown, string, string]>([
      [
        'a bid of 0',
        { ...valid, contract: { ...valid.contract, value: 0 } },
        'INVALID_CONTRACT_VALUE',
        'contract.value',
      ],
      [
        'a bid of 15',
        { ...valid, contract: { ...valid.contract, value: 15 } },
        'INVALID_CONTRACT_VALUE',
        'contract.value',
      ],
      [
        'a bid of a match',
        { ...valid, contract: { ...valid.contract, value: 'match' } },
        'INVALID_CONTRACT_VALUE',
        'contract.value',
      ],
      [
        'a bid of "6"',
        { ...valid, contract: { ...valid.contract, value: '6' } },
        'INVALID_CONTRACT_VALUE',
        'contract.value',
      ],
      [
        'a bid of 6.5',
        { ...valid, contract: { ...valid.contract, value: 6.5 } },
        'INVALID_CONTRACT_VALUE',
        'contract.value',
      ],
      [
        'no trump suit',
        { ...valid, contract: { value: 6, declarer: 0 } },
        'INVALID_SUIT',
        'contract.suit',
      ],
      [
        'a suit that is not one',
        { ...valid, contract: { ...valid.contract, suit: 'stars' } },
        'INVALID_SUIT',
        'contract.suit',
      ],
      [
        'a declarer seat 4',
        { ...valid, contract: { ...valid.contract, declarer: 4 } },
        'INVALID_SEAT',
        'contract.declarer',
      ],
      ['no contract', { cardPoints: valid.cardPoints }, 'INVALID_DEAL', 'contract'],
      ['no points', { contract: valid.contract }, 'INVALID_DEAL', 'cardPoints'],
      ['15 points for a team', deal(6, 0, [15, 0]), 'CARD_POINTS_OUT_OF_RANGE', 'cardPoints.A'],
      ['negative points', deal(6, 0, [6, -1]), 'CARD_POINTS_OUT_OF_RANGE', 'cardPoints.B'],
      ['half a point', deal(6, 0, [6.5, 0]), 'CARD_POINTS_NOT_INTEGER', 'cardPoints.A'],
      [
        'points as text',
        { ...valid, cardPoints: { A: '6', B: 8 } },
        'CARD_POINTS_NOT_INTEGER',
        'cardPoints.A',
      ],
      ['10–5: fifteen points together', deal(6, 0, [10, 5]), 'CARD_POINTS_SUM', 'cardPoints'],
      ['14–1: fifteen points together', deal(6, 0, [14, 1]), 'CARD_POINTS_SUM', 'cardPoints'],
      ['4–4: eight one-point cards', deal(6, 0, [4, 4]), 'POINTS_IMPOSSIBLE', 'cardPoints'],
      ['8–4: seven one-point cards', deal(6, 0, [8, 4]), 'POINTS_IMPOSSIBLE', 'cardPoints'],
      ['a coinche', { ...valid, doubling: 'coinche' }, 'FACT_NOT_IN_GAME', 'doubling'],
      ['a surcoinche', { ...valid, doubling: 'surcoinche' }, 'FACT_NOT_IN_GAME', 'doubling'],
      ['an unknown doubling', { ...valid, doubling: 'double' }, 'INVALID_DOUBLING', 'doubling'],
      ['a doubling of 2', { ...valid, doubling: 2 }, 'INVALID_DOUBLING', 'doubling'],
      ['a belote', { ...valid, belote: 'A' }, 'FACT_NOT_IN_GAME', 'belote'],
      ['all tricks', { ...valid, allTricks: { team: 'A' } }, 'FACT_NOT_IN_GAME', 'allTricks'],
      ['a claim', { ...valid, claim: { team: 'A' } }, 'FACT_NOT_IN_GAME', 'claim'],
      ['a revoke by team C', { ...valid, revoke: 'C' }, 'INVALID_TEAM', 'revoke'],
      ['a revoke by seat 1', { ...valid, revoke: 1 }, 'INVALID_TEAM', 'revoke'],
      ['a deal that is not an object', 'deal', 'INVALID_DEAL', 'deal'],
      ['a null deal', null, 'INVALID_DEAL', 'deal'],
    ])('refuses %s', (_name, input, code, field) => {
      expect(errorOf(() => cinch.readDeal(input))).toEqual({ code, field });
      expect(errorOf(() => cinch.scoreDeal(input))).toEqual({ code, field });
    });
  });

  describe('resolveAuction: one round, the dealer last', () => {
    it.each(SEATS)('passes the deal out after four passes, dealer %i', (dealer) => {
      const calls = [1, 2, 3, 4].map((n) => pass(after(dealer, n)));
      expect(cinch.resolveAuction(dealer, calls)).toEqual({ passedOut: true });
    });

    it.each(SEATS)('gives dealer %i’s left the first call', (dealer) => {
      const first = after(dealer);
      const calls = [
        bid(first, 6, 'clubs'),
        pass(after(dealer, 2)),
        pass(after(dealer, 3)),
        pass(dealer),
      ];
      expect(cinch.resolveAuction(dealer, calls)).toEqual({
        passedOut: false,
        contract: { value: 6, suit: 'clubs', declarer: first },
        doubling: 'none',
      });
    });

    it.each(SEATS)('lets dealer %i bid last, after three passes', (dealer) => {
      const calls = [
        pass(after(dealer)),
        pass(after(dealer, 2)),
        pass(after(dealer, 3)),
        bid(dealer, 1, 'spades'),
      ];
      expect(cinch.resolveAuction(dealer, calls)).toMatchObject({
        contract: { value: 1, suit: 'spades', declarer: dealer },
      });
    });

    it('gives the contract to the highest bid, with its suit', () => {
      const calls = [
        bid(1, 5, 'hearts'),
        bid(2, 7, 'clubs'),
        bid(3, 13, 'diamonds'),
        bid(0, 14, 'spades'),
      ];
      expect(cinch.resolveAuction(0, calls)).toEqual({
        passedOut: false,
        contract: { value: 14, suit: 'spades', declarer: 0 },
        doubling: 'none',
      });
    });

    it('takes the winning bid’s suit, a losing bid having none', () => {
      const calls = [bid(2, 4), bid(3, 9, 'diamonds'), pass(0), pass(1)];
      expect(cinch.resolveAuction(1, calls)).toMatchObject({
        contract: { value: 9, suit: 'diamonds', declarer: 3 },
      });
    });

    it('lets partners outbid each other', () => {
      const calls = [bid(1, 6, 'hearts'), pass(2), bid(3, 8, 'spades'), pass(0)];
      expect(cinch.resolveAuction(0, calls)).toMatchObject({ contract: { value: 8, declarer: 3 } });
    });

    it.each<[string, Seat, unknown, string, string]>([
      ['the dealer speaking first', 0, [pass(0)], 'CALL_OUT_OF_TURN', 'calls[0]'],
      ['the dealer’s partner speaking first', 0, [pass(2)], 'CALL_OUT_OF_TURN', 'calls[0]'],
      ['a player skipped', 0, [pass(1), bid(3, 6, 'hearts')], 'CALL_OUT_OF_TURN', 'calls[1]'],
      [
        'a player speaking twice',
        0,
        [bid(1, 6), bid(1, 7, 'hearts')],
        'CALL_OUT_OF_TURN',
        'calls[1]',
      ],
      ['the same bid again', 0, [bid(1, 7), bid(2, 7, 'clubs')], 'BID_NOT_HIGHER', 'calls[1]'],
      ['a lower bid', 0, [bid(1, 9), pass(2), bid(3, 8, 'clubs')], 'BID_NOT_HIGHER', 'calls[2]'],
      [
        'a bid after 14',
        0,
        [bid(1, 14, 'clubs'), pass(2), pass(3), bid(0, 14, 'hearts')],
        'BID_NOT_HIGHER',
        'calls[3]',
      ],
      [
        'a fifth call',
        0,
        [pass(1), pass(2), pass(3), pass(0), pass(1)],
        'CALL_AFTER_AUCTION_END',
        'calls[4]',
      ],
      [
        'a fifth call after a bid',
        0,
        [bid(1, 6, 'clubs'), pass(2), pass(3), pass(0), bid(1, 7, 'clubs')],
        'CALL_AFTER_AUCTION_END',
        'calls[4]',
      ],
      ['three calls', 0, [pass(1), pass(2), pass(3)], 'AUCTION_NOT_ENDED', 'calls'],
      ['no call', 0, [], 'AUCTION_NOT_ENDED', 'calls'],
      [
        'a winning bid without a suit',
        0,
        [pass(1), bid(2, 6), pass(3), pass(0)],
        'INVALID_SUIT',
        'calls[1].suit',
      ],
      [
        'the dealer’s winning bid without a suit',
        0,
        [bid(1, 6, 'clubs'), pass(2), pass(3), bid(0, 9)],
        'INVALID_SUIT',
        'calls[3].suit',
      ],
      [
        'a bid with a suit that is not one',
        0,
        [{ seat: 1, type: 'bid', value: 6, suit: 'stars' }],
        'INVALID_SUIT',
        'calls[0].suit',
      ],
      [
        'a bid of 0',
        0,
        [{ seat: 1, type: 'bid', value: 0, suit: 'clubs' }],
        'INVALID_CONTRACT_VALUE',
        'calls[0].value',
      ],
      [
        'a bid of 15',
        0,
        [{ seat: 1, type: 'bid', value: 15, suit: 'clubs' }],
        'INVALID_CONTRACT_VALUE',
        'calls[0].value',
      ],
      [
        'a bid of a match',
        0,
        [{ seat: 1, type: 'bid', value: 'match', suit: 'clubs' }],
        'INVALID_CONTRACT_VALUE',
        'calls[0].value',
      ],
      [
        'a coinche',
        0,
        [bid(1, 6, 'clubs'), { seat: 2, type: 'coinche' }],
        'FACT_NOT_IN_GAME',
        'calls[1]',
      ],
      [
        'a surcoinche',
        0,
        [bid(1, 6, 'clubs'), pass(2), { seat: 3, type: 'surcoinche' }],
        'FACT_NOT_IN_GAME',
        'calls[2]',
      ],
      ['an unknown call', 0, [{ seat: 1, type: 'double' }], 'INVALID_CALL', 'calls[0].type'],
      ['a call that is not an object', 0, ['pass'], 'INVALID_CALL', 'calls[0]'],
      ['a call from seat 4', 0, [{ seat: 4, type: 'pass' }], 'INVALID_SEAT', 'calls[0].seat'],
      ['calls that are not a list', 0, { 0: pass(1) }, 'INVALID_CALL', 'calls'],
      ['a dealer seat 4', 4 as Seat, [], 'INVALID_SEAT', 'dealer'],
    ])('refuses %s', (_name, dealer, calls, code, field) => {
      expect(errorOf(() => cinch.resolveAuction(dealer, calls as unknown[]))).toEqual({
        code,
        field,
      });
    });
  });

  describe('scoreGame: game to 51', () => {
    const aTakesAll = deal(14, 0, [14, 0]); // A marks 14
    const bSetsA = deal(8, 2, [7, 7]); // B marks 15
    const passedOut = { passedOut: true };

    it('adds the marks deal by deal and ends when a team reaches 51', () => {
      const game = cinch.scoreGame([aTakesAll, passedOut, bSetsA, aTakesAll, aTakesAll, aTakesAll]);
      expect(game.deals).toEqual([
        { marks: { A: 14, B: 0 }, totals: { A: 14, B: 0 } },
        { marks: { A: 0, B: 0 }, totals: { A: 14, B: 0 } },
        { marks: { A: 0, B: 15 }, totals: { A: 14, B: 15 } },
        { marks: { A: 14, B: 0 }, totals: { A: 28, B: 15 } },
        { marks: { A: 14, B: 0 }, totals: { A: 42, B: 15 } },
        { marks: { A: 14, B: 0 }, totals: { A: 56, B: 15 } },
      ]);
      expect(game).toMatchObject({ totals: { A: 56, B: 15 }, winner: 'A', finishedAfterDeal: 6 });
    });

    it('ends on exactly 51 (three sets of 15, then 6)', () => {
      const game = cinch.scoreGame([bSetsA, bSetsA, bSetsA, deal(6, 1, [0, 6])]);
      expect(game).toMatchObject({ totals: { A: 0, B: 51 }, winner: 'B', finishedAfterDeal: 4 });
    });

    it('goes on at 50', () => {
      const game = cinch.scoreGame([bSetsA, bSetsA, bSetsA, deal(5, 1, [0, 5])]);
      expect(game).toMatchObject({
        totals: { A: 0, B: 50 },
        winner: null,
        finishedAfterDeal: null,
      });
    });

    it('gives the game to the defenders when a set takes them to 51', () => {
      const game = cinch.scoreGame([bSetsA, bSetsA, bSetsA, bSetsA]);
      expect(game).toMatchObject({ winner: 'B', finishedAfterDeal: 4 });
    });

    it('scores passed-out deals 0–0 and counts them', () => {
      expect(cinch.scoreGame([passedOut, passedOut])).toEqual({
        totals: { A: 0, B: 0 },
        winner: null,
        finishedAfterDeal: null,
        deals: [
          { marks: { A: 0, B: 0 }, totals: { A: 0, B: 0 } },
          { marks: { A: 0, B: 0 }, totals: { A: 0, B: 0 } },
        ],
      });
    });

    it('plays to a target the tournament sets (11: one set ends it)', () => {
      expect(cinch.scoreGame([bSetsA], { target: 11 })).toMatchObject({
        winner: 'B',
        finishedAfterDeal: 1,
      });
    });

    it('plays to a longer target the tournament sets (100)', () => {
      const deals = Array.from({ length: 7 }, () => aTakesAll);
      expect(cinch.scoreGame(deals, { target: 100 })).toMatchObject({
        totals: { A: 98, B: 0 },
        winner: null,
      });
    });

    it('refuses a deal after the end of the game, a passed-out one too', () => {
      const finished = [bSetsA, bSetsA, bSetsA, bSetsA];
      expect(errorOf(() => cinch.scoreGame([...finished, aTakesAll]))).toEqual({
        code: 'DEAL_AFTER_GAME_END',
        field: 'deals[4]',
      });
      expect(errorOf(() => cinch.scoreGame([...finished, passedOut]))).toEqual({
        code: 'DEAL_AFTER_GAME_END',
        field: 'deals[4]',
      });
    });

    it('names the deal of an error', () => {
      expect(errorOf(() => cinch.scoreGame([aTakesAll, deal(6, 0, [4, 4])]))).toEqual({
        code: 'POINTS_IMPOSSIBLE',
        field: 'deals[1].cardPoints',
      });
      expect(errorOf(() => cinch.scoreGame([{ ...aTakesAll, doubling: 'coinche' }]))).toEqual({
        code: 'FACT_NOT_IN_GAME',
        field: 'deals[0].doubling',
      });
    });

    it.each([0, -51, 51.5, '51'])('refuses a target of %j', (target) => {
      expect(errorOf(() => cinch.scoreGame([], { target: target as number }))).toEqual({
        code: 'INVALID_TARGET',
        field: 'target',
      });
    });

    it('refuses deals that are not a list', () => {
      expect(errorOf(() => cinch.scoreGame('deals' as unknown as unknown[]))).toEqual({
        code: 'INVALID_DEAL',
        field: 'deals',
      });
    });
  });

  describe('outcomeAtBell', () => {
    const aMakes10 = deal(10, 0, [12, 2]); // A marks 10
    const bMakes10 = deal(10, 1, [2, 12]); // B marks 10

    it('gives a game stopped at the bell to the higher total', () => {
      expect(cinch.outcomeAtBell([aMakes10, aMakes10, bMakes10], { tieAtBell: 'draw' })).toEqual({
        totals: { A: 20, B: 10 },
        winner: 'A',
        stoppedByBell: true,
      });
    });

    it('calls equal totals a draw, or gives them to the last declaring team, as the tournament says', () => {
      const deals = [aMakes10, bMakes10, { passedOut: true }];
      expect(cinch.outcomeAtBell(deals, { tieAtBell: 'draw' }).winner).toBeNull();
      expect(cinch.outcomeAtBell(deals, { tieAtBell: 'last-declarer' })).toEqual({
        totals: { A: 10, B: 10 },
        winner: 'B',
        stoppedByBell: true,
      });
    });

    it('keeps the winner of a game that reached 51 (the Cinch target, not the coinche one)', () => {
      const deals = Array.from({ length: 6 }, () => aMakes10);
      expect(cinch.outcomeAtBell(deals, { tieAtBell: 'draw' })).toEqual({
        totals: { A: 60, B: 0 },
        winner: 'A',
        stoppedByBell: false,
      });
    });

    it('follows the tournament’s target', () => {
      const deals = Array.from({ length: 6 }, () => aMakes10);
      expect(cinch.outcomeAtBell(deals, { target: 100, tieAtBell: 'draw' })).toEqual({
        totals: { A: 60, B: 0 },
        winner: 'A',
        stoppedByBell: true,
      });
    });

    it.each([null, undefined, 'draw'])('refuses options of %j', (options) => {
      expect(
        errorOf(() => cinch.outcomeAtBell([], options as unknown as { tieAtBell: 'draw' })),
      ).toEqual({ code: 'INVALID_DEAL', field: 'options' });
    });

    it('refuses an unknown tie rule', () => {
      expect(errorOf(() => cinch.outcomeAtBell([], { tieAtBell: 'coin-toss' as 'draw' }))).toEqual({
        code: 'INVALID_DEAL',
        field: 'tieAtBell',
      });
    });
  });
});
