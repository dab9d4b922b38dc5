import type { Translate } from '../i18n';
import type { Placing, Standing } from '../lib/api-types';

/** "3–4", or "1": a final place, shared or not. */
export function placeText(placing: Placing, number: (value: number) => string): string {
  return placing.place === placing.to
    ? number(placing.place)
    : `${number(placing.place)}–${number(placing.to)}`;
}

/** How far a team went, in words: "demi-finaliste", "vainqueur de la consolante", "3e de poule…". */
export function stageText(t: Translate, placing: Placing): string {
  if (placing.decidedIn === 'pools') return t('placings.pools', { rank: placing.reached });
  const known = [1, 2, 4, 8].includes(placing.reached);
  return known
    ? t(`placings.${placing.decidedIn}.${placing.reached as 1 | 2 | 4 | 8}`)
    : t(`placings.${placing.decidedIn}.more`, {
        fraction: placing.reached / 2,
        teams: placing.reached,
      });
}

/**
 * The rows of a tournament of pools in the order of their final places (those still in a bracket
 * last, pool by pool); empty when no team is placed yet.
 */
export function rowsByPlace(standings: readonly Standing[]): Standing[] {
  if (!standings.some((row) => row.placing)) return [];
  const place = (row: Standing) => row.placing?.place ?? Number.MAX_SAFE_INTEGER;
  return [...standings].sort(
    (a, b) => place(a) - place(b) || (a.pool ?? 0) - (b.pool ?? 0) || a.rank - b.rank,
  );
}
