'use client';
import { useRef, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import { WriteKeys, sendUntilAnswered } from '../lib/idempotency';
import { errorText } from '../lib/error-text';
import type { ConfirmSheetRequest, SheetConfirmation, TableView, TeamSide } from '../lib/api-types';
import { teamName } from '../lib/seats';
import { sidesToConfirm } from '../lib/sheet-marks';

/**
 * Once the game is over, the referee hands the phone round: a player of each team signs the
 * final sheet with one tap, or disputes it, naming a deal (or the whole sheet) and a few words.
 * What was said shows in the table's header (SheetMarks); `onChanged` reads the sheet again.
 * A word sent again after its answer was lost keeps its Idempotency-Key: the API answers it as
 * the first time, not "already signed".
 */
export function SignSheet({
  locale,
  code,
  table,
  onChanged,
}: {
  locale: Locale;
  code: string;
  table: TableView;
  onChanged: () => void;
}) {
  const t = useTranslator();
  const [disputing, setDisputing] = useState<TeamSide | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keys = useRef(new WriteKeys());
  if (!table.game.finished) return null;
  const confirmations = table.confirmations ?? [];
  const sides = sidesToConfirm(confirmations);
  if (sides.length === 0) {
    return confirmations.every((each) => each.kind === 'signed') ? (
      <p className="sign-done" role="status" data-testid="sign-done">
        {t('sign.done')}
      </p>
    ) : null;
  }

  const send = async (body: ConfirmSheetRequest) => {
    setBusy(true);
    const idempotencyKey = keys.current.keyFor(JSON.stringify(body));
    const result = await sendUntilAnswered(() =>
      callApi<SheetConfirmation[]>(`/tables/${table.id}/confirmations`, {
        method: 'POST',
        body,
        refereeCode: code,
        locale,
        idempotencyKey,
      }),
    );
    setBusy(false);
    setError(result.ok ? null : t('sign.failed', { reason: errorText(t, result.error) }));
    if (result.ok) setDisputing(null);
    onChanged();
  };

  return (
    <section className="sign-sheet" aria-labelledby="sign-title" data-testid="sign-sheet">
      <h2 id="sign-title">{t('sign.title')}</h2>
      <p>{t('sign.intro')}</p>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {disputing ? (
        <DisputeForm
          table={table}
          side={disputing}
          busy={busy}
          onSend={(dispute) => void send({ side: disputing, kind: 'disputed', ...dispute })}
          onCancel={() => setDisputing(null)}
        />
      ) : (
        sides.map((side) => (
          <div key={side} className="sign-team">
            <button
              type="button"
              className="primary big"
              disabled={busy}
              data-testid={`sign-${side}`}
              onClick={() => void send({ side, kind: 'signed' })}
            >
              {t('sign.button', { team: teamName(table, side) })}
            </button>
            <button
              type="button"
              className="link-button"
              disabled={busy}
              data-testid={`dispute-${side}`}
              onClick={() => setDisputing(side)}
            >
              {t('sign.dispute')}
            </button>
          </div>
        ))
      )}
    </section>
  );
}

/** Which deal the team disputes (or the whole sheet), and a note of 200 characters at most. */
function DisputeForm({
  table,
  side,
  busy,
  onSend,
  onCancel,
}: {
  table: TableView;
  side: TeamSide;
  busy: boolean;
  onSend: (dispute: { dealNumber?: number; note?: string }) => void;
  onCancel: () => void;
}) {
  const t = useTranslator();
  const [deal, setDeal] = useState('');
  const [note, setNote] = useState('');
  return (
    <form
      className="stack"
      data-testid="dispute-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSend({
          ...(deal ? { dealNumber: Number(deal) } : {}),
          ...(note.trim() ? { note: note.trim() } : {}),
        });
      }}
    >
      <h3>{t('sign.disputeTitle', { team: teamName(table, side) })}</h3>
      <label>
        {t('sign.disputeDeal')}
        <select value={deal} onChange={(event) => setDeal(event.target.value)}>
          <option value="">{t('sign.wholeSheet')}</option>
          {table.game.deals.map((each) => (
            <option key={each.number} value={each.number}>
              {t('sign.dealOption', { number: each.number })}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('sign.note')}
        <textarea
          value={note}
          maxLength={200}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      <div className="form-actions">
        <button type="submit" className="primary" disabled={busy}>
          {t('sign.send')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('sign.cancel')}
        </button>
      </div>
    </form>
  );
}
