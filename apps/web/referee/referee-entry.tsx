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
import {
  canResend,
  draftSlot,
  followingDeals,
  nextSlot,
  unsendable,
  waitingDeals,
} from './outbox-slots';
import type { OutboxState } from './outbox-state';
import { RecordedNotice } from './outbox-status';
import { RefusedNotice, TakenChoice, UnsentDeals } from './refused-deal';
import { useEntryDraft } from './use-entry-draft';

/**
 * Whether the phone may correct the sheet's deals now: nothing of its own waits or was refused,
 * the round is open and the teams have not both signed (a correction clears their signatures).
 */
export function canCorrectOnPhone(
  state: OutboxState,
  table: TableView,
  roundClosed: boolean,
): boolean {
  const signed = (table.confirmations ?? []).filter((each) => each.kind === 'signed').length;
  return (
    table.game.deals.length > 0 &&
    !state.draft &&
    state.queue.length === 0 &&
    !state.gone &&
    !table.game.closedAtBell &&
    !(table.game.finished && roundClosed) &&
    signed < 2
  );
}

/**
 * The middle of the referee's phone: the deal to enter next, or the refused one to fix or drop,
 * or what can no longer be sent; the confirmation of the deal just recorded; the correction of
 * any deal of the sheet (`correcting`, chosen here or on the sheet). Every tap goes to the
 * outbox, which never makes two deals of one.
 */
export function RefereeEntry({
  locale,
  code,
  table,
  state,
  outbox,
  roundClosed,
  correcting,
  setCorrecting,
}: {
  locale: Locale;
  code: string;
  table: TableView;
  state: OutboxState;
  outbox: OutboxController;
  roundClosed: boolean;
  correcting: SheetDeal | null;
  setCorrecting: (deal: SheetDeal | null) => void;
}) {
  const t = useTranslator();
  const [corrected, setCorrected] = useState(false);
  const { draft, setDraft, bound, bind } = useEntryDraft(code, state.draft, table.ruleset.form);
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
  // A deal chosen on the sheet below: its correction comes into view.
  const correctingNumber = correcting?.number;
  useEffect(() => {
    if (correctingNumber !== undefined) noticeRef.current?.scrollIntoView({ block: 'start' });
  }, [correctingNumber]);

  if (correcting) {
    return (
      <>
        <div ref={noticeRef} />
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
      </>
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

  // The number and dealer the deal in the form was started for; the next ones until then.
  const slot = nextSlot(state) ? (bound ?? nextSlot(state)) : null;
  // In a game of N deals the form says which of the N it is ("Donne 7 / 12").
  const progress = dealInProgress(
    table,
    waitingDeals(state).map((deal) => deal.body),
  );
  const last = table.game.deals[table.game.deals.length - 1];
  const correctable = last && canCorrectOnPhone(state, table, roundClosed);

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
          {refused.reason === 'taken' && refused.other && canResend(state) ? (
            <TakenChoice
              t={t}
              table={table}
              draft={{ ...refused, other: refused.other }}
              next={draftSlot(state)}
              following={followingDeals(state)}
              onSame={() => outbox.drop(refused.key)}
              onAnother={(dealer) => outbox.resend(refused.key, { ...refused.body, dealer }, true)}
            />
          ) : canResend(state) ? (
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
            // The first change fixes the deal's number and dealer: the ones on screen now
            // (none yet while the sheet is not confirmed: the referee names the dealer).
            if (!bound && slot.number !== null) bind(slot);
          }}
          onSubmit={(body) => {
            settle();
            outbox.type(intent, body, slot.number);
            bind(null);
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
