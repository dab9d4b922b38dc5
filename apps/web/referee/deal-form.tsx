'use client';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslator } from '../i18n/client';
import type { ApiErrorBody, DealBody, Seat, TableView } from '../lib/api-types';
import { playerAt } from '../lib/seats';
import { AuctionFields } from './auction-fields';
import { ClaimFields } from './claim-fields';
import { ContractFields } from './contract-fields';
import {
  buildDealBody,
  placeErrors,
  type DealDraft,
  type DraftField,
  type DraftMode,
} from './deal-draft';
import { PointsFields } from './points-fields';

const MODES: DraftMode[] = ['contract', 'claim', 'auction'];

/**
 * The entry of one deal: the dealer is set, the contract is three taps, the card points one
 * number. Server errors (422) appear next to the field they name.
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
  const pointsRef = useRef<HTMLInputElement | null>(null);
  const [missing, setMissing] = useState<DraftField[]>([]);
  const change = (changes: Partial<DealDraft>) => {
    setMissing([]);
    onDraftChange({ ...draft, ...changes });
  };
  const placed = placeErrors(error?.details ?? []);
  const errors = { ...placed.byField };
  for (const field of missing) errors[field] ??= t(`form.missing.${field}`);
  const general = error && !error.details?.length ? [error.message] : placed.general;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildDealBody(draft, dealer);
    if ('missing' in built) setMissing(built.missing);
    else onSubmit(built.body);
  };

  return (
    <form className="deal-form card" onSubmit={submit} noValidate aria-labelledby="deal-form-title">
      <h2 id="deal-form-title">{title}</h2>
      <p className="dealer">{t('form.dealer', { player: playerAt(table, dealer) })}</p>
      {general.filter(Boolean).map((message) => (
        <p key={message} className="form-error" role="alert">
          {message}
        </p>
      ))}
      <button
        type="button"
        className="passed-out"
        disabled={busy}
        onClick={() => onSubmit({ dealer, passedOut: true })}
      >
        {t('form.passedOut')}
      </button>
      <div className="modes" role="group" aria-label={t('form.mode')}>
        {MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={draft.mode === mode}
            onClick={() => change({ mode })}
          >
            {t(`form.mode.${mode}`)}
          </button>
        ))}
      </div>
      {draft.mode === 'auction' ? (
        <AuctionFields
          t={t}
          table={table}
          dealer={dealer}
          draft={draft}
          change={change}
          errors={errors}
        />
      ) : (
        <ContractFields
          t={t}
          table={table}
          draft={draft}
          change={change}
          errors={errors}
          onDeclarerChosen={() => setTimeout(() => pointsRef.current?.focus(), 0)}
        />
      )}
      {draft.mode === 'contract' ? (
        <PointsFields
          t={t}
          table={table}
          draft={draft}
          change={change}
          errors={errors}
          inputRef={pointsRef}
        />
      ) : null}
      {draft.mode === 'claim' ? (
        <ClaimFields t={t} table={table} draft={draft} change={change} errors={errors} />
      ) : null}
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
