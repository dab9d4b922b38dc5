'use client';
import { useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { ApiErrorBody, DealBody, GameSummary, SheetDeal, TableView } from '../lib/api-types';
import { draftFromDeal, type DealDraft } from '../deal-entry/deal-draft';
import { DealForm } from '../deal-entry/deal-form';
import { describeDeal, type DescribableDeal } from '../deal-entry/describe-deal';

export interface SheetAuth {
  token?: string | null;
  refereeCode?: string;
}

/**
 * The correction of one recorded deal, made on the sheet version it was read at (If-Match).
 * When someone changed the sheet first (409) it shows what changed and lets the corrector redo
 * the same correction on the new version: nothing typed is lost.
 */
export function CorrectionPanel({
  locale,
  table,
  deal,
  auth,
  onSaved,
  onCancel,
}: {
  locale: Locale;
  table: TableView;
  deal: SheetDeal;
  auth: SheetAuth;
  onSaved: (game: GameSummary) => void;
  onCancel: () => void;
}) {
  const t = useTranslator();
  const [draft, setDraft] = useState<DealDraft>(() => draftFromDeal(deal, table.ruleset.form));
  const [base, setBase] = useState<TableView>(table);
  const [error, setError] = useState<ApiErrorBody | null>(null);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<TableView | null>(null);

  const save = async (body: DealBody) => {
    setBusy(true);
    setError(null);
    const result = await callApi<GameSummary>(`/tables/${table.id}/deals/${deal.number}`, {
      method: 'PUT',
      body,
      ifMatch: base.game.version,
      locale,
      token: auth.token,
      refereeCode: auth.refereeCode,
    });
    setBusy(false);
    if (result.ok) return onSaved(result.data);
    if (result.status === 409) {
      const fresh = await callApi<TableView>(`/tables/${table.id}`, { locale });
      if (fresh.ok) return setConflict(fresh.data);
    }
    setError(result.offline ? { ...result.error, message: t('error.offline') } : result.error);
  };

  if (conflict) {
    const before = base.game.deals.find((entry) => entry.number === deal.number);
    const now = conflict.game.deals.find((entry) => entry.number === deal.number);
    const added = conflict.game.deals.filter((entry) => entry.number > base.game.deals.length);
    return (
      <section className="card conflict" role="alertdialog" aria-labelledby="conflict-title">
        <h2 id="conflict-title">{t('conflict.title')}</h2>
        <p>{t('conflict.versions', { seen: base.game.version, now: conflict.game.version })}</p>
        <ul>
          {now && before && describeDeal(t, base, before) !== describeDeal(t, conflict, now) ? (
            <li>
              {t('conflict.dealChanged', {
                number: deal.number,
                before: describeDeal(t, base, before),
                after: describeDeal(t, conflict, now),
              })}
            </li>
          ) : null}
          {!now ? <li>{t('conflict.dealGone', { number: deal.number })}</li> : null}
          {added.map((entry) => (
            <li key={entry.number}>
              {t('conflict.dealAdded', {
                number: entry.number,
                deal: describeDeal(t, conflict, entry),
              })}
            </li>
          ))}
          <li>
            {t('conflict.totals', {
              a: conflict.teamA.name,
              totalA: conflict.game.totals.A,
              b: conflict.teamB.name,
              totalB: conflict.game.totals.B,
            })}
          </li>
        </ul>
        <p>{t('conflict.yours', { deal: describeDeal(t, base, draftBody(draft, deal)) })}</p>
        <div className="form-actions">
          {now ? (
            <button
              type="button"
              className="primary"
              onClick={() => {
                setBase(conflict);
                setConflict(null);
              }}
            >
              {t('conflict.redo')}
            </button>
          ) : null}
          <button type="button" className="secondary" onClick={onCancel}>
            {t('conflict.giveUp')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <DealForm
      table={base}
      dealer={deal.dealer}
      draft={draft}
      onDraftChange={setDraft}
      onSubmit={(body) => void save(body)}
      error={error}
      busy={busy}
      title={t('correction.title', { number: deal.number })}
      submitLabel={t('correction.save')}
      onCancel={onCancel}
    />
  );
}

/** The draft's facts for describing them (nothing is computed from them). */
function draftBody(draft: DealDraft, deal: SheetDeal): DescribableDeal {
  if (draft.value === null || draft.suit === null || draft.declarer === null) return deal;
  return {
    contract: { value: draft.value, suit: draft.suit, declarer: draft.declarer },
    doubling: draft.doubling,
  };
}
