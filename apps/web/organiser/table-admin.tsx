'use client';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import type { Locale, Translate } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import { errorText } from '../lib/error-text';
import type { AuditEntry, SheetDeal, TableView } from '../lib/api-types';
import { useOrganiserSession } from '../lib/session';
import { CorrectionPanel } from '../score-sheet/correction-panel';
import { describeDeal } from '../deal-entry/describe-deal';
import { ConfirmationAuditFacts, confirmationAuditAction } from './confirmation-audit';
import {
  auditActorName,
  describeClosedAtBell,
  describeDealChanges,
  tableAuditAction,
} from './describe-deal-audit';
import { ScoreSheet } from '../score-sheet/score-sheet';
import { TableHeader } from '../score-sheet/table-header';
import { LoginForm } from './login-form';
import { OrganiserDealEntry } from './organiser-deal-entry';
import { TableDisputes } from './settle-dispute';

/** A table's sheet for the organiser: correct any deal, delete the last, read the audit trail. */
export function TableAdmin({
  locale,
  tournamentId,
  tableId,
}: {
  locale: Locale;
  tournamentId: string;
  tableId: string;
}) {
  const t = useTranslator();
  const { signedIn, ready, signIn } = useOrganiserSession();
  const [table, setTable] = useState<TableView | null>(null);
  const [audit, setAudit] = useState<AuditEntry[]>([]);
  const [correcting, setCorrecting] = useState<SheetDeal | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const reload = useCallback(async () => {
    const [sheet, trail] = await Promise.all([
      callApi<TableView>(`/tables/${tableId}`, { locale }),
      callApi<AuditEntry[]>(`/tables/${tableId}/audit`, { locale }),
    ]);
    if (sheet.ok) setTable(sheet.data);
    else setMessage(errorText(t, sheet.error));
    if (trail.ok) setAudit(trail.data);
  }, [tableId, locale, t]);

  useEffect(() => {
    if (signedIn) void reload();
  }, [signedIn, reload]);

  if (!ready) return <p aria-busy="true">{t('common.loading')}</p>;
  if (!signedIn) return <LoginForm locale={locale} onSignedIn={signIn} />;
  if (!table) return <p aria-busy={!message}>{message ?? t('common.loading')}</p>;
  const last = table.game.deals[table.game.deals.length - 1];

  return (
    <>
      <p>
        <Link href={`/${locale}/organiser/${tournamentId}`}>{t('admin.back')}</Link>
      </p>
      <TableHeader locale={locale} table={table} />
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      <ScoreSheet table={table} canCorrect={() => !correcting} onCorrect={setCorrecting} />
      <TableDisputes
        locale={locale}
        table={table}
        onSettled={(error) => {
          setMessage(error);
          void reload();
        }}
      />
      {correcting ? (
        <CorrectionPanel
          key={correcting.number}
          locale={locale}
          table={table}
          deal={correcting}
          auth={{}}
          onSaved={() => {
            setCorrecting(null);
            void reload();
          }}
          onCancel={() => {
            setCorrecting(null);
            void reload();
          }}
        />
      ) : (
        <>
          {table.game.finished || table.game.closedAtBell ? null : (
            <OrganiserDealEntry locale={locale} table={table} onRecorded={() => void reload()} />
          )}
          {last ? (
            <button
              type="button"
              className="danger"
              onClick={async () => {
                if (!window.confirm(t('admin.deleteConfirm', { number: last.number }))) return;
                const result = await callApi(`/tables/${tableId}/deals/${last.number}`, {
                  method: 'DELETE',
                  ifMatch: table.game.version,
                  locale,
                });
                setMessage(result.ok ? null : errorText(t, result.error));
                void reload();
              }}
            >
              {t('admin.deleteLast', { number: last.number })}
            </button>
          ) : null}
        </>
      )}
      <section aria-labelledby="audit-title">
        <h2 id="audit-title">{t('admin.audit')}</h2>
        {audit.length === 0 ? (
          <p>{t('admin.auditEmpty')}</p>
        ) : (
          <ol className="audit">
            {audit.map((entry, index) => (
              <li key={entry.id ?? index} data-testid="audit-entry">
                <time>{new Date(entry.createdAt).toLocaleString(locale)}</time> ·{' '}
                <strong>{auditAction(t, entry.action)}</strong>
                {entry.dealNumber
                  ? ` · ${t('admin.auditDeal', { number: entry.dealNumber })}`
                  : ''}{' '}
                · {auditActorName(t, entry.actor, new Map([[table.id, table.number]]))}
                <AuditFacts locale={locale} table={table} entry={entry} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

function auditAction(t: Translate, action: string): string {
  return tableAuditAction(t, action) ?? confirmationAuditAction(t, action) ?? action;
}

/**
 * A recorded or deleted deal in one line; a correction as the list of what it changed
 * ("points Les As 100 → 110"), the rest of the deal being as it was.
 */
function AuditFacts({
  locale,
  table,
  entry,
}: {
  locale: Locale;
  table: TableView;
  entry: AuditEntry;
}) {
  const t = useTranslator();
  if (entry.action.startsWith('sheet.'))
    return <ConfirmationAuditFacts table={table} entry={entry} t={t} />;
  if (entry.action === 'game.closed-at-bell')
    return <p className="audit-facts">{describeClosedAtBell(t, locale, table, entry.after)}</p>;
  const before = entry.before as SheetDeal | null;
  const after = entry.after as SheetDeal | null;
  if (before && after) {
    const changes = describeDealChanges(t, locale, table, before, after);
    if (changes.length === 0) return <p className="audit-facts">{t('audit.unchanged')}</p>;
    return (
      <ul className="audit-facts" data-testid="audit-changes">
        {changes.map((change) => (
          <li key={change.what}>
            {change.what} {change.before} → {change.after}
          </li>
        ))}
      </ul>
    );
  }
  const deal = after ?? before;
  if (!deal) return null;
  return <p className="audit-facts">{describeDeal(t, table, deal)}</p>;
}
