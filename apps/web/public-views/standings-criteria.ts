import type { Translate } from '../i18n';
import { TIEBREAKS, type Tiebreak, type TournamentView } from '../lib/api-types';
import { formatNumber } from '../lib/format';

/** What the standings need to say how they rank (a tournament not loaded yet ranks as by default). */
export type RankingRules = Pick<TournamentView, 'ranking' | 'tiebreaks' | 'byeRule' | 'byePoints'> &
  Partial<Pick<TournamentView, 'entry'>>;

/**
 * The tiebreaks that follow the first criteria. Ranked on points, "points for" is the first
 * criterion itself and decides nothing more.
 */
export function tiebreaksAfter(tournament: RankingRules | null): readonly Tiebreak[] {
  const tiebreaks = tournament?.tiebreaks ?? TIEBREAKS;
  return tournament?.ranking === 'points'
    ? tiebreaks.filter((tiebreak) => tiebreak !== 'points-for')
    : tiebreaks;
}

/** Every criterion in order: "Points, Victoires, Différence de points, Buchholz, …". */
export function rankingOrder(t: Translate, tournament: RankingRules | null): string {
  const first =
    tournament?.ranking === 'points'
      ? [t('standings.points'), t('standings.score')]
      : [t('standings.score')];
  const rest = tiebreaksAfter(tournament).map((tiebreak) => t(`tiebreak.${tiebreak}`));
  return t('standings.caption', { order: [...first, ...rest].join(', ') });
}

/**
 * The first criterion and what a bye scores, in two sentences; in a mêlée, what a player who sits
 * out a round scores (never « équipe exempte »).
 */
export function rankingRules(t: Translate, locale: string, tournament: RankingRules): string {
  const criterion = t(`standings.criterion.${tournament.ranking}`);
  const rule = tournament.byeRule?.rule ?? 'none';
  const points = formatNumber(locale, tournament.byePoints ?? 0);
  const bye =
    tournament.entry === 'individual'
      ? t(`standings.meleeBye.${rule}`, { points })
      : t(`standings.bye.${rule}`, { points });
  return `${criterion} ${bye}`;
}
