import { byePoints, gamePoints } from '@marque/standings';
import type { ByeRule, CreateTournamentRequest, Ranking } from '../lib/api-types';

/** How a game ends: at the target (as before), after N deals (the concours), or the first of both. */
export type GameEndChoice = 'target' | 'deals' | 'both';
export const GAME_END_CHOICES: readonly GameEndChoice[] = ['target', 'deals', 'both'];
export type ByeRuleChoice = 'none' | ByeRule['rule'];
export const BYE_RULE_CHOICES: readonly ByeRuleChoice[] = [
  'none',
  'fixed',
  'half-game',
  'round-average',
];

/** The classic concours: "parties en 12 donnes". */
export const DEFAULT_DEALS_PER_GAME = 12;

/** The create form's game-format fields as typed. */
export interface GameFormatDraft {
  end: GameEndChoice;
  /** Empty for the game's default. */
  target: string;
  dealsPerGame: string;
  passedOutCounts: boolean;
  ranking: Ranking;
  byeRule: ByeRuleChoice;
  byePoints: string;
}

export const INITIAL_GAME_FORMAT: GameFormatDraft = {
  end: 'target',
  target: '',
  dealsPerGame: String(DEFAULT_DEALS_PER_GAME),
  passedOutCounts: true,
  ranking: 'wins',
  byeRule: 'none',
  byePoints: '',
};

/**
 * A new way for games to end. A concours of N deals ranks on points and a game to a target on
 * games won, as the classic forms do; the organiser may change it after.
 */
export function withGameEnd(draft: GameFormatDraft, end: GameEndChoice): GameFormatDraft {
  return { ...draft, end, ranking: end === 'target' ? 'wins' : 'points' };
}

type GameFormatBody = Pick<
  CreateTournamentRequest,
  'target' | 'dealsPerGame' | 'passedOutCounts' | 'ranking' | 'byeRule'
>;

/**
 * The request's fields for the format. Values equal to the API's defaults are left out, so an
 * API without these options still accepts a tournament to a target.
 */
export function gameFormatBody(draft: GameFormatDraft, defaultTarget?: number): GameFormatBody {
  const target = draft.target ? Number(draft.target) : undefined;
  const byDeals = draft.end !== 'target';
  // A game of N deals has no target unless it ends at the first of both.
  const typedTarget = draft.end === 'target' && target !== undefined && target !== defaultTarget;
  return {
    ...(draft.end === 'both' || typedTarget ? { target: target ?? defaultTarget } : {}),
    ...(byDeals ? { dealsPerGame: Number(draft.dealsPerGame || DEFAULT_DEALS_PER_GAME) } : {}),
    ...(byDeals && !draft.passedOutCounts ? { passedOutCounts: false } : {}),
    ...(draft.ranking !== 'wins' ? { ranking: draft.ranking } : {}),
    ...(draft.byeRule === 'none' ? {} : { byeRule: byeRuleOf(draft) }),
  };
}

function byeRuleOf(draft: GameFormatDraft): ByeRule {
  return draft.byeRule === 'fixed'
    ? { rule: 'fixed', points: Number(draft.byePoints || 0) }
    : { rule: draft.byeRule as Exclude<ByeRuleChoice, 'none' | 'fixed'> };
}

/** What the chosen bye rule gives, in words, before the tournament is created. */
export type ByePreview =
  | { key: 'byePreview.none' | 'byePreview.roundAverage' }
  | { key: 'byePreview.fixed'; points: number }
  | { key: 'byePreview.halfTarget'; points: number; target: number }
  | { key: 'byePreview.halfDeals'; points: number; deals: number; total: number };

/**
 * The bye's points as the API will count them (libs/standings' `gamePoints` and `byePoints`):
 * half the game's target, or in a game of N deals without one, half the card points its deals
 * hand out (972 in 12 deals of belote coinchée); the round's average is known only at its end.
 * `game`: the chosen game's points per deal and target range (`GET /api/rulesets`).
 */
export function byePreview(
  draft: GameFormatDraft,
  game: { totalPoints: number; target: { default: number } },
): ByePreview {
  switch (draft.byeRule) {
    case 'none':
      return { key: 'byePreview.none' };
    case 'round-average':
      return { key: 'byePreview.roundAverage' };
    case 'fixed':
      return { key: 'byePreview.fixed', points: Number(draft.byePoints || 0) };
    case 'half-game': {
      const body = gameFormatBody(draft, game.target.default);
      const target = draft.end === 'target' ? (body.target ?? game.target.default) : body.target;
      const deals = body.dealsPerGame ?? DEFAULT_DEALS_PER_GAME;
      const total = game.totalPoints;
      const rule = {
        rule: 'half-game' as const,
        gamePoints: gamePoints({
          target: target ?? null,
          dealsPerGame: deals,
          pointsPerDeal: total,
        }),
      };
      const points = byePoints(rule, []);
      if (typeof target === 'number') return { key: 'byePreview.halfTarget', points, target };
      return { key: 'byePreview.halfDeals', points, deals, total };
    }
  }
}
