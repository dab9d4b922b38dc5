'use client';
import { useId, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import type { SheetConfirmation, TableView } from '../lib/api-types';
import { describeConfirmation } from './confirmation-audit';
import { useApiAction } from './use-api-action';

/**
 * Settles one team's dispute in writing: the organiser types the ruling, which the table's audit
 * keeps beside the dispute. `onSettled` gets what failed, or null.
 */
export function SettleDispute({
  locale,
  tableId,
  dispute,
  onSettled,
}: {
  locale: Locale;
  tableId: string;
  dispute: Pick<SheetConfirmation, 'side'>;
  onSettled: (error: string | null) => void;
}) {
  const t = useTranslator();
  const id = useId();
  const [ruling, setRuling] = useState('');
  const { busy, act } = useApiAction(locale, onSettled);
  const settle = () =>
    act(`/tables/${tableId}/confirmations/${dispute.side}`, 'DELETE', { ruling: ruling.trim() });
  return (
    <form
      className="settle-dispute stack"
      data-testid={`settle-${dispute.side}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (ruling.trim()) void settle();
      }}
    >
      <label htmlFor={id}>{t('disputes.ruling')}</label>
      <textarea
        id={id}
        rows={2}
        maxLength={500}
        required
        aria-describedby={`${id}-hint`}
        value={ruling}
        onChange={(event) => setRuling(event.target.value)}
      />
      <p id={`${id}-hint`} className="hint">
        {t('disputes.rulingHint')}
      </p>
      <button type="submit" className="small" disabled={busy || !ruling.trim()}>
        {t('disputes.resolve')}
      </button>
    </form>
  );
}

/** A sheet's disputes on its page for the organiser: each team's word, and its ruling to write. */
export function TableDisputes({
  locale,
  table,
  onSettled,
}: {
  locale: Locale;
  table: TableView;
  onSettled: (error: string | null) => void;
}) {
  const t = useTranslator();
  const disputes = table.confirmations.filter((each) => each.kind === 'disputed');
  if (disputes.length === 0) return null;
  return (
    <section className="disputes" aria-labelledby="table-disputes-title" data-testid="disputes">
      <h2 id="table-disputes-title">{t('disputes.title', { count: disputes.length })}</h2>
      <ul>
        {disputes.map((dispute) => (
          <li key={dispute.side} data-testid={`table-dispute-${dispute.side}`}>
            {describeConfirmation(t, table, dispute)}
            <SettleDispute
              locale={locale}
              tableId={table.id}
              dispute={dispute}
              onSettled={onSettled}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
