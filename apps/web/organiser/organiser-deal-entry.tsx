'use client';
import { useRef, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { ApiErrorBody, DealBody, TableView } from '../lib/api-types';
import { EMPTY_DRAFT, nextDraft, type DealDraft } from '../deal-entry/deal-draft';
import { DealForm } from '../deal-entry/deal-form';
import { newIdempotencyKey } from '../referee/outbox';

/**
 * The organiser enters the next deal in the referee's place (a phone out of battery): the
 * referee's form, sent with the organiser's session. A retry after a lost answer keeps its
 * Idempotency-Key, so the deal is recorded once.
 */
export function OrganiserDealEntry({
  locale,
  table,
  onRecorded,
}: {
  locale: Locale;
  table: TableView;
  onRecorded: () => void;
}) {
  const t = useTranslator();
  const [draft, setDraft] = useState<DealDraft>(EMPTY_DRAFT);
  const [error, setError] = useState<ApiErrorBody | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  if (table.nextDealer === null) return null;

  const send = async (body: DealBody) => {
    setBusy(true);
    const result = await callApi(`/tables/${table.id}/deals`, {
      method: 'POST',
      body,
      idempotencyKey: key.current,
      locale,
    });
    setBusy(false);
    if (!result.ok) return setError(result.error);
    key.current = newIdempotencyKey();
    setError(null);
    setDraft(nextDraft(draft));
    onRecorded();
  };

  return (
    <DealForm
      table={table}
      dealer={table.nextDealer}
      draft={draft}
      onDraftChange={(next) => {
        setDraft(next);
        setError(null);
      }}
      onSubmit={(body) => void send(body)}
      error={error}
      busy={busy}
      title={t('admin.enterDeal', { number: table.game.deals.length + 1 })}
      submitLabel={t('referee.record')}
    />
  );
}
