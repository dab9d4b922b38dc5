import { resolveAuction } from './auction.ts';
import { RulesError } from './errors.ts';
import type { Call, ContractValue, Seat, Suit } from './types.ts';

const pass = (seat: Seat): Call => ({ seat, type: 'pass' });
const bid = (seat: Seat, value: ContractValue, suit: Suit = 'hearts'): Call => ({
  seat,
  type: 'bid',
  value,
  suit,
});
const coinche = (seat: Seat): Call => ({ seat, type: 'coinche' });
const surcoinche = (seat: Seat): Call => ({ seat, type: 'surcoinche' });
/** The seat `n` places to the right of `seat`. */
const right = (seat: Seat, n = 1): Seat => ((seat + n) % 4) as Seat;

describe('resolveAuction', () => {
  describe('turn order: counterclockwise from the dealer’s right', () => {
    it.each<Seat>([0, 1, 2, 3])('passes the deal out after four passes, dealer %i', (dealer) => {
      const calls = [1, 2, 3, 4].map((n) => pass(right(dealer, n)));
      expect(resolveAuction(dealer, calls)).toEqual({ passedOut: true });
    });

    it.each<Seat>([0, 1, 2, 3])('refuses the dealer %i speaking first', (dealer) => {
      expect(() => resolveAuction(dealer, [pass(dealer)])).toThrow(
        expect.objectContaining({ code: 'CALL_OUT_OF_TURN', field: 'calls[0]' }),
      );
    });

    it.each<Seat>([0, 1, 2, 3])('gives dealer %i’s right the first bid', (dealer) => {
      const first = right(dealer);
      const calls = [
        bid(first, 80),
        pass(right(first)),
        pass(right(first, 2)),
        pass(right(first, 3)),
      ];
      expect(resolveAuction(dealer, calls)).toEqual({
        passedOut: false,
        contract: { value: 80, suit: 'hearts', declarer: first },
        doubling: 'none',
      });
    });
  });

  describe('legal auctions', () => {
    it('ends after three passes following a bid', () => {
      expect(resolveAuction(3, [bid(0, 80), pass(1), pass(2), pass(3)])).toMatchObject({
        contract: { value: 80, declarer: 0 },
        doubling: 'none',
      });
    });

    it('takes a first bid after passes', () => {
      expect(
        resolveAuction(0, [
          pass(1),
          pass(2),
          pass(3),
          bid(0, 60, 'clubs'),
          pass(1),
          pass(2),
          pass(3),
        ]),
      ).toEqual({
        passedOut: false,
        contract: { value: 60, suit: 'clubs', declarer: 0 },
        doubling: 'none',
      });
    });

    it('lets a player who passed bid again when the turn comes back', () => {
      const calls = [
        pass(1),
        bid(2, 80),
        pass(3),
        bid(0, 90, 'spades'),
        bid(1, 100, 'clubs'),
        pass(2),
        pass(3),
        pass(0),
      ];
      expect(resolveAuction(0, calls)).toEqual({
        passedOut: false,
        contract: { value: 100, suit: 'clubs', declarer: 1 },
        doubling: 'none',
      });
    });

    it('starts the count of passes again after each bid', () => {
      const calls = [bid(1, 80), pass(2), pass(3), bid(0, 90), pass(1), pass(2), pass(3)];
      expect(resolveAuction(0, calls)).toMatchObject({ contract: { value: 90, declarer: 0 } });
    });

    it('lets partners outbid each other', () => {
      const calls = [bid(1, 80), pass(2), bid(3, 100, 'spades'), pass(0), pass(1), pass(2)];
      expect(resolveAuction(0, calls)).toMatchObject({
        contract: { value: 100, suit: 'spades', declarer: 3 },
      });
    });

    it('ranks a match above 150', () => {
      expect(
        resolveAuction(0, [bid(1, 150), bid(2, 'match'), pass(3), pass(0), pass(1)]),
      ).toMatchObject({ contract: { value: 'match', declarer: 2 } });
    });

    it('ends at once on a générale', () => {
      expect(resolveAuction(0, [bid(1, 150), bid(2, 'generale')])).toEqual({
        passedOut: false,
        contract: { value: 'generale', suit: 'hearts', declarer: 2 },
        doubling: 'none',
      });
    });

    it('ends at once on a générale as the first call', () => {
      expect(resolveAuction(1, [bid(2, 'generale', 'diamonds')])).toMatchObject({
        contract: { value: 'generale', suit: 'diamonds', declarer: 2 },
      });
    });

    it('ends at once on a coinche by the opposing team, out of turn', () => {
      expect(resolveAuction(0, [bid(1, 80), coinche(0)])).toEqual({
        passedOut: false,
        contract: { value: 80, suit: 'hearts', declarer: 1 },
        doubling: 'coinche',
      });
    });

    it.each<Seat>([0, 2])('takes a coinche of B’s contract by seat %i', (seat) => {
      expect(resolveAuction(0, [bid(1, 80), pass(2), coinche(seat)])).toMatchObject({
        doubling: 'coinche',
      });
    });

    it('takes a coinche of a raised contract by the team that bid first', () => {
      expect(resolveAuction(0, [bid(1, 80), bid(2, 90), coinche(3)])).toMatchObject({
        contract: { value: 90, declarer: 2 },
        doubling: 'coinche',
      });
    });

    it('takes a coinche after the three passes, before the first card', () => {
      expect(resolveAuction(0, [bid(1, 120), pass(2), pass(3), pass(0), coinche(0)])).toMatchObject(
        { contract: { value: 120, declarer: 1 }, doubling: 'coinche' },
      );
    });

    it('takes a coinched match', () => {
      expect(resolveAuction(0, [bid(1, 'match'), coinche(2)])).toMatchObject({
        contract: { value: 'match' },
        doubling: 'coinche',
      });
    });

    it.each<Seat>([1, 3])('takes a surcoinche by seat %i of the declaring team', (seat) => {
      expect(resolveAuction(0, [bid(1, 80), pass(2), coinche(2), surcoinche(seat)])).toEqual({
        passedOut: false,
        contract: { value: 80, suit: 'hearts', declarer: 1 },
        doubling: 'surcoinche',
      });
    });

    it('takes a coinche and a surcoinche after the three passes', () => {
      const calls = [bid(1, 100), pass(2), pass(3), pass(0), coinche(2), surcoinche(3)];
      expect(resolveAuction(0, calls)).toMatchObject({ doubling: 'surcoinche' });
    });

    it('gives the contract to team B’s declarer', () => {
      expect(resolveAuction(2, [bid(3, 60), pass(0), pass(1), pass(2)])).toMatchObject({
        contract: { declarer: 3 },
      });
    });
  });

  describe('illegal auctions', () => {
    it.each<[string, Seat, Call[], string, string]>([
      ['a call out of turn', 0, [pass(2)], 'CALL_OUT_OF_TURN', 'calls[0]'],
      ['a bid out of turn', 0, [pass(1), bid(3, 80)], 'CALL_OUT_OF_TURN', 'calls[1]'],
      ['a player speaking twice', 0, [bid(1, 80), bid(1, 90)], 'CALL_OUT_OF_TURN', 'calls[1]'],
      [
        'the same amount in another suit',
        0,
        [bid(1, 80), bid(2, 80, 'spades')],
        'BID_NOT_HIGHER',
        'calls[1]',
      ],
      ['a bid below the last one', 0, [bid(1, 100), bid(2, 90)], 'BID_NOT_HIGHER', 'calls[1]'],
      ['150 after a match', 0, [bid(1, 'match'), bid(2, 150)], 'BID_NOT_HIGHER', 'calls[1]'],
      [
        'a match after a match',
        0,
        [bid(1, 'match'), bid(2, 'match')],
        'BID_NOT_HIGHER',
        'calls[1]',
      ],
      [
        'a match after a générale',
        0,
        [bid(1, 'generale'), bid(2, 'match')],
        'CALL_AFTER_AUCTION_END',
        'calls[1]',
      ],
      [
        'a pass after a générale',
        0,
        [bid(1, 'generale'), pass(2)],
        'CALL_AFTER_AUCTION_END',
        'calls[1]',
      ],
      [
        'a coinche by the declarer',
        0,
        [bid(1, 80), coinche(1)],
        'COINCHE_BY_DECLARING_TEAM',
        'calls[1]',
      ],
      [
        'a coinche by the declarer’s partner',
        0,
        [bid(1, 80), coinche(3)],
        'COINCHE_BY_DECLARING_TEAM',
        'calls[1]',
      ],
      ['a coinche before any bid', 0, [pass(1), coinche(2)], 'COINCHE_WITHOUT_BID', 'calls[1]'],
      [
        'a coinche of a passed-out deal',
        0,
        [pass(1), pass(2), pass(3), pass(0), coinche(1)],
        'COINCHE_WITHOUT_BID',
        'calls[4]',
      ],
      ['a coinched générale', 0, [bid(1, 'generale'), coinche(2)], 'GENERALE_COINCHED', 'calls[1]'],
      [
        'a surcoinche without a coinche',
        0,
        [bid(1, 80), surcoinche(3)],
        'SURCOINCHE_WITHOUT_COINCHE',
        'calls[1]',
      ],
      ['a surcoinche before any bid', 0, [surcoinche(1)], 'SURCOINCHE_WITHOUT_COINCHE', 'calls[0]'],
      [
        'a surcoinche of a générale',
        0,
        [bid(1, 'generale'), surcoinche(3)],
        'SURCOINCHE_WITHOUT_COINCHE',
        'calls[1]',
      ],
      [
        'a surcoinche by the defenders',
        0,
        [bid(1, 80), coinche(0), surcoinche(2)],
        'SURCOINCHE_BY_DEFENDERS',
        'calls[2]',
      ],
      [
        'a second coinche',
        0,
        [bid(1, 80), coinche(0), coinche(2)],
        'CALL_AFTER_AUCTION_END',
        'calls[2]',
      ],
      [
        'a second surcoinche',
        0,
        [bid(1, 80), coinche(0), surcoinche(1), surcoinche(3)],
        'CALL_AFTER_AUCTION_END',
        'calls[3]',
      ],
      [
        'a bid after a coinche',
        0,
        [bid(1, 80), coinche(2), bid(2, 90)],
        'CALL_AFTER_AUCTION_END',
        'calls[2]',
      ],
      [
        'a pass after a coinche',
        0,
        [bid(1, 80), coinche(2), pass(3)],
        'CALL_AFTER_AUCTION_END',
        'calls[2]',
      ],
      [
        'a bid after the three passes',
        0,
        [bid(1, 80), pass(2), pass(3), pass(0), bid(1, 90)],
        'CALL_AFTER_AUCTION_END',
        'calls[4]',
      ],
      [
        'a pass after four passes',
        0,
        [pass(1), pass(2), pass(3), pass(0), pass(1)],
        'CALL_AFTER_AUCTION_END',
        'calls[4]',
      ],
      [
        'a bid after four passes',
        0,
        [pass(1), pass(2), pass(3), pass(0), bid(1, 80)],
        'CALL_AFTER_AUCTION_END',
        'calls[4]',
      ],
      [
        'an auction with two passes after the bid',
        0,
        [bid(1, 80), pass(2), pass(3)],
        'AUCTION_NOT_ENDED',
        'calls',
      ],
      [
        'an auction with three passes and no bid',
        0,
        [pass(1), pass(2), pass(3)],
        'AUCTION_NOT_ENDED',
        'calls',
      ],
      ['no call at all', 0, [], 'AUCTION_NOT_ENDED', 'calls'],
      [
        'a bid of 55',
        0,
        [{ seat: 1, type: 'bid', value: 55, suit: 'hearts' } as unknown as Call],
        'INVALID_CONTRACT_VALUE',
        'calls[0].value',
      ],
      [
        'a bid of "80"',
        0,
        [{ seat: 1, type: 'bid', value: '80', suit: 'hearts' } as unknown as Call],
        'INVALID_CONTRACT_VALUE',
        'calls[0].value',
      ],
      [
        'a bid without a suit',
        0,
        [{ seat: 1, type: 'bid', value: 80 } as unknown as Call],
        'INVALID_SUIT',
        'calls[0].suit',
      ],
      [
        'a bid in no-trumps',
        0,
        [{ seat: 1, type: 'bid', value: 80, suit: 'notrump' } as unknown as Call],
        'INVALID_SUIT',
        'calls[0].suit',
      ],
      [
        'an unknown call',
        0,
        [{ seat: 1, type: 'double' } as unknown as Call],
        'INVALID_CALL',
        'calls[0].type',
      ],
      [
        'a call without a type',
        0,
        [{ seat: 1 } as unknown as Call],
        'INVALID_CALL',
        'calls[0].type',
      ],
      [
        'a call from seat 5',
        0,
        [{ seat: 5, type: 'pass' } as unknown as Call],
        'INVALID_SEAT',
        'calls[0].seat',
      ],
      [
        'a call from seat "1"',
        0,
        [{ seat: '1', type: 'pass' } as unknown as Call],
        'INVALID_SEAT',
        'calls[0].seat',
      ],
      ['a call that is not an object', 0, ['pass' as unknown as Call], 'INVALID_CALL', 'calls[0]'],
      ['a call that is null', 0, [pass(1), null as unknown as Call], 'INVALID_CALL', 'calls[1]'],
      ['calls that are not a list', 0, 'pass' as unknown as Call[], 'INVALID_CALL', 'calls'],
      ['a dealer at seat 4', 4 as Seat, [], 'INVALID_SEAT', 'dealer'],
      ['no dealer', undefined as unknown as Seat, [], 'INVALID_SEAT', 'dealer'],
    ])('refuses %s', (_name, dealer, calls, code, field) => {
      expect(() => resolveAuction(dealer, calls)).toThrow(RulesError);
      expect(() => resolveAuction(dealer, calls)).toThrow(expect.objectContaining({ code, field }));
    });
  });
});
