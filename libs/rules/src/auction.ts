import { coinche, surcoinche } from './coinche.ts';
import { assertContractValue, assertSuit } from './contract.ts';
import { RulesError } from './errors.ts';
import { asRecord } from './input.ts';
import { assertSeat, firstSpeaker, nextDealer } from './seats.ts';
import { MARQUE_2018 } from './jass-variant.ts';
import type { AnyContractValue, Call, Contract, Doubling, GameContract, Seat } from './types.ts';

export type AuctionResult =
  { passedOut: true } | { passedOut: false; contract: Contract; doubling: Doubling };

/**
 * What sets the auctions of the coinche games apart: the ladder of contracts, and the contract
 * that ends the auction at once and cannot be coinched (the générale), if the game has one.
 */
export interface CoincheAuctionRules {
  contracts: readonly AnyContractValue[];
  final?: AnyContractValue;
}

const AUCTION_2018: CoincheAuctionRules = { contracts: MARQUE_2018.contracts, final: 'generale' };

/**
 * Where the auction stands. `bidding`: calls go round; `closed`: three passes followed the last
 * bid, but the defenders may still coinche (until the first card); `coinched`: the declaring team
 * may still surcoinche; `over`: nothing more can be said.
 */
export interface AuctionState {
  rules: CoincheAuctionRules;
  phase: 'bidding' | 'closed' | 'coinched' | 'over';
  turn: Seat;
  passesInRow: number;
  contract: GameContract | null;
  doubling: Doubling;
}

/** The contract and its doubling from the calls in order, or a passed-out deal. */
export function resolveAuction(dealer: Seat, calls: Call[]): AuctionResult {
  return resolveCoincheAuction(dealer, calls, AUCTION_2018) as AuctionResult;
}

/** `resolveAuction` for any coinche game (the 2018 marque, Jass coinché, belote coinchée). */
export function resolveCoincheAuction(
  dealer: Seat,
  calls: readonly unknown[],
  rules: CoincheAuctionRules,
): { passedOut: true } | { passedOut: false; contract: GameContract; doubling: Doubling } {
  // The dealer's right-hand neighbour speaks first.
  const turn = firstSpeaker(assertSeat(dealer, 'dealer'));
  if (!Array.isArray(calls)) throw new RulesError('INVALID_CALL', 'calls', 'calls must be a list');
  const opening: AuctionState = {
    rules,
    phase: 'bidding',
    turn,
    passesInRow: 0,
    contract: null,
    doubling: 'none',
  };
  const state = calls.reduce<AuctionState>(
    (current, call: unknown, index) => applyCall(current, call, `calls[${index}]`),
    opening,
  );
  if (state.phase === 'bidding') {
    throw new RulesError(
      'AUCTION_NOT_ENDED',
      'calls',
      'The auction has not ended: three passes after a bid, a coinche, a générale or four passes end it',
    );
  }
  if (state.contract === null) return { passedOut: true };
  return { passedOut: false, contract: state.contract, doubling: state.doubling };
}

function applyCall(state: AuctionState, raw: unknown, field: string): AuctionState {
  const call = asRecord(raw, field, 'INVALID_CALL');
  const seat = assertSeat(call['seat'], `${field}.seat`);
  switch (call['type']) {
    case 'pass':
      return pass(state, seat, field);
    case 'bid':
      return bid(state, seat, call, field);
    case 'coinche':
      return coinche(state, seat, field);
    case 'surcoinche':
      return surcoinche(state, seat, field);
    default:
      throw new RulesError(
        'INVALID_CALL',
        `${field}.type`,
        'A call is pass, bid, coinche or surcoinche',
      );
  }
}

/** Passes and bids go counterclockwise, one player after the other. */
function assertTurn(state: AuctionState, seat: Seat, field: string): void {
  if (state.phase !== 'bidding')
    throw new RulesError('CALL_AFTER_AUCTION_END', field, 'The bidding has ended');
  if (seat !== state.turn) {
    throw new RulesError('CALL_OUT_OF_TURN', field, `It is seat ${state.turn}'s turn to speak`, {
      expectedSeat: state.turn,
      seat,
    });
  }
}

function pass(state: AuctionState, seat: Seat, field: string): AuctionState {
  assertTurn(state, seat, field);
  const passesInRow = state.passesInRow + 1;
  // Three passes in a row after a bid close the bidding; four passes with no bid pass the deal out.
  const closes = state.contract === null ? passesInRow === 4 : passesInRow === 3;
  const closedPhase = state.contract === null ? 'over' : 'closed';
  return { ...state, passesInRow, turn: nextDealer(seat), phase: closes ? closedPhase : 'bidding' };
}

function bid(
  state: AuctionState,
  seat: Seat,
  call: Record<string, unknown>,
  field: string,
): AuctionState {
  assertTurn(state, seat, field);
  const { contracts, final } = state.rules;
  const value = assertContractValue(call['value'], `${field}.value`, contracts);
  const suit = assertSuit(call['suit'], `${field}.suit`);
  // Strictly higher than the last bid; suits have no rank. A player who passed may bid again.
  const rank = (of: AnyContractValue) => contracts.indexOf(of);
  if (state.contract !== null && rank(value) <= rank(state.contract.value)) {
    throw new RulesError(
      'BID_NOT_HIGHER',
      field,
      `A bid must be higher than ${String(state.contract.value)} (got ${String(value)})`,
      { lastBid: String(state.contract.value), bid: String(value) },
    );
  }
  return {
    ...state,
    // A générale ends the auction at once: nothing is higher, and it cannot be coinched.
    phase: value === final ? 'over' : 'bidding',
    passesInRow: 0,
    turn: nextDealer(seat),
    contract: { value, suit, declarer: seat },
  };
}
