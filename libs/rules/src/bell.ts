import { RulesError } from './errors.ts';
import { asRecord } from './input.ts';
import { scoreGame, winnerOnTotals, type GameOptions, type GameScore } from './game.ts';
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
  options: GameOptions & { tieAtBell: TieAtBell },
): BellOutcome {
  return bellOutcome(deals, options.tieAtBell, scoreGame(deals, options));
}

/**
 * A ruleset's `outcomeAtBell` from its `scoreGame`: the options say how a game ends and how a
 * tie at the bell is decided.
 */
export function bellWith(
  scoreGame: (deals: readonly unknown[], options: GameOptions) => GameScore,
): (deals: readonly unknown[], options: GameOptions & { tieAtBell: TieAtBell }) => BellOutcome {
  return (deals, options) => {
    const { tieAtBell } = asRecord(options, 'options');
    return bellOutcome(deals, tieAtBell as TieAtBell, scoreGame(deals, options));
  };
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
  // A game already over (its target reached, or its deals played) keeps its result.
  if (game.finishedAfterDeal !== null)
    return { totals: game.totals, winner: game.winner, stoppedByBell: false };
  const winner = winnerOnTotals(game.totals, deals, tieAtBell);
  return { totals: game.totals, winner, stoppedByBell: true };
}
