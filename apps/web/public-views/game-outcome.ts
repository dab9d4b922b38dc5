import type { Translate } from '../i18n';
import type {
  GameDecision,
  RoundTable,
  RoundView,
  TeamGame,
  TournamentView,
} from '../lib/api-types';
import { formatNumber } from '../lib/format';

/** How the tournament's games end, which the words of a decision name. */
export type GameLength = Pick<TournamentView, 'target' | 'dealsPerGame'>;

/** Why a game was won, in words: "2 000 points atteints", "arrêtée à la cloche"… */
export function decisionText(
  t: Translate,
  locale: string,
  decidedBy: GameDecision,
  length: GameLength,
): string {
  const target = formatNumber(locale, length.target ?? 0);
  const deals = length.dealsPerGame ?? 0;
  return t(`player.decided.${decidedBy}`, { target, deals });
}

/**
 * A game's result as a word: "Gagnée", "Perdue", "Nulle"; a walkover "Gagnée par forfait" or
 * "Forfait (équipe retirée)"; "En cours".
 */
export function resultText(t: Translate, game: TeamGame): string {
  if (game.decidedBy === 'walkover')
    return t(game.result === 'won' ? 'player.result.walkoverWon' : 'player.result.forfeited');
  return t(`player.result.${game.result ?? 'playing'}`);
}

/**
 * A finished table's outcome on the live views: "gagnée par Les As", "Les As gagne par forfait",
 * "nulle" (never in a knockout round, whose games always have a winner).
 */
export function tableOutcome(t: Translate, table: RoundTable): string {
  const winner = table.winner === 'A' ? table.teamA : table.winner === 'B' ? table.teamB : null;
  if (!winner) return t('live.draw');
  return table.forfeitedBy
    ? t('live.walkoverWon', { team: winner.name })
    : t('live.wonBy', { team: winner.name });
}

/** A team's total first, then its opponent's; null for a bye. */
export function ownScore(game: TeamGame): { own: number; other: number } | null {
  if (!game.table) return null;
  const { totals, side } = game.table;
  return side === 'A' ? { own: totals.A, other: totals.B } : { own: totals.B, other: totals.A };
}

/** One round of a team as the standings show it, from the rounds the live views hold. */
export interface RoundOutcome {
  round: number;
  result: 'won' | 'lost' | 'drawn' | 'bye';
  own: number;
  other: number;
  bell: boolean;
  walkover?: boolean;
}

/** Every team's finished games and byes, round by round, by team id. */
export function outcomesByTeam(rounds: readonly RoundView[]): Map<string, RoundOutcome[]> {
  const byTeam = new Map<string, RoundOutcome[]>();
  const add = (team: string, outcome: RoundOutcome) =>
    byTeam.set(team, [...(byTeam.get(team) ?? []), outcome]);
  for (const round of rounds) {
    if (round.bye)
      add(round.bye.id, { round: round.number, result: 'bye', own: 0, other: 0, bell: false });
    for (const table of round.tables) {
      if (!table.finished || !table.totals) continue;
      const { A, B } = table.totals;
      const bell = table.closedAtBell ?? false;
      const walkover = Boolean(table.forfeitedBy);
      const winner = table.winner ?? null;
      const resultOf = (side: 'A' | 'B') =>
        winner === null ? 'drawn' : winner === side ? 'won' : 'lost';
      const common = { round: round.number, bell, walkover };
      add(table.teamA.id, { ...common, result: resultOf('A'), own: A, other: B });
      add(table.teamB.id, { ...common, result: resultOf('B'), own: B, other: A });
    }
  }
  return byTeam;
}

const MARK = { won: '✓', lost: '✗', drawn: '=' } as const;

/**
 * "T1 ✓ 2 000–1 450 · T2 ✗ 1 200–1 310 (cloche) · T3 exempte": a team's games on one short
 * line. The bell is a word, not an emoji: a screen with no emoji font would draw a box.
 */
export function outcomesLine(
  t: Translate,
  locale: string,
  outcomes: readonly RoundOutcome[],
): string {
  return outcomes
    .map((outcome) => {
      const round = t('standings.roundShort', { round: outcome.round });
      if (outcome.result === 'bye') return `${round} ${t('standings.byeShort')}`;
      if (outcome.walkover)
        return `${round} ${MARK[outcome.result]} ${t('standings.walkoverShort')}`;
      const score = `${formatNumber(locale, outcome.own)}–${formatNumber(locale, outcome.other)}`;
      const bell = outcome.bell ? ` ${t('standings.bellShort')}` : '';
      return `${round} ${MARK[outcome.result]} ${score}${bell}`;
    })
    .join(' · ');
}
