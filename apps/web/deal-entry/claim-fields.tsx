import type { Translate } from '../i18n';
import { SEATS, type TableView, type TeamSide } from '../lib/api-types';
import { playerAt, teamName } from '../lib/seats';
import { ChoiceButtons } from './choice-buttons';
import type { DealDraft } from './deal-draft';
import type { FormField } from './place-errors';

/** "Nous avons gagné": who claims, the card points and the tricks of each seat so far. */
export function ClaimFields({
  t,
  table,
  draft,
  change,
  errors,
}: {
  t: Translate;
  table: TableView;
  draft: DealDraft;
  change: (changes: Partial<DealDraft>) => void;
  errors: Partial<Record<FormField, string>>;
}) {
  const sides: TeamSide[] = ['A', 'B'];
  return (
    <>
      <ChoiceButtons<TeamSide>
        id="claim-team"
        label={t('form.claimTeam')}
        columns={2}
        options={sides.map((side) => ({
          value: side,
          label: teamName(table, side),
          className: `team-${side}`,
        }))}
        value={draft.claimTeam}
        onChange={(claimTeam) => change({ claimTeam })}
      />
      <fieldset className="number-grid" aria-describedby={errors.claim ? 'claim-error' : undefined}>
        <legend>{t('form.claimPoints')}</legend>
        {sides.map((side) => (
          <label key={side}>
            <span>{teamName(table, side)}</span>
            <input
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={3}
              value={draft.claimPoints[side]}
              onChange={(event) =>
                change({
                  claimPoints: {
                    ...draft.claimPoints,
                    [side]: event.target.value.replace(/\D/g, ''),
                  },
                })
              }
            />
          </label>
        ))}
        {errors.claim ? (
          <p className="field-error" id="claim-error" role="alert">
            {errors.claim}
          </p>
        ) : null}
      </fieldset>
      <fieldset
        className="number-grid"
        aria-describedby={errors.tricks ? 'tricks-error' : undefined}
      >
        <legend>{t('form.claimTricks')}</legend>
        {SEATS.map((seat) => (
          <label key={seat}>
            <span>{playerAt(table, seat)}</span>
            <input
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={1}
              placeholder="0"
              value={draft.tricks[seat]}
              onChange={(event) => {
                const tricks = [...draft.tricks] as DealDraft['tricks'];
                tricks[seat] = event.target.value.replace(/\D/g, '');
                change({ tricks });
              }}
            />
          </label>
        ))}
        {errors.tricks ? (
          <p className="field-error" id="tricks-error" role="alert">
            {errors.tricks}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
