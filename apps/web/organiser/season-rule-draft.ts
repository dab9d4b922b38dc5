import type { SeriesRule } from '../lib/api-types';

/** The rule form's fields, as typed. */
export interface SeasonRuleDraft {
  scale: 'table' | 'field';
  /** « 100, 80, 65, 55, 50, 45 ». */
  points: string;
  beyond: string;
  participation: string;
  best: string;
  clubMembers: string;
}

/** The preset a club starts from: a concours' table, 10 points for taking part, the best 4. */
export const DEFAULT_RULE_DRAFT: SeasonRuleDraft = {
  scale: 'table',
  points: '100, 80, 65, 55, 50, 45, 40, 35, 30, 25',
  beyond: '20',
  participation: '10',
  best: '4',
  clubMembers: '',
};

/**
 * The rule the API is sent: empty counts left out (all results, all members); whatever is not
 * a number goes as typed, for the API to name the field.
 */
export function ruleOfDraft(draft: SeasonRuleDraft): SeriesRule {
  const whole = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
  const rule: SeriesRule = {
    scale:
      draft.scale === 'table'
        ? {
            kind: 'table',
            points: draft.points
              .split(/[\s,;/]+/)
              .filter(Boolean)
              .map(Number),
            beyond: whole(draft.beyond) ?? 0,
          }
        : { kind: 'field' },
    participationPoints: whole(draft.participation) ?? 0,
  };
  const best = whole(draft.best);
  const clubMembers = whole(draft.clubMembers);
  if (best !== undefined) rule.bestResults = best;
  if (clubMembers !== undefined) rule.clubMembers = clubMembers;
  return rule;
}
