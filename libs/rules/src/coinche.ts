import type { AuctionState } from './auction.ts';
import { RulesError } from './errors.ts';
import { teamOfSeat } from './seats.ts';
import type { Seat } from './types.ts';

/**
 * "À tout moment …, chaque joueur peut coincher": any player of the team opposing the current
 * contract, out of turn, from the first bid until the first card (so also after the three passes).
 * It ends the bidding.
 */
export function coinche(state: AuctionState, seat: Seat, field: string): AuctionState {
  if (state.contract === null)
    throw new RulesError('COINCHE_WITHOUT_BID', field, 'There is no contract to coinche yet');
  if (state.contract.value === state.rules.final)
    throw new RulesError('GENERALE_COINCHED', field, 'A générale cannot be coinched');
  if (state.phase === 'coinched' || state.phase === 'over')
    throw new RulesError('CALL_AFTER_AUCTION_END', field, 'The contract is already coinched');
  if (teamOfSeat(seat) === teamOfSeat(state.contract.declarer)) {
    throw new RulesError(
      'COINCHE_BY_DECLARING_TEAM',
      field,
      'Only the team opposing the contract may coinche it',
      { seat, declarer: state.contract.declarer },
    );
  }
  return { ...state, phase: 'coinched', doubling: 'coinche' };
}

/** After a coinche, either player of the declaring team, out of turn; nothing can follow it. */
export function surcoinche(state: AuctionState, seat: Seat, field: string): AuctionState {
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
      {
        seat,
        declarer: state.contract.declarer,
      },
    );
  }
  return { ...state, phase: 'over', doubling: 'surcoinche' };
}
