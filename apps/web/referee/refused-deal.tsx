import type { Translate } from '../i18n';
import type { Seat, TableView } from '../lib/api-types';
import { playerAt } from '../lib/seats';
import { describeDeal } from '../deal-entry/describe-deal';
import type { QueuedDeal, RefusedDeal } from './outbox-state';

/**
 * Why the deal in the form came back from the server, in the reader's words: which deal took
 * its place and who dealt it, or how the sheet moved, and what the referee can do with it.
 */
export function RefusedNotice({
  t,
  table,
  draft,
  next,
}: {
  t: Translate;
  table: TableView;
  draft: RefusedDeal;
  /** Where it would go now: the sheet's next deal and its dealer. */
  next: { number: number | null; dealer: Seat | null };
}) {
  const typed = describeDeal(t, table, draft.body);
  const where = {
    number: draft.number ?? '?',
    next: next.number ?? '?',
    dealer: next.dealer === null ? '?' : playerAt(table, next.dealer),
    typedDealer: playerAt(table, draft.body.dealer),
    deal: typed,
  };
  const message = ((): string => {
    switch (draft.reason) {
      case 'checking':
        return t('refused.checking', where);
      case 'refused':
        return t('refused.facts', where);
      case 'taken':
        return draft.other
          ? t(draft.otherIsOwn ? 'refused.takenOwn' : 'refused.taken', {
              ...where,
              other: describeDeal(t, table, draft.other),
              otherDealer: playerAt(table, draft.other.dealer),
            })
          : t('refused.takenUnknown', where);
      case 'misplaced':
        return t(draft.number === null ? 'refused.unknownSheet' : 'refused.misplaced', where);
      case 'finished':
        return t('refused.finished', where);
      case 'closed':
        return t('refused.closed', where);
      case 'gone':
        return t('refused.gone', where);
    }
  })();
  return (
    <div className="refused-notice card" role="alert" data-testid="refused-notice">
      <p>{message}</p>
    </div>
  );
}

/**
 * Another deal holds the number this one was typed for: both side by side, with their dealers,
 * and the referee says whether they are the same deal (this one is dropped) or two deals (this
 * one is recorded as the next deal, whose number and dealer the button shows). Nothing is
 * recorded under a number the referee did not see.
 */
export function TakenChoice({
  t,
  table,
  draft,
  next,
  following,
  onSame,
  onAnother,
}: {
  t: Translate;
  table: TableView;
  draft: RefusedDeal & { other: NonNullable<RefusedDeal['other']> };
  next: { number: number | null; dealer: Seat | null };
  /** The deals typed after this one, which move on with it if it is another deal. */
  following: ReadonlyArray<{ key: string; from: number; to: number; dealer: Seat }>;
  onSame: () => void;
  onAnother: (dealer: Seat) => void;
}) {
  const { other } = draft;
  return (
    <section className="card taken-choice" aria-labelledby="taken-title" data-testid="taken-choice">
      <h2 id="taken-title">{t('taken.title', { number: draft.number ?? '?' })}</h2>
      <div className="taken-deals">
        <div data-testid="taken-theirs">
          <h3>{t(draft.otherIsOwn ? 'taken.ownRecorded' : 'taken.theirs')}</h3>
          <p>{describeDeal(t, table, other)}</p>
          <p>{t('sheet.dealtBy', { player: playerAt(table, other.dealer) })}</p>
        </div>
        <div data-testid="taken-mine">
          <h3>{t('taken.mine')}</h3>
          <p>{describeDeal(t, table, draft.body)}</p>
          <p>{t('sheet.dealtBy', { player: playerAt(table, draft.body.dealer) })}</p>
        </div>
      </div>
      {following.length && next.number !== null ? (
        <div className="hint" data-testid="taken-following">
          <p>{t('taken.following')}</p>
          <ul>
            {following.map((deal) => (
              <li key={deal.key}>
                {t('taken.moves', {
                  from: deal.from,
                  to: deal.to,
                  dealer: playerAt(table, deal.dealer),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="form-actions">
        <button type="button" className="secondary" onClick={onSame}>
          {t('taken.same')}
        </button>
        {next.number !== null && next.dealer !== null ? (
          <button type="button" className="primary" onClick={() => onAnother(next.dealer as Seat)}>
            {t('taken.another', {
              next: next.number,
              dealer: playerAt(table, next.dealer),
            })}
          </button>
        ) : null}
      </div>
    </section>
  );
}

/**
 * Deals that can no longer be recorded (the round closed at the bell, the table taken back, the
 * game over): listed so the referee can tell the organiser, then dropped with one tap.
 */
export function UnsentDeals({
  t,
  table,
  deals,
  reason,
  onDrop,
}: {
  t: Translate;
  table: TableView;
  deals: Array<Pick<QueuedDeal, 'key' | 'body'>>;
  reason: 'closed' | 'gone' | 'finished';
  onDrop: () => void;
}) {
  return (
    <section className="card unsent" role="alert" aria-labelledby="unsent-title">
      <h2 id="unsent-title">{t('unsent.title', { count: deals.length })}</h2>
      <p>{t(`unsent.${reason}`)}</p>
      <ul>
        {deals.map((deal) => (
          <li key={deal.key}>
            {describeDeal(t, table, deal.body)} ·{' '}
            {t('sheet.dealtBy', { player: playerAt(table, deal.body.dealer) })}
          </li>
        ))}
      </ul>
      <button type="button" className="danger" onClick={onDrop}>
        {t('unsent.drop', { count: deals.length })}
      </button>
    </section>
  );
}
