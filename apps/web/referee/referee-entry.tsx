'use client';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import type { SheetDeal, TableView } from '../lib/api-types';
import { dealInProgress } from '../lib/game-end';
import { CorrectionPanel } from '../score-sheet/correction-panel';
import { nextDraft } from '../deal-entry/deal-draft';
import { DealForm } from '../deal-entry/deal-form';
import { useTapGuard } from '../deal-entry/tap-guard';
import { newIdempotencyKey } from './outbox';
import type { OutboxController } from './outbox-controller';
import { canResend, draftSlot, nextSlot, unsendable, waitingDeals } from './outbox-slots';
import type { OutboxState } from './outbox-state';
import { RecordedNotice } from './outbox-status';
import { RefusedNotice, UnsentDeals } from './refused-deal';
import { useEntryDraft } from './use-entry-draft';

/**
 * The middle of the referee's phone: the deal to enter next, or the refused one to fix or drop,
 * or what can no longer be sent; the confirmation of the deal just recorded; the correction of
 * the last deal. Every tap goes to the outbox, which never makes two deals of one.
 */
export function RefereeEntry({
  locale,
  code,
  table,
  state,
  outbox,
  roundClosed,
}: {
  locale: Locale;
  code: string;
  table: TableView;
  state: OutboxState;
  outbox: OutboxController;
  roundClosed: boolean;
}) {
  const t = useTranslator();
  const [correcting, setCorrecting] = useState<SheetDeal | null>(null);
  const [corrected, setCorrected] = useState(false);
  const { draft, setDraft } = useEntryDraft(code, state.draft, table.ruleset.form);
  // One form, one intent: a second tap on "record" names the same deal, and the outbox keeps one.
  const [intent, setIntent] = useState(newIdempotencyKey);
  const [quiet, setQuiet] = useState(false);
  const noticeRef = useRef<HTMLDivElement | null>(null);
  const recorded = state.recorded;
  // After a recording tap the next form rests a moment: a double tap never lands on it.
  const { settling, settle } = useTapGuard();

  // The deal just recorded is confirmed in the form's action bar, in a line of its own: nothing
  // moves under the finger. A deal back from the server comes into view with why, above its form.
  const recordedKey = recorded?.key;
  const refusedKey = state.draft?.key;
  useEffect(() => {
    if (refusedKey) noticeRef.current?.scrollIntoView({ block: 'start' });
  }, [refusedKey]);
  useEffect(() => setCorrected(false), [recordedKey]);

  if (correcting) {
    return (
      <CorrectionPanel
        key={correcting.number}
        locale={locale}
        table={table}
        deal={correcting}
        auth={{ refereeCode: code }}
        canDelete
        onSaved={() => {
          setCorrecting(null);
          setCorrected(true);
          settle();
          outbox.sheetChanged();
        }}
        onCancel={() => {
          setCorrecting(null);
          outbox.sheetChanged();
        }}
      />
    );
  }

  const refused = state.draft;
  const unsent = refused ? [refused, ...state.queue] : state.queue;
  if (unsendable(state) && unsent.length) {
    const reason = state.gone ? 'gone' : state.facts?.closed ? 'closed' : 'finished';
    return (
      <UnsentDeals
        t={t}
        table={table}
        deals={unsent}
        reason={reason}
        onDrop={() => outbox.dropUnsent()}
      />
    );
  }

  const slot = nextSlot(state);
  // In a game of N deals the form says which of the N it is ("Donne 7 / 12").
  const progress = dealInProgress(
    table,
    waitingDeals(state).map((deal) => deal.body),
  );
  const last = table.game.deals[table.game.deals.length - 1];
  const correctable =
    last &&
    !refused &&
    state.queue.length === 0 &&
    !state.gone &&
    !table.game.closedAtBell &&
    !(table.game.finished && roundClosed);

  const confirmation = corrected ? (
    <p className="recorded-notice" role="status">
      {t('correction.saved')}
    </p>
  ) : recorded && !refused ? (
    <RecordedNotice t={t} table={table} number={recorded.number} />
  ) : null;

  return (
    <div className={settling ? 'referee-entry settling' : 'referee-entry'} aria-busy={settling}>
      <div ref={noticeRef} className="entry-notices">
        {/* No form to hold it (the game is over): the confirmation stands here. */}
        {!refused && !slot ? confirmation : null}
        {refused ? (
          <RefusedNotice t={t} table={table} draft={refused} next={draftSlot(state)} />
        ) : null}
      </div>
      {refused ? (
        <>
          {canResend(state) ? (
            <DealForm
              key={refused.key}
              table={table}
              dealer={draftSlot(state).dealer}
              draft={draft}
              onDraftChange={setDraft}
              onSubmit={(body) => {
                settle();
                outbox.resend(refused.key, body);
              }}
              error={
                // The facts refused are shown at their fields; a conflict is told above, in words.
                (refused.reason === 'refused' || refused.reason === 'checking') &&
                refused.error?.statusCode !== 409
                  ? refused.error
                  : null
              }
              busy={false}
              title={t('referee.fixTitle', { number: draftSlot(state).number ?? '?' })}
              submitLabel={t('referee.record')}
              onCancel={() => outbox.drop(refused.key)}
              cancelLabel={t('referee.dropDraft')}
            />
          ) : (
            <button type="button" className="danger" onClick={() => outbox.drop(refused.key)}>
              {t('referee.dropDraft')}
            </button>
          )}
        </>
      ) : slot ? (
        <DealForm
          key={intent}
          table={table}
          dealer={slot.dealer}
          draft={draft}
          onDraftChange={(next) => {
            setQuiet(false);
            setCorrected(false);
            setDraft(next);
          }}
          onSubmit={(body) => {
            settle();
            outbox.type(intent, body);
            setIntent(newIdempotencyKey());
            setDraft(nextDraft(draft));
            setQuiet(true);
          }}
          quiet={quiet}
          status={confirmation}
          error={null}
          busy={false}
          title={
            slot.number === null
              ? t('referee.nextDeal')
              : progress
                ? t('game.dealOf', progress)
                : t('referee.dealNumber', { number: slot.number })
          }
          submitLabel={t('referee.record')}
        />
      ) : null}
      {correctable ? (
        <button
          type="button"
          className="secondary correct-last"
          onClick={() => setCorrecting(last)}
        >
          {t('referee.correctLast', { number: last.number })}
        </button>
      ) : null}
    </div>
  );
}
