import { HttpStatus } from '@nestjs/common';
import type {
  ApiErrorCode,
  ApiErrorParams,
  ByeRule,
  Ranking,
  RulesetId,
  TournamentView,
} from '@marque/contracts';
import { getRuleset } from '@marque/rules';
import { ApiError } from '../common/api-error';

/** How a tournament's games end and how it ranks: fixed once its first round has started. */
export interface GameFormat {
  ruleset: RulesetId;
  target: number | null;
  dealsPerGame: number | null;
  passedOutCounts: boolean;
  ranking: Ranking;
  byeRule: ByeRule | null;
}

/** A bye rule as a request may carry it: `points` belong to the fixed rule only. */
export interface ByeRuleInput {
  rule: ByeRule['rule'];
  points?: number;
}

/** The game-format fields of a create or update request (absent: unchanged, or the default). */
export interface GameFormatInput {
  ruleset?: RulesetId;
  target?: number | null;
  dealsPerGame?: number | null;
  passedOutCounts?: boolean;
  ranking?: Ranking;
  byeRule?: ByeRuleInput | null;
}

/**
 * A new tournament's format. A game of `dealsPerGame` deals has no target unless one is given
 * (the concours' "partie en 12 donnes"); otherwise the game's default target applies.
 */
export function newGameFormat(input: GameFormatInput, defaultRuleset: RulesetId): GameFormat {
  const ruleset = input.ruleset ?? defaultRuleset;
  const dealsPerGame = input.dealsPerGame ?? null;
  const target = input.target === undefined ? defaultTarget(ruleset, dealsPerGame) : input.target;
  return {
    ruleset,
    target: checkedTarget(ruleset, target, dealsPerGame),
    dealsPerGame,
    passedOutCounts: input.passedOutCounts ?? true,
    ranking: input.ranking ?? 'wins',
    byeRule: checkedByeRule(input.byeRule ?? null),
  };
}

/**
 * The format once `input` is applied to `current`. A new game without a target given takes its
 * default target (none if its games were of N deals without one); a tournament that stops
 * playing games of N deals without a target gets the game's default.
 */
export function changedGameFormat(current: TournamentView, input: GameFormatInput): GameFormat {
  const ruleset = input.ruleset ?? current.ruleset;
  const dealsPerGame = input.dealsPerGame === undefined ? current.dealsPerGame : input.dealsPerGame;
  const kept =
    ruleset === current.ruleset || current.target === null
      ? current.target
      : getRuleset(ruleset).form.target.default;
  const target =
    input.target === undefined ? (kept ?? defaultTarget(ruleset, dealsPerGame)) : input.target;
  return {
    ruleset,
    target: checkedTarget(ruleset, target, dealsPerGame),
    dealsPerGame,
    passedOutCounts: input.passedOutCounts ?? current.passedOutCounts,
    ranking: input.ranking ?? current.ranking,
    byeRule: input.byeRule === undefined ? current.byeRule : checkedByeRule(input.byeRule),
  };
}

/** Whether `next` differs from the tournament's format in anything. */
export function formatChanges(current: GameFormat, next: GameFormat): boolean {
  return (
    current.ruleset !== next.ruleset ||
    current.target !== next.target ||
    current.dealsPerGame !== next.dealsPerGame ||
    current.passedOutCounts !== next.passedOutCounts ||
    current.ranking !== next.ranking ||
    JSON.stringify(current.byeRule) !== JSON.stringify(next.byeRule)
  );
}

function defaultTarget(ruleset: RulesetId, dealsPerGame: number | null): number | null {
  return dealsPerGame === null ? getRuleset(ruleset).form.target.default : null;
}

/**
 * The target within the game's range (Cinch plays to tens of points, coinche to thousands); none
 * only in a game of N deals, which then ends after its deals.
 */
function checkedTarget(
  ruleset: RulesetId,
  target: number | null,
  dealsPerGame: number | null,
): number | null {
  if (target === null) {
    if (dealsPerGame !== null) return null;
    throw invalid('target', 'A game needs a target or a number of deals', 'GAME_WITHOUT_END');
  }
  const { min, max } = getRuleset(ruleset).form.target;
  if (target < min || target > max)
    throw invalid(
      'target',
      `For this game a target is from ${min} to ${max}`,
      'TARGET_OUT_OF_RANGE',
      { min, max },
    );
  return target;
}

/** Points go with the fixed rule, and only with it. */
function checkedByeRule(input: ByeRuleInput | null): ByeRule | null {
  if (input === null) return null;
  if (input.rule === 'fixed') return { rule: 'fixed', points: input.points ?? 0 };
  if (input.points !== undefined)
    throw invalid(
      'byeRule.points',
      'Only the fixed rule takes a number of points',
      'BYE_POINTS_NOT_IN_RULE',
    );
  return { rule: input.rule };
}

function invalid(
  field: string,
  message: string,
  code: ApiErrorCode,
  params?: ApiErrorParams,
): ApiError {
  return new ApiError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, {
    details: [{ field, message, code, ...(params ? { params } : {}) }],
  });
}
