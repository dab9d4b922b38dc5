'use client';
import { useRef, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import { WriteKeys, sendUntilAnswered } from '../lib/idempotency';
import type { ApiErrorBody, DealBody, GameSummary, SheetDeal, TableView } from '../lib/api-types';
import { buildDealBody, draftFromDeal, type DealDraft } from '../deal-entry/deal-draft';
import { DealForm } from '../deal-entry/deal-form';
import { describeDeal } from '../deal-entry/describe-deal';
import { CorrectionConflict } from './correction-conflict';

/** The referee's code; none for the organiser, whose session cookie goes with every request. */
export interface SheetAuth {
  refereeCode?: string;
}

/**
 * The correction of one recorded deal, made on the sheet version it was read at (If-Match); the
 * last deal may be deleted the same way (`canDelete`). When someone changed the sheet first (409)
 * it shows both versions and lets the corrector redo the same correction on the new version:
 * nothing typed is lost, nothing is overwritten unseen. The same correction sent again (its answer
 * lost) keeps its Idempotency-Key: the API answers it as the first time, not as a 409.
 */
export function CorrectionPanel({
  locale,
  table,
  deal,
  auth,
  onSaved,
  onCancel,
  canDelete = false,
}: {
  locale: Locale;
  table: TableView;
  deal: SheetDeal;
  auth: SheetAuth;
  onSaved: (game: GameSummary) => void;
  onCancel: () => void;
  canDelete?: boolean;
}) {
  const t = useTranslator();
  const [draft, setDraft] = useState<DealDraft>(() => draftFromDeal(deal, table.ruleset.form));
  const [base, setBase] = useState<TableView>(table);
  const [error, setError] = useState<ApiErrorBody | null>(null);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<{ now: TableView; deleting: boolean } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const keys = useRef(new WriteKeys());

  const write = async (body: DealBody | null) => {
    setBusy(true);
    setError(null);
    const method = body ? 'PUT' : 'DELETE';
    const version = base.game.version;
    const idempotencyKey = keys.current.keyFor(JSON.stringify([method, version, body]));
    const result = await sendUntilAnswered(() =>
      callApi<GameSummary>(`/tables/${table.id}/deals/${deal.number}`, {
        method,
        body: body ?? undefined,
        ifMatch: version,
        idempotencyKey,
        locale,
        refereeCode: auth.refereeCode,
      }),
    );
    setBusy(false);
    if (result.ok) return onSaved(result.data);
    if (result.status === 409) {
      const fresh = await callApi<TableView>(`/tables/${table.id}`, { locale });
      if (fresh.ok) return setConflict({ now: fresh.data, deleting: body === null });
    }
    setError(result.error);
  };

  if (conflict) {
    const built = buildDealBody(draft, deal.dealer, table.ruleset.form);
    return (
      <CorrectionConflict
        t={t}
        base={base}
        now={conflict.now}
        number={deal.number}
        yours={conflict.deleting ? null : 'body' in built ? built.body : deal}
        onRedo={() => {
          setBase(conflict.now);
          setConflict(null);
          setConfirmDelete(false);
        }}
        onGiveUp={onCancel}
      />
    );
  }

  return (
    <>
      <DealForm
        table={base}
        dealer={deal.dealer}
        draft={draft}
        onDraftChange={setDraft}
        onSubmit={(body) => void write(body)}
        error={error}
        busy={busy}
        title={t('correction.title', { number: deal.number })}
        submitLabel={t('correction.save')}
        onCancel={onCancel}
      />
      {canDelete && deal.number === base.game.deals.length ? (
        <div className="delete-deal card">
          {confirmDelete ? (
            <div role="group" aria-labelledby="delete-question">
              <p id="delete-question">
                {t('correction.deleteQuestion', {
                  number: deal.number,
                  deal: describeDeal(t, base, deal),
                })}
              </p>
              <div className="form-actions">
                <button type="button" className="secondary" onClick={() => setConfirmDelete(false)}>
                  {t('correction.deleteNo')}
                </button>
                <button
                  type="button"
                  className="danger"
                  disabled={busy}
                  onClick={() => void write(null)}
                >
                  {t('correction.deleteYes', { number: deal.number })}
                </button>
              </div>
            </div>
          ) : (
            <button type="button" className="danger" onClick={() => setConfirmDelete(true)}>
              {t('correction.delete', { number: deal.number })}
            </button>
          )}
        </div>
      ) : null}
    </>
  );
}
