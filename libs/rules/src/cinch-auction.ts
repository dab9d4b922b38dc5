import { assertContractValue, assertSuit } from './contract.ts';
import { RulesError } from './errors.ts';
import { asRecord, shown } from './input.ts';
import type { RulesetAuctionResult } from './ruleset.ts';
import { assertSeat, firstSpeaker } from './seats.ts';
import type { CinchContractValue, Seat, Suit } from './types.ts';

/** RULES-CINCH "Bidding": a bid is a number of points from 1 to 14 (all the points of a deal). */
export const CINCH_CONTRACTS: readonly CinchContractValue[] = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
];

/** One round: each of the four players speaks once, the dealer last. */
const CALLS_IN_AN_AUCTION = 4;

/** The highest bid so far, and where it was made (its suit is checked only if it wins). */
interface CinchBid {
  value: CinchContractValue;
  suit: Suit | undefined;
  declarer: Seat;
  field: string;
}

/**
 * RULES-CINCH "Bidding": one round starting at the seat after the dealer, the dealer last; each
 * player passes or bids strictly higher than the last bid; the highest bidder declares and the
 * winning bid's suit is trump. Four passes: the deal is passed out. No coinche in this game.
 */
export function resolveCinchAuction(dealer: unknown, calls: unknown): RulesetAuctionResult {
  const first = firstSpeaker(assertSeat(dealer, 'dealer'));
  if (!Array.isArray(calls)) throw new RulesError('INVALID_CALL', 'calls', 'calls must be a list');
  let highest: CinchBid | null = null;
  for (const [index, raw] of (calls as unknown[]).entries()) {
    const expected = ((first + index) % 4) as Seat;
    highest = applyCall(raw, `calls[${index}]`, index, expected, highest);
  }
  if (calls.length < CALLS_IN_AN_AUCTION) {
    throw new RulesError(
      'AUCTION_NOT_ENDED',
      'calls',
      `The auction ends when all four players have spoken (got ${calls.length} calls)`,
      { calls: calls.length },
    );
  }
  return contractOf(highest);
}

function applyCall(
  raw: unknown,
  field: string,
  index: number,
  expected: Seat,
  highest: CinchBid | null,
): CinchBid | null {
  const call = asRecord(raw, field, 'INVALID_CALL');
  const seat = assertSeat(call['seat'], `${field}.seat`);
  const type = call['type'];
  // A coinche is not a malformed call but a call of another game.
  if (type === 'coinche' || type === 'surcoinche') {
    throw new RulesError('FACT_NOT_IN_GAME', field, `Cinch has no ${type}`, { game: 'Cinch' });
  }
  if (type !== 'pass' && type !== 'bid') {
    throw new RulesError('INVALID_CALL', `${field}.type`, 'A call in Cinch is pass or bid');
  }
  assertTurn(seat, field, index, expected);
  if (type === 'pass') return highest;
  return bid(call, seat, field, highest);
}

/** One call each, in order of play from the dealer's left; after the dealer, nothing more. */
function assertTurn(seat: Seat, field: string, index: number, expected: Seat): void {
  if (index >= CALLS_IN_AN_AUCTION) {
    throw new RulesError(
      'CALL_AFTER_AUCTION_END',
      field,
      'The auction is one round: it ended when the dealer spoke',
    );
  }
  if (seat !== expected) {
    throw new RulesError('CALL_OUT_OF_TURN', field, `It is seat ${expected}'s turn to speak`, {
      expectedSeat: expected,
      seat,
    });
  }
}

function bid(
  call: Record<string, unknown>,
  seat: Seat,
  field: string,
  highest: CinchBid | null,
): CinchBid {
  const value = assertContractValue(call['value'], `${field}.value`, CINCH_CONTRACTS);
  // A suit named with a bid must be a suit, even on a bid that is overcalled later.
  const rawSuit = call['suit'];
  const suit =
    rawSuit === undefined || rawSuit === null ? undefined : assertSuit(rawSuit, `${field}.suit`);
  if (highest !== null && value <= highest.value) {
    throw new RulesError(
      'BID_NOT_HIGHER',
      field,
      `A bid must be higher than ${highest.value} (got ${shown(value)})`,
      { lastBid: String(highest.value), bid: String(value) },
    );
  }
  return { value, suit, declarer: seat, field };
}

/** The highest bidder names trump: the winning bid must carry its suit. */
function contractOf(highest: CinchBid | null): RulesetAuctionResult {
  if (highest === null) return { passedOut: true };
  if (highest.suit === undefined) {
    throw new RulesError(
      'INVALID_SUIT',
      `${highest.field}.suit`,
      'The winning bid names the trump suit: spades, hearts, diamonds or clubs',
    );
  }
  return {
    passedOut: false,
    contract: { value: highest.value, suit: highest.suit, declarer: highest.declarer },
    doubling: 'none',
  };
}
