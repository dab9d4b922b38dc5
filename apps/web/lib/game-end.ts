import type { Translate } from '../i18n';
import type { DealBody, RulesetId, TableView } from './api-types';
import { formatNumber } from './format';

/** How a tournament's games end: at a target, after a number of deals, or whichever first. */
export interface GameEnd {
  ruleset: RulesetId;
  target: number | null;
  dealsPerGame: number | null;
}

/** "Belote coinchée · partie en 12 donnes", "… en 2 000 points", "… en 12 donnes ou 1 000 points". */
export function describeGame(t: Translate, locale: string, end: GameEnd): string {
  const game = t(`game.${end.ruleset}`);
  // A table kept on a phone by an older page has no dealsPerGame: a game to its target.
  const deals = end.dealsPerGame ?? null;
  const target = end.target === null ? '' : formatNumber(locale, end.target);
  if (deals === null) return t('game.target', { game, target });
  if (end.target === null) return t('game.deals', { game, deals });
  return t('game.dealsOrTarget', { game, deals, target });
}

/** The games of a tournament: "parties en 2 000", "parties en 12 donnes", "… ou 1 000 points". */
export function gameLength(t: Translate, locale: string, end: Omit<GameEnd, 'ruleset'>): string {
  const target = end.target === null ? '' : formatNumber(locale, end.target);
  if (end.dealsPerGame === null) return t('game.lengthTarget', { target });
  if (end.target === null) return t('game.lengthDeals', { deals: end.dealsPerGame });
  return t('game.lengthDealsOrTarget', { deals: end.dealsPerGame, target });
}

/**
 * The deal being played in a game of N deals ("donne 7 / 12"), deals still waiting on the phone
 * counted in; null in a game to a target, and once the game is over. A table kept by an older
 * page may lack the newer fields: it then reads as a game to a target.
 */
export function dealInProgress(
  table: Pick<TableView, 'game'> & Partial<Pick<TableView, 'dealsPerGame' | 'passedOutCounts'>>,
  queued: readonly DealBody[] = [],
): { number: number; total: number } | null {
  const total = table.dealsPerGame;
  if (total === null || total === undefined || table.game.finished) return null;
  const counts = (body: DealBody) => table.passedOutCounts !== false || !('passedOut' in body);
  const played = table.game.dealsCounted ?? table.game.deals.length;
  const number = played + queued.filter(counts).length + 1;
  return number > total ? null : { number, total };
}
