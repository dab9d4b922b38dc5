import { isClaimed } from './deal-record.ts';
import type { GameScore } from './game.ts';
import type { DealRecord } from './types.ts';

/**
 * What ended a finished game: a team reached the target; both did on one deal and the declaring
 * team won (the 2018 rule); a "nous avons gagné" claim; or the last of the game's N deals.
 */
export type GameEnding = 'target' | 'declarer-at-target' | 'claim' | 'deals';

/**
 * How a game scored by a ruleset's `scoreGame` ended, from that score and the deals it was given;
 * null while it runs. `target` is the game's (null in a game of N deals without one).
 */
export function howGameEnded(
  deals: readonly unknown[],
  game: GameScore,
  target: number | null,
): GameEnding | null {
  const last = game.finishedAfterDeal;
  if (last === null) return null;
  if (isClaimed(deals[last - 1] as DealRecord)) return 'claim';
  const totals = game.deals[last - 1]?.totals ?? game.totals;
  const reachedA = target !== null && totals.A >= target;
  const reachedB = target !== null && totals.B >= target;
  if (reachedA && reachedB) return 'declarer-at-target';
  return reachedA || reachedB ? 'target' : 'deals';
}
