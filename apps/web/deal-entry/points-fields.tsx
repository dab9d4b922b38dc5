import type { RefObject } from 'react';
import type { Translate } from '../i18n';
import type { TableView, TeamSide } from '../lib/api-types';
import { teamName } from '../lib/seats';
import {
  complementPoints,
  otherPointsShown,
  otherTeam,
  teamOfSeat,
  type DealDraft,
} from './deal-draft';
import type { FormField } from './place-errors';

/**
 * The one number to type: the declaring team's points (team A's in auction mode), and the other
 * team's `total − x` beside them. Where the points may add up to less than the total (Cinch),
 * the other team's are a second field, filled in as `total − x` and editable. Hidden when one
 * team took all tricks: it has every point.
 */
export function PointsFields({
  t,
  table,
  draft,
  change,
  errors,
  inputRef,
  typedTeam,
}: {
  t: Translate;
  table: TableView;
  draft: DealDraft;
  change: (changes: Partial<DealDraft>) => void;
  errors: Partial<Record<FormField, string>>;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** The team whose points are typed; the declaring team's when not given. */
  typedTeam?: TeamSide;
}) {
  const { form } = table.ruleset;
  if (form.facts.allTricks && draft.allTricks !== 'none') return null;
  const first = typedTeam ?? (draft.declarer === null ? 'A' : teamOfSeat(draft.declarer));
  const second = otherTeam(first);
  const total = form.totalPoints;
  const digits = String(total).length;
  const atMost = form.pointsAddUp === 'at-most';
  const describedBy = [atMost ? '' : 'card-points-other', errors.points ? 'card-points-error' : '']
    .filter(Boolean)
    .join(' ');
  const error = errors.points ? (
    <p className="field-error" id="card-points-error" role="alert">
      {errors.points}
    </p>
  ) : null;
  const typed = (
    <input
      id="card-points"
      ref={inputRef}
      className="points-input"
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      maxLength={digits}
      value={draft.points}
      aria-invalid={errors.points ? true : undefined}
      aria-describedby={describedBy || undefined}
      onChange={(event) => change({ points: event.target.value.replace(/\D/g, '') })}
    />
  );
  if (atMost) {
    return (
      <div className="points-row points-pair">
        <label>
          <span>{t('form.pointsOf', { team: teamName(table, first) })}</span>
          {typed}
        </label>
        <label>
          <span>{t('form.pointsOf', { team: teamName(table, second) })}</span>
          <input
            id="other-points"
            className="points-input"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            maxLength={digits}
            value={otherPointsShown(draft, form)}
            aria-describedby="other-points-hint"
            onChange={(event) => change({ otherPoints: event.target.value.replace(/\D/g, '') })}
          />
        </label>
        <p id="other-points-hint" className="complement">
          {t('form.otherPointsHint', { total })}
        </p>
        {error}
      </div>
    );
  }
  const other = complementPoints(draft.points, form);
  return (
    <div className="points-row">
      <label htmlFor="card-points">{t('form.pointsOf', { team: teamName(table, first) })}</label>
      <div className="points-line">
        {typed}
        <p id="card-points-other" className="complement" aria-live="polite">
          {t('form.otherPoints', {
            team: teamName(table, second),
            points: other === null ? '…' : other,
            total,
          })}
        </p>
      </div>
      {error}
    </div>
  );
}
