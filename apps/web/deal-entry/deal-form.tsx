'use client';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslator } from '../i18n/client';
import type { ApiErrorBody, DealBody, Seat, TableView } from '../lib/api-types';
import { playerAt } from '../lib/seats';
import { AuctionFields } from './auction-fields';
import { ClaimFields } from './claim-fields';
import { ContractFields } from './contract-fields';
import { buildDealBody, modesOf, type DealDraft, type DraftField } from './deal-draft';
import { FactsFields } from './facts-fields';
import { placeErrors } from './place-errors';
import { PointsFields } from './points-fields';

/**
 * The entry of one deal in the table's game, drawn from `table.ruleset.form`: the dealer is
 * set, the contract is three taps, the points one number, the game's own facts one tap each.
 * Server errors (422) appear next to the field they name.
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
}: {
  table: TableView;
  dealer: Seat;
  draft: DealDraft;
  onDraftChange: (draft: DealDraft) => void;
  onSubmit: (body: DealBody) => void;
  error: ApiErrorBody | null;
  busy: boolean;
  title: string;
  submitLabel: string;
  onCancel?: () => void;
}) {
  const t = useTranslator();
  const { form } = table.ruleset;
  const pointsRef = useRef<HTMLInputElement | null>(null);
  const [missing, setMissing] = useState<DraftField[]>([]);
  const change = (changes: Partial<DealDraft>) => {
    setMissing([]);
    onDraftChange({ ...draft, ...changes });
  };
  const placed = placeErrors(error?.details ?? []);
  const errors = { ...placed.byField };
  for (const field of missing)
    errors[field] ??= t(`form.missing.${field}`, { total: form.totalPoints });
  const general = error && !error.details?.length ? [error.message] : placed.general;
  const modes = modesOf(form);
  // A draft kept from a game with a claim, on a table without one, is a played deal.
  const mode = modes.includes(draft.mode) ? draft.mode : 'contract';
  const fields = { t, table, draft, change, errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildDealBody({ ...draft, mode }, dealer, form);
    if ('missing' in built) setMissing(built.missing);
    else onSubmit(built.body);
  };

  return (
    <form className="deal-form card" onSubmit={submit} noValidate aria-labelledby="deal-form-title">
      <div className="deal-form-head">
        <h2 id="deal-form-title">{title}</h2>
        <p className="dealer">{t('form.dealer', { player: playerAt(table, dealer) })}</p>
      </div>
      {general.filter(Boolean).map((message) => (
        <p key={message} className="form-error" role="alert">
          {message}
        </p>
      ))}
      <div className="entry-row" style={{ gridTemplateColumns: `1fr ${modes.length}fr` }}>
        <button
          type="button"
          className="passed-out"
          disabled={busy}
          onClick={() => onSubmit({ dealer, passedOut: true })}
        >
          {t('form.passedOut')}
        </button>
        <div
          className="modes"
          role="group"
          aria-label={t('form.mode')}
          style={{ gridTemplateColumns: `repeat(${modes.length}, minmax(0, 1fr))` }}
        >
          {modes.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              onClick={() => change({ mode: option })}
            >
              {t(`form.mode.${option}`)}
            </button>
          ))}
        </div>
      </div>
      {mode === 'auction' ? (
        <AuctionFields {...fields} dealer={dealer} />
      ) : (
        <ContractFields
          {...fields}
          onDeclarerChosen={() => setTimeout(() => pointsRef.current?.focus(), 0)}
        />
      )}
      {mode === 'claim' ? (
        <ClaimFields {...fields} />
      ) : (
        <>
          <PointsFields
            {...fields}
            inputRef={pointsRef}
            typedTeam={mode === 'auction' ? 'A' : undefined}
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
            {t('form.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
