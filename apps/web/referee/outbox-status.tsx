import type { Locale, Translate } from '../i18n';
import { useNumberFormat } from '../i18n/client';
import type { TableView } from '../lib/api-types';
import { describeDeal } from '../deal-entry/describe-deal';
import { checkingCount, unsendable, waitingDeals } from './outbox-slots';
import type { OutboxState } from './outbox-state';

/**
 * Where the phone stands, in words: whether the server answers (from the last request, not
 * from what the browser believes), what waits on the phone and why.
 */
export function OutboxStatus({
  t,
  state,
  onRetry,
}: {
  t: Translate;
  state: OutboxState;
  onRetry: () => void;
}) {
  // Deals that can no longer be sent are listed apart, for the referee to drop: not "waiting".
  const over = unsendable(state);
  const waiting = over ? 0 : waitingDeals(state).length;
  const checking = checkingCount(state);
  const down = state.network === 'offline' || state.network === 'failing';
  const parts = [
    t(
      state.network === 'online'
        ? 'referee.online'
        : state.network === 'offline'
          ? 'referee.offline'
          : state.network === 'failing'
            ? 'referee.failing'
            : 'referee.connecting',
    ),
  ];
  if (waiting)
    parts.push(t(down ? 'referee.waitingNetwork' : 'referee.waiting', { count: waiting }));
  if (checking) parts.push(t('referee.checking', { count: checking }));
  if (state.draft && waiting) parts.push(t('referee.waitingDecision'));
  return (
    <div className={`connection ${down ? 'is-offline' : 'is-online'}`}>
      <p role="status" data-testid="connection">
        {parts.join(' · ')}
      </p>
      {down ? (
        <button type="button" className="link-button" onClick={onRetry}>
          {t('referee.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** The sheet kept from an earlier visit, until the server confirms it: it may be out of date. */
export function StaleNotice({
  t,
  locale,
  state,
}: {
  t: Translate;
  locale: Locale;
  state: OutboxState;
}) {
  if (state.fresh || !state.table) return null;
  const time = state.tableAt
    ? new Date(state.tableAt).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
    : '?';
  return (
    <p className="stale" role="status" data-testid="sheet-stale">
      {t('referee.stale', { time })}
    </p>
  );
}

/**
 * The deal this phone just recorded, in full with the totals after it, where the referee looks:
 * above the next deal's form (the row itself is highlighted in the sheet below).
 */
export function RecordedNotice({
  t,
  table,
  number,
}: {
  t: Translate;
  table: TableView;
  number: number;
}) {
  const deal = table.game.deals.find((entry) => entry.number === number);
  // « 1 510 », as the sheet writes it.
  const format = useNumberFormat();
  return (
    <p className="recorded-notice" role="status" data-testid="recorded" tabIndex={-1}>
      <strong>{t('referee.recorded', { number })}</strong>
      {deal ? (
        <>
          {' '}
          {describeDeal(t, table, deal)} ·{' '}
          {t('referee.recordedTotals', {
            a: table.teamA.name,
            totalA: format(deal.totals.A),
            b: table.teamB.name,
            totalB: format(deal.totals.B),
          })}
        </>
      ) : null}
    </p>
  );
}
