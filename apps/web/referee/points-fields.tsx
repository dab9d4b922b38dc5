import type { RefObject } from 'react';
import type { Translate } from '../i18n';
import type { Seat, TableView, TeamSide } from '../lib/api-types';
import { playerAt, teamName } from '../lib/seats';
import { ChoiceButtons } from './choice-buttons';
import { complementPoints, teamOfSeat, type DealDraft, type FormField } from './deal-draft';

/**
 * The declaring team's card points, the other team's 157 − x beside them (display only), and
 * who took all tricks.
 */
export function PointsFields({
  t,
  table,
  draft,
  change,
  errors,
  inputRef,
}: {
  t: Translate;
  table: TableView;
  draft: DealDraft;
  change: (changes: Partial<DealDraft>) => void;
  errors: Partial<Record<FormField, string>>;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const declaring: TeamSide = draft.declarer === null ? 'A' : teamOfSeat(draft.declarer);
  const defending: TeamSide = declaring === 'A' ? 'B' : 'A';
  const other = complementPoints(draft.points);
  const allTricksTeam = draft.allTricks === 'none' ? null : draft.allTricks;
  const loneCandidates: Seat[] =
    allTricksTeam === 'A' ? [0, 2] : allTricksTeam === 'B' ? [1, 3] : [];
  return (
    <>
      {allTricksTeam === null ? (
        <div className="points-row">
          <label htmlFor="card-points">
            {t('form.pointsOf', { team: teamName(table, declaring) })}
          </label>
          <input
            id="card-points"
            ref={inputRef}
            className="points-input"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            maxLength={3}
            value={draft.points}
            aria-invalid={errors.points ? true : undefined}
            aria-describedby={`card-points-other${errors.points ? ' card-points-error' : ''}`}
            onChange={(event) => change({ points: event.target.value.replace(/\D/g, '') })}
          />
          <p id="card-points-other" className="complement" aria-live="polite">
            {t('form.otherPoints', {
              team: teamName(table, defending),
              points: other === null ? '…' : other,
            })}
          </p>
          {errors.points ? (
            <p className="field-error" id="card-points-error" role="alert">
              {errors.points}
            </p>
          ) : null}
        </div>
      ) : null}
      <ChoiceButtons<'none' | TeamSide>
        id="all-tricks"
        label={t('form.allTricks')}
        columns={3}
        options={[
          { value: 'none', label: t('form.allTricksNone') },
          { value: 'A', label: table.teamA.name, className: 'team-A' },
          { value: 'B', label: table.teamB.name, className: 'team-B' },
        ]}
        value={draft.allTricks}
        onChange={(allTricks) => change({ allTricks, allTricksSeat: null })}
        error={errors.allTricks}
      />
      {loneCandidates.length ? (
        <ChoiceButtons<Seat | -1>
          id="all-tricks-alone"
          label={t('form.allTricksAlone')}
          columns={3}
          options={[
            { value: -1, label: t('form.allTricksBoth') },
            ...loneCandidates.map((seat) => ({ value: seat, label: playerAt(table, seat) })),
          ]}
          value={draft.allTricksSeat ?? -1}
          onChange={(seat) => change({ allTricksSeat: seat === -1 ? null : seat })}
        />
      ) : null}
    </>
  );
}
