'use client';
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { SheetDeal, TableView } from '../lib/api-types';
import { readStored, readStoredJson, writeStored, writeStoredJson } from '../lib/session';
import { CorrectionPanel } from '../score-sheet/correction-panel';
import { ScoreSheet } from '../score-sheet/score-sheet';
import { TableHeader } from '../score-sheet/table-header';
import {
  EMPTY_DRAFT,
  draftFromBody,
  isEmptyDraft,
  normaliseDraft,
  type DealDraft,
} from '../deal-entry/deal-draft';
import { DealForm } from '../deal-entry/deal-form';
import { keepPageForOffline } from './offline-shell';
import { dealerAfterQueue } from './outbox';
import { useOnline } from './use-online';
import { useOutbox } from './use-outbox';

type LoadState = 'loading' | 'ready' | 'not-found' | 'offline';

/**
 * The referee's phone: the sheet with running totals, whose deal it is, and the entry of the
 * next deal. The table and the draft are kept on the phone, so a reload offline loses nothing.
 */
export function RefereeTable({ locale, code }: { locale: Locale; code: string }) {
  const t = useTranslator();
  const [state, setState] = useState<LoadState>('loading');
  const [tableId, setTableId] = useState<string | null>(null);
  const [table, setTable] = useState<TableView | null>(null);
  const [draft, setDraftState] = useState<DealDraft>(EMPTY_DRAFT);
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [correcting, setCorrecting] = useState<SheetDeal | null>(null);
  const [announce, setAnnounce] = useState('');
  const online = useOnline();

  const setDraft = useCallback(
    (next: DealDraft) => {
      setDraftState(next);
      writeStoredJson(`marque.draft.${code}`, next);
    },
    [code],
  );

  const refresh = useCallback(
    async (id: string) => {
      const result = await callApi<TableView>(`/tables/${id}`, { locale });
      if (!result.ok) return;
      setTable(result.data);
      writeStoredJson(`marque.table.${code}`, result.data);
    },
    [code, locale],
  );

  useEffect(() => {
    // A table kept by a version of the page from before the choice of game is read again.
    const cachedTable = readStoredJson<TableView>(`marque.table.${code}`);
    if (cachedTable?.ruleset) setTable(cachedTable);
    setDraftState(normaliseDraft(readStoredJson<Partial<DealDraft>>(`marque.draft.${code}`)));
    void keepPageForOffline();
    void (async () => {
      const found = await callApi<{ tableId: string }>(`/referee/${encodeURIComponent(code)}`, {
        locale,
      });
      const id = found.ok ? found.data.tableId : readStored(`marque.referee.${code}`);
      if (!id) return setState(found.ok || found.status !== 404 ? 'offline' : 'not-found');
      writeStored(`marque.referee.${code}`, id);
      setTableId(id);
      setState('ready');
      await refresh(id);
    })();
  }, [code, locale, refresh]);

  const outbox = useOutbox({
    tableId,
    refereeCode: code,
    locale,
    onSent: () => {
      setAnnounce(t('referee.sent'));
      if (tableId) void refresh(tableId);
    },
  });

  // Someone else (the organiser) may correct the sheet: read it again now and then.
  useEffect(() => {
    if (!tableId) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible' && !correcting) void refresh(tableId);
    }, 15_000);
    return () => window.clearInterval(timer);
  }, [tableId, correcting, refresh]);

  // A deal the server refused comes back into the form, its errors next to their fields.
  const head = outbox.items[0];
  const form = table?.ruleset.form;
  useEffect(() => {
    if (form && head?.state === 'rejected' && editingKey === null && isEmptyDraft(draft)) {
      setEditingKey(head.key);
      setDraft(draftFromBody(head.body, form));
    }
  }, [head, editingKey, draft, setDraft, form]);

  if (state === 'not-found') {
    return (
      <p role="alert" className="form-error">
        {t('referee.notFound', { code })}
      </p>
    );
  }
  if (!table) {
    return <p aria-busy="true">{state === 'offline' ? t('error.offline') : t('common.loading')}</p>;
  }
  const editing = outbox.items.find((item) => item.key === editingKey) ?? null;
  const dealer = editing
    ? editing.body.dealer
    : dealerAfterQueue(table.game.finished ? null : table.nextDealer, outbox.items.length);
  const last = table.game.deals[table.game.deals.length - 1];

  return (
    <>
      <TableHeader locale={locale} table={table} />
      <p className={`connection ${online ? 'is-online' : 'is-offline'}`} role="status">
        {online ? t('referee.online') : t('referee.offline')}
        {outbox.items.length ? ` · ${t('referee.waiting', { count: outbox.items.length })}` : ''}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
      {table.game.finished ? null : correcting ? (
        <CorrectionPanel
          locale={locale}
          table={table}
          deal={correcting}
          auth={{ refereeCode: code }}
          onSaved={() => {
            setCorrecting(null);
            setAnnounce(t('correction.saved'));
            if (tableId) void refresh(tableId);
          }}
          onCancel={() => {
            setCorrecting(null);
            if (tableId) void refresh(tableId);
          }}
        />
      ) : dealer === null ? null : (
        <>
          <DealForm
            table={table}
            dealer={dealer}
            draft={draft}
            onDraftChange={setDraft}
            onSubmit={(body) => {
              void outbox.add(body, editing ?? undefined);
              setEditingKey(null);
              setDraft({ ...EMPTY_DRAFT, mode: draft.mode === 'auction' ? 'auction' : 'contract' });
            }}
            error={editing?.error ?? null}
            busy={false}
            title={
              editing
                ? t('referee.fixRefused')
                : t('referee.dealNumber', {
                    number: table.game.deals.length + outbox.items.length + 1,
                  })
            }
            submitLabel={t('referee.record')}
            onCancel={
              editing
                ? () => {
                    void outbox.discard(editing.key);
                    setEditingKey(null);
                    setDraft(EMPTY_DRAFT);
                  }
                : undefined
            }
          />
          {last && outbox.items.length === 0 ? (
            <button
              type="button"
              className="secondary correct-last"
              onClick={() => setCorrecting(last)}
            >
              {t('referee.correctLast', { number: last.number })}
            </button>
          ) : null}
        </>
      )}
      <h2 className="sheet-title">{t('referee.sheet')}</h2>
      <ScoreSheet table={table} queued={outbox.items} />
    </>
  );
}
