import { isPassedOut } from './deal-record.ts';
import { RulesError } from './errors.ts';
import { scoreGame, type GameScore } from './game.ts';
import { teamOfSeat } from './seats.ts';
import type { DealRecord, Team, TeamPoints } from './types.ts';

/**
 * What decides a game stopped at the bell with equal totals: nothing (a draw), or the team that
 * declared the last deal that was not passed out (the spirit of the 2018 rules' "declarer wins"
 * when both teams reach 2000 on one deal). A tournament option.
 */
export const TIES_AT_BELL = ['draw', 'last-declarer'] as const;
export type TieAtBell = (typeof TIES_AT_BELL)[number];

export interface BellOutcome {
  totals: TeamPoints;
  /** Null for a draw. */
  winner: Team | null;
  /** False when the game had already ended by reaching the target. */
  stoppedByBell: boolean;
}

/**
 * The result of a game when its round is closed: a game already won keeps its winner; otherwise
 * the higher total wins and equal totals follow `tieAtBell`.
 */
export function outcomeAtBell(
  deals: DealRecord[],
  options: { target?: number; tieAtBell: TieAtBell },
): BellOutcome {
  return bellOutcome(deals, options.tieAtBell, scoreGame(deals, { target: options.target }));
}

/** The result at the bell of any game, scored as `game` by its ruleset. */
export function bellOutcome(
  deals: readonly unknown[],
  tieAtBell: TieAtBell,
  game: GameScore,
): BellOutcome {
  if (!(TIES_AT_BELL as readonly string[]).includes(tieAtBell)) {
    throw new RulesError('INVALID_DEAL', 'tieAtBell', 'tieAtBell must be draw or last-declarer');
  }
  if (game.winner !== null)
    return { totals: game.totals, winner: game.winner, stoppedByBell: false };
  const { A, B } = game.totals;
  if (A !== B) return { totals: game.totals, winner: A > B ? 'A' : 'B', stoppedByBell: true };
  const winner = tieAtBell === 'last-declarer' ? lastDeclaringTeam(deals) : null;
  return { totals: game.totals, winner, stoppedByBell: true };
}

/** The team that declared the last deal not passed out (deals already checked by scoring). */
function lastDeclaringTeam(deals: readonly unknown[]): Team | null {
  for (let index = deals.length - 1; index >= 0; index -= 1) {
    const deal = deals[index] as DealRecord;
    if (!isPassedOut(deal)) return teamOfSeat(deal.contract.declarer);
  }
  return null;
}
