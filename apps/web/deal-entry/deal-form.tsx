'use client';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslator } from '../i18n/client';
import {
  SEATS,
  type ApiErrorBody,
  type DealBody,
  type Seat,
  type TableView,
} from '../lib/api-types';
import { errorText } from '../lib/error-text';
import { playerAt } from '../lib/seats';
import { AuctionFields } from './auction-fields';
import { ClaimFields } from './claim-fields';
import { ContractFields } from './contract-fields';
import { ChoiceButtons } from './choice-buttons';
import {
  biddingTeam,
  buildDealBody,
  isEmptyDraft,
  modesOf,
  teamOfSeat,
  type DealDraft,
  type DraftField,
} from './deal-draft';
import { EntryRow } from './entry-row';
import { FactsFields } from './facts-fields';
import { placeErrors } from './place-errors';
import { PointsFields } from './points-fields';

/**
 * The entry of one deal in the table's game, drawn from `table.ruleset.form`: the dealer is
 * set (or asked, when the phone cannot tell), the contract is three taps, the points one number,
 * the game's own facts one tap each. Server errors (422) appear next to the field they name.
 * `quiet`: the form was just emptied by a recorded deal, and a second tap on "record" is that
 * same deal, not an empty one to complain about.
 */
export function DealForm({
  table,
  dealer,
  draft,
  onDraftChange,
  onSubmit,
  error,
  busy,
  title,
  submitLabel,
  onCancel,
  cancelLabel,
  quiet = false,
}: {
  table: TableView;
  /** Null: the phone does not know whose deal it is, and asks. */
  dealer: Seat | null;
  draft: DealDraft;
  onDraftChange: (draft: DealDraft) => void;
  onSubmit: (body: DealBody) => void;
  error: ApiErrorBody | null;
  busy: boolean;
  title: string;
  submitLabel: string;
  onCancel?: () => void;
  cancelLabel?: string;
  quiet?: boolean;
}) {
  const t = useTranslator();
  const { form } = table.ruleset;
  const pointsRef = useRef<HTMLInputElement | null>(null);
  const [missing, setMissing] = useState<DraftField[]>([]);
  const change = (changes: Partial<DealDraft>) => {
    setMissing([]);
    onDraftChange({ ...draft, ...changes });
  };
  // The server's errors in the reader's words, each next to the field it names.
  const placed = placeErrors(
    (error?.details ?? []).map((detail) => ({
      field: detail.field,
      message: errorText(t, detail),
    })),
  );
  const errors = { ...placed.byField };
  for (const field of missing)
    errors[field] ??= t(`form.missing.${field}`, { total: form.totalPoints });
  const general = error && !error.details?.length ? [errorText(t, error)] : placed.general;
  const modes = modesOf(form);
  // A draft kept from a game with a claim, on a table without one, is a played deal.
  const mode = modes.includes(draft.mode) ? draft.mode : 'contract';
  const fields = { t, table, draft, change, errors };
  const dealt = dealer ?? draft.dealer;
  const focusPoints = () => setTimeout(() => pointsRef.current?.focus(), 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (quiet && isEmptyDraft(draft)) return;
    const built = buildDealBody({ ...draft, mode }, dealt ?? 0, form);
    const missing = [
      ...(dealt === null ? (['dealer'] as const) : []),
      ...('missing' in built ? built.missing : []),
    ];
    if (missing.length || 'missing' in built) setMissing(missing);
    else onSubmit(built.body);
  };

  return (
    <form className="deal-form card" onSubmit={submit} noValidate aria-labelledby="deal-form-title">
      <div className="deal-form-head">
        <h2 id="deal-form-title">{title}</h2>
        {dealer === null ? null : (
          <p className="dealer">{t('form.dealer', { player: playerAt(table, dealer) })}</p>
        )}
      </div>
      {dealer === null ? (
        <ChoiceButtons<Seat>
          id="deal-dealer"
          label={t('form.whoDealt')}
          columns={2}
          options={SEATS.map((seat) => ({
            value: seat,
            label: playerAt(table, seat),
            className: `team-${teamOfSeat(seat)}`,
          }))}
          value={draft.dealer}
          onChange={(seat) => change({ dealer: seat })}
          error={errors.dealer}
        />
      ) : null}
      {general.filter(Boolean).map((message) => (
        <p key={message} className="form-error" role="alert">
          {message}
        </p>
      ))}
      <EntryRow
        t={t}
        modes={modes}
        mode={mode}
        busy={busy}
        onMode={(option) => change({ mode: option })}
        onPassedOut={() => {
          if (dealt === null) setMissing(['dealer']);
          else onSubmit({ dealer: dealt, passedOut: true });
        }}
      />
      {mode === 'auction' ? (
        <AuctionFields {...fields} dealer={dealt ?? 0} />
      ) : (
        <ContractFields
          {...fields}
          onDeclarerChosen={focusPoints}
          onDoublingChosen={() => {
            if (draft.declarer !== null) focusPoints();
          }}
        />
      )}
      {mode === 'claim' ? (
        <ClaimFields {...fields} />
      ) : (
        <>
          <PointsFields
            {...fields}
            inputRef={pointsRef}
            typedTeam={mode === 'auction' ? (biddingTeam(draft.auction) ?? 'A') : undefined}
          />
          <FactsFields {...fields} />
        </>
      )}
      <div className="form-actions">
        <button type="submit" className="primary" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="secondary" onClick={onCancel}>
            {cancelLabel ?? t('form.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
