import { asRecord, assertContractValue, assertSuit, contractRank } from './contract.ts';
import { RulesError } from './errors.ts';
import { assertSeat, firstSpeaker, nextDealer, teamOfSeat } from './seats.ts';
import type { Call, Contract, Doubling, Seat } from './types.ts';

export type AuctionResult =
  { passedOut: true } | { passedOut: false; contract: Contract; doubling: Doubling };

/**
 * Where the auction stands. `bidding`: calls go round; `closed`: three passes followed the
 * last bid, but the defenders may still coinche until the first card; `coinched`: the declaring
 * team may still surcoinche; `over`: nothing more can be said.
 */
interface AuctionState {
  phase: 'bidding' | 'closed' | 'coinched' | 'over';
  turn: Seat;
  passesInRow: number;
  contract: Contract | null;
  doubling: Doubling;
}

/** The contract and its doubling from the calls in order, or a passed-out deal. */
export function resolveAuction(dealer: Seat, calls: Call[]): AuctionResult {
  const start = assertSeat(dealer, 'dealer');
  if (!Array.isArray(calls)) throw new RulesError('INVALID_CALL', 'calls', 'calls must be a list');
  let state: AuctionState = {
    phase: 'bidding',
    turn: firstSpeaker(start),
    passesInRow: 0,
    contract: null,
    doubling: 'none',
  };
  calls.forEach((call, index) => {
    state = applyCall(state, call, `calls[${index}]`);
  });
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
  const record = asRecord(raw, field, 'INVALID_CALL');
  const seat = assertSeat(record['seat'], `${field}.seat`);
  switch (record['type']) {
    case 'pass':
      return pass(state, seat, field);
    case 'bid':
      return bid(state, seat, record, field);
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

function assertBidding(state: AuctionState, seat: Seat, field: string): void {
  if (state.phase !== 'bidding')
    throw new RulesError('CALL_AFTER_AUCTION_END', field, 'The auction has ended');
  if (seat !== state.turn) {
    throw new RulesError('CALL_OUT_OF_TURN', field, `It is seat ${state.turn}'s turn to speak`, {
      expectedSeat: state.turn,
    });
  }
}

function pass(state: AuctionState, seat: Seat, field: string): AuctionState {
  assertBidding(state, seat, field);
  const passesInRow = state.passesInRow + 1;
  // Three passes after a bid close the bidding; four passes with no bid pass the deal out.
  const ends = state.contract ? passesInRow === 3 : passesInRow === 4;
  return {
    ...state,
    passesInRow,
    turn: nextDealer(seat),
    phase: ends ? (state.contract ? 'closed' : 'over') : 'bidding',
  };
}

function bid(
  state: AuctionState,
  seat: Seat,
  record: Record<string, unknown>,
  field: string,
): AuctionState {
  assertBidding(state, seat, field);
  const value = assertContractValue(record['value'], `${field}.value`);
  const suit = assertSuit(record['suit'], `${field}.suit`);
  if (state.contract && contractRank(value) <= contractRank(state.contract.value)) {
    throw new RulesError(
      'BID_NOT_HIGHER',
      `${field}.value`,
      `A bid must be higher than ${String(state.contract.value)}`,
      {
        lastBid: String(state.contract.value),
      },
    );
  }
  // A générale ends the auction at once: nothing is higher, and it cannot be coinched.
  const phase = value === 'generale' ? 'over' : 'bidding';
  return {
    ...state,
    phase,
    passesInRow: 0,
    turn: nextDealer(seat),
    contract: { value, suit, declarer: seat },
  };
}

/** Any player of the team opposing the current contract, at any moment until the first card. */
function coinche(state: AuctionState, seat: Seat, field: string): AuctionState {
  if (state.contract === null)
    throw new RulesError('COINCHE_WITHOUT_BID', field, 'There is no contract to coinche yet');
  if (state.contract.value === 'generale')
    throw new RulesError('GENERALE_COINCHED', field, 'A générale cannot be coinched');
  if (state.phase === 'coinched' || state.phase === 'over')
    throw new RulesError('CALL_AFTER_AUCTION_END', field, 'The contract is already coinched');
  if (teamOfSeat(seat) === teamOfSeat(state.contract.declarer)) {
    throw new RulesError(
      'COINCHE_BY_DECLARING_TEAM',
      field,
      'Only the team opposing the contract may coinche it',
    );
  }
  return { ...state, phase: 'coinched', doubling: 'coinche' };
}

/** After a coinche, any player of the declaring team. */
function surcoinche(state: AuctionState, seat: Seat, field: string): AuctionState {
  if (state.doubling === 'surcoinche')
    throw new RulesError('CALL_AFTER_AUCTION_END', field, 'The contract is already surcoinched');
  if (state.doubling !== 'coinche' || state.contract === null) {
    throw new RulesError(
      'SURCOINCHE_WITHOUT_COINCHE',
      field,
      'Only a coinched contract can be surcoinched',
    );
  }
  if (teamOfSeat(seat) !== teamOfSeat(state.contract.declarer)) {
    throw new RulesError(
      'SURCOINCHE_BY_DEFENDERS',
      field,
      'Only the declaring team may surcoinche',
    );
  }
  return { ...state, phase: 'over', doubling: 'surcoinche' };
}
