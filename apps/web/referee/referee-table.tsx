'use client';
import { useEffect, useState } from 'react';
import type { Locale, Translate } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { RoundState, SheetDeal, TableView } from '../lib/api-types';
import { readStored, writeStored } from '../lib/session';
import { useTournamentEvents } from '../lib/use-tournament-events';
import { useTapGuard } from '../deal-entry/tap-guard';
import { ScoreSheet } from '../score-sheet/score-sheet';
import { TableHeader } from '../score-sheet/table-header';
import { keepPageForOfflineWhenIdle } from './offline-shell';
import type { RefereeOpening } from './read-referee-opening';
import { unsendable, waitingDeals } from './outbox-slots';
import type { OutboxState } from './outbox-state';
import { OutboxStatus, StaleNotice } from './outbox-status';
import { RefereeEntry, canCorrectOnPhone } from './referee-entry';
import { SignSheet } from './sign-sheet';
import { useOutbox } from './use-outbox';

type Lookup = 'loading' | 'ready' | 'not-found' | 'offline';

/**
 * The referee's phone: the sheet with running totals, whose deal it is, and the entry of the
 * next deal through the outbox. The sheet, the outbox and the draft are kept on the phone, so a
 * reload offline loses nothing; the table's live events bring the bell and every change.
 * `opening`: what the server read of the code for the first render (its table's header is drawn
 * while the phone loads what it kept).
 */
export function RefereeTable({
  locale,
  code,
  opening = { kind: 'unread' },
}: {
  locale: Locale;
  code: string;
  opening?: RefereeOpening;
}) {
  const t = useTranslator();
  const [lookup, setLookup] = useState<Lookup>('loading');
  const [tableId, setTableId] = useState<string | null>(null);
  const { outbox, state } = useOutbox({ tableId, code, locale });
  const shown = useKeptSheetShown(state);
  const table = state?.table ?? null;
  const roundClosed = useRoundClosed(table, locale);
  // The deal being corrected: any deal of the sheet, chosen on it or as the last one.
  const [correcting, setCorrecting] = useState<SheetDeal | null>(null);
  // A tap on a signature button rests the signatures a moment: once team A has signed, team B's
  // button takes its place, and the second tap of a double tap must not sign for team B.
  const signing = useTapGuard();

  // A code the server has just found unknown is not asked again (each wrong code counts).
  const unknownCode = opening.kind === 'unknown-code';
  useEffect(() => {
    void (async () => {
      const found = unknownCode
        ? null
        : await callApi<{ tableId: string }>(`/referee/${encodeURIComponent(code)}`, { locale });
      const id = found?.ok ? found.data.tableId : readStored(`marque.referee.${code}`);
      if (!id)
        return setLookup(found && (found.ok || found.status !== 404) ? 'offline' : 'not-found');
      writeStored(`marque.referee.${code}`, id);
      setTableId(id);
      setLookup('ready');
    })();
  }, [code, locale, unknownCode]);

  // The offline copy, once the table is found and its sheet on its way.
  const found = lookup === 'ready';
  useEffect(() => (found ? keepPageForOfflineWhenIdle() : undefined), [found]);

  useTournamentEvents(
    table?.tournamentId ?? null,
    (type, data) => {
      const about = (data as { tableId?: string } | null)?.tableId;
      if (type === 'round') roundClosed.heard(data);
      if (type === 'round' || type === 'poll' || about === tableId) outbox?.sheetChanged();
    },
    4000,
    () => outbox?.networkBack(),
  );

  if (lookup === 'not-found') {
    return (
      <p role="alert" className="form-error">
        {t('referee.notFound', { code })}
      </p>
    );
  }
  if (!state || !table || !outbox || !shown) {
    return (
      <>
        {/* The server's header, where the phone's will be: nothing moves when it comes. */}
        {opening.kind === 'found' ? <TableHeader locale={locale} table={opening.table} /> : null}
        <p aria-busy="true">{lookup === 'offline' ? t('error.offline') : t('common.loading')}</p>
      </>
    );
  }
  const waiting = (unsendable(state) ? [] : waitingDeals(state)).map((deal) => ({
    key: deal.key,
    body: deal.body,
    number: deal.shownNumber,
  }));

  return (
    <>
      <TableHeader locale={locale} table={table} queued={waiting.map((deal) => deal.body)} />
      <OutboxStatus t={t} state={state} onRetry={() => outbox.retryNow()} />
      <StaleNotice t={t} locale={locale} state={state} />
      <SheetNotice t={t} state={state} roundClosed={roundClosed.closed} />
      <div
        className={signing.settling ? 'sign-area settling' : 'sign-area'}
        onClickCapture={(event) => {
          if ((event.target as HTMLElement).closest('button')) signing.settle();
        }}
      >
        <SignSheet
          locale={locale}
          code={code}
          table={table}
          onChanged={() => outbox.sheetChanged()}
        />
      </div>
      <RefereeEntry
        locale={locale}
        code={code}
        table={table}
        state={state}
        outbox={outbox}
        roundClosed={roundClosed.closed}
        correcting={correcting}
        setCorrecting={setCorrecting}
      />
      <h2 className="sheet-title">{t('referee.sheet')}</h2>
      <ScoreSheet
        table={table}
        queued={waiting}
        highlight={state.recorded?.number}
        canCorrect={() => !correcting && canCorrectOnPhone(state, table, roundClosed.closed)}
        onCorrect={setCorrecting}
      />
    </>
  );
}

/** How long a sheet kept on the phone waits for the server's word before it is shown as kept. */
const KEPT_SHEET_WAIT_MS = 1500;

/**
 * Whether the page may show the sheet: at once when the server has confirmed it, or when the
 * network is down (the sheet kept on the phone is then all there is); otherwise after
 * KEPT_SHEET_WAIT_MS. A phone reopening its table online would else show its kept sheet, « may
 * be out of date » and the question of who dealt for a moment, then drop them and move the whole
 * form under the referee's eyes (a layout shift of 0.16). Once shown, the sheet stays.
 */
function useKeptSheetShown(state: OutboxState | null): boolean {
  const [waited, setWaited] = useState(false);
  const settled =
    state !== null && (state.fresh || state.network === 'offline' || state.network === 'failing');
  const kept = state !== null;
  useEffect(() => {
    if (settled) setWaited(true);
  }, [settled]);
  useEffect(() => {
    if (!kept) return;
    const timer = window.setTimeout(() => setWaited(true), KEPT_SHEET_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [kept]);
  return waited || settled;
}

/** The bell, a table taken back, or a game over: why no deal can be entered. */
function SheetNotice({
  t,
  state,
  roundClosed,
}: {
  t: Translate;
  state: OutboxState;
  roundClosed: boolean;
}) {
  const message = state.gone
    ? t('referee.gone')
    : state.facts?.closed
      ? t('referee.roundClosed')
      : state.facts?.finished
        ? t(roundClosed ? 'referee.roundOver' : 'referee.gameOver')
        : null;
  return message ? (
    <p className="sheet-notice" role="status" data-testid="sheet-notice">
      {message}
    </p>
  ) : null;
}

/**
 * Whether the table's round is closed, once its game is over: until then its last deal may
 * still be corrected. Read from the round, then from the live stream's `round` events.
 */
function useRoundClosed(
  table: TableView | null,
  locale: string,
): { closed: boolean; heard: (data: unknown) => void } {
  const [closed, setClosed] = useState(false);
  const finished = Boolean(table?.game.finished);
  const tournamentId = table?.tournamentId;
  const round = table?.round;
  useEffect(() => {
    if (!finished || !tournamentId || round === undefined) return;
    void callApi<RoundState>(`/tournaments/${tournamentId}/rounds/${round}`, { locale }).then(
      (result) => {
        if (result.ok) setClosed(result.data.closedAt !== null);
      },
    );
  }, [finished, tournamentId, round, locale]);
  return {
    closed: closed || Boolean(table?.game.closedAtBell),
    heard: (data) => {
      const event = data as { action?: string; round?: { number?: number } } | null;
      if (event?.action === 'closed' && event.round?.number === round) setClosed(true);
    },
  };
}
