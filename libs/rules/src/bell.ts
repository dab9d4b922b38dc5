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

/** What decides a knockout game level at its end: the last declarer, or one more deal. */
export type KnockoutTie = 'last-declarer' | 'extra-deal';

/**
 * A knockout game at the bell: it never ends drawn.
 * - `over`: it has a winner, by the game itself (`game`: it was already over), by the higher
 *   total (`totals`), by the last declarer of equal totals (`last-declarer`), or by the
 *   organiser's choice when no deal was declared (`organiser`);
 * - `extra-deal`: equal totals under the one-more-deal rule: the game goes on, and the first deal
 *   after which the totals differ ends it;
 * - `organiser-needed`: nobody declared a deal (none played, or all passed out), so nothing in
 *   the game can decide it, and the organiser has not chosen.
 */
export type KnockoutBellOutcome =
  | {
      kind: 'over';
      totals: TeamPoints;
      winner: Team;
      decidedBy: 'game' | 'totals' | 'last-declarer' | 'organiser';
    }
  | { kind: 'extra-deal'; totals: TeamPoints }
  | { kind: 'organiser-needed'; totals: TeamPoints };

/**
 * The result at the bell of a knockout game, scored as `game` by its ruleset: `tie` is the
 * tournament's rule for equal totals, `choice` the winner the organiser named (used only when no
 * deal was declared).
 */
export function knockoutOutcomeAtBell(
  deals: readonly unknown[],
  game: GameScore,
  tie: KnockoutTie,
  choice: Team | null,
): KnockoutBellOutcome {
  const { totals } = game;
  if (game.finishedAfterDeal !== null && game.winner !== null)
    return { kind: 'over', totals, winner: game.winner, decidedBy: 'game' };
  if (totals.A !== totals.B)
    return { kind: 'over', totals, winner: totals.A > totals.B ? 'A' : 'B', decidedBy: 'totals' };
  const lastDeclarer = winnerOnTotals(totals, deals, 'last-declarer');
  if (lastDeclarer === null)
    return choice
      ? { kind: 'over', totals, winner: choice, decidedBy: 'organiser' }
      : { kind: 'organiser-needed', totals };
  return tie === 'last-declarer'
    ? { kind: 'over', totals, winner: lastDeclarer, decidedBy: 'last-declarer' }
    : { kind: 'extra-deal', totals };
}
